import { EARLY_CONFIG_GLOBAL } from '../facts';
import type { RuntimeConfig } from '@lotengo/shared/config';
import { onEachTestEnd } from './lifecycle';

const holder = () => window as unknown as Record<string, Promise<unknown> | undefined>;

/**
 * What the site's /config.json answers in this test: `config`, or a failed request when given an Error.
 * It is handed over the way index.html's early-start script hands it (the promise loadRuntimeConfig
 * takes over), so the app's real loader, parser and error path run; no module is mocked. One answer per
 * call (a retry fetches anew). Forgotten after each test, with the loaded config.
 */
export function serveRuntimeConfig(answer: RuntimeConfig | Error): void {
  const response = answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  // Handled here so an answer nobody asks for is not an unhandled rejection; the loader still sees it fail.
  response.catch(() => undefined);
  holder()[EARLY_CONFIG_GLOBAL] = response;
}

onEachTestEnd(() => {
  if (typeof window !== 'undefined') delete holder()[EARLY_CONFIG_GLOBAL];
});
