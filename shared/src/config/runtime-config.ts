import * as z from 'zod/mini';
import '../contracts/default-locale';
import {
  CONFIG_URL,
  EARLY_CONFIG_GLOBAL,
  PREVIEW_REFUSED_GLOBAL,
  PREVIEW_STORAGE_KEY,
  REMOTE_NAMES,
  type RemoteName,
  type RuntimeConfigJson,
} from '../facts';
import { configRequestUrl } from './config-request';

/** The config every app fetches at start-up; the type is the one the servers write. */
export type RuntimeConfig = RuntimeConfigJson;

const url = z.url({ error: 'debe ser una URL' });
const remotesShape = Object.fromEntries(REMOTE_NAMES.map((n) => [n, url])) as Record<RemoteName, typeof url>;

export const runtimeConfigSchema: z.ZodMiniType<RuntimeConfig> = z.object({
  apiBaseUrl: url,
  firebase: z.object({
    apiKey: z.string().check(z.minLength(1)),
    authDomain: z.string().check(z.minLength(1)),
    projectId: z.string().check(z.minLength(1)),
    appId: z.optional(z.string()),
    storageBucket: z.optional(z.string().check(z.minLength(1))),
  }),
  authEmulatorUrl: z.nullable(url),
  remotes: z.object(remotesShape),
  release: z.optional(
    z.object({
      versions: z.record(z.string(), z.string()),
      canary: z.array(z.string()),
      preview: z.nullable(z.object({ app: z.string(), version: z.string() })),
    }),
  ),
});

let current: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

/** Validates a config object; the error names every bad field so a broken deploy is easy to read. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida en config.json: ${detail}`);
  }
  return result.data;
}

/** A preview the server refused: the shell says so and shows the live version. */
export interface PreviewRefusal {
  preview: string;
  reason: string;
}

function storedPreview(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(PREVIEW_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The same request as index.html's early script (early-start.ts), for a page without it. */
async function fetchConfig(configUrl: string): Promise<unknown> {
  const preview = configUrl === CONFIG_URL ? storedPreview() : null;
  const res = await fetch(configUrl === CONFIG_URL ? configRequestUrl(configUrl, preview) : configUrl, {
    cache: 'no-store',
  });
  if (preview && res.status === 400) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    window.sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
    (window as unknown as Record<string, PreviewRefusal>)[PREVIEW_REFUSED_GLOBAL] = {
      preview,
      reason: body.message ?? '',
    };
    return fetchConfig(configUrl);
  }
  if (!res.ok) throw new Error(`No se pudo leer ${configUrl} (HTTP ${res.status})`);
  return res.json();
}

/** The preview this tab asked for and the server refused, once (the notice takes it). */
export function takePreviewRefusal(): PreviewRefusal | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as Record<string, PreviewRefusal | undefined>;
  const refused = holder[PREVIEW_REFUSED_GLOBAL] ?? null;
  delete holder[PREVIEW_REFUSED_GLOBAL];
  return refused;
}

/** Leaves this tab's preview: the next load is the live version (the caller reloads). */
export function leavePreview(): void {
  try {
    window.sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}

/** The config index.html already asked for (shared/build/early-start.ts), once: a retry fetches anew. */
function takeEarlyConfig(configUrl: string): Promise<unknown> | undefined {
  if (configUrl !== CONFIG_URL || typeof window === 'undefined') return undefined;
  const holder = window as unknown as Record<string, Promise<unknown> | undefined>;
  const early = holder[EARLY_CONFIG_GLOBAL];
  delete holder[EARLY_CONFIG_GLOBAL];
  return early?.catch((err: unknown) => {
    throw new Error(`No se pudo leer ${configUrl} (${err instanceof Error ? err.message : String(err)})`);
  });
}

/**
 * Fetches /config.json once: every caller (host and remotes share this module) gets the same promise.
 * A failed load is forgotten so a later call can retry.
 */
export function loadRuntimeConfig(configUrl = CONFIG_URL): Promise<RuntimeConfig> {
  if (current) return Promise.resolve(current);
  if (!loading) {
    loading = (async () => {
      current = parseRuntimeConfig(await (takeEarlyConfig(configUrl) ?? fetchConfig(configUrl)));
      return current;
    })().catch((err: unknown) => {
      loading = null;
      throw err;
    });
  }
  return loading;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new Error(
      'La configuración aún no está cargada: llama a loadRuntimeConfig() (o setRuntimeConfig) antes de usar la API.',
    );
  }
  return current;
}

/** For tests and standalone remotes; validates like the loader. Pass null to forget the config. */
export function setRuntimeConfig(cfg: RuntimeConfig | null): void {
  current = cfg === null ? null : parseRuntimeConfig(cfg);
  loading = null;
}

export function isRuntimeConfigLoaded(): boolean {
  return current !== null;
}
