import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadCapabilities, loadRuntimeConfig, takePreviewRefusal, type RuntimeConfig } from '@lotengo/shared/config';
import { prepareIdentity } from '@lotengo/shared/identity';
import { App } from './app';
import { ConfigErrorPage } from '../pages/config-error-page';
import { mountApp } from './mount-app';
import {
  configureTelemetry,
  installMissingFileHandlers,
  registerRuntimeRemotes,
  reportPageLoad,
} from '@lotengo/shared/remotes';

/**
 * A preview tab's marker, or the notice of a refused preview: a root of its own next to the
 * app's (the prerendered landing hydrates untouched), and code loaded only when there is one to show.
 */
function showPreviewNotice(cfg: RuntimeConfig): void {
  const preview = cfg.release?.preview ?? null;
  const refused = takePreviewRefusal();
  if (refused) console.warn(`[lotengo] Vista previa rechazada (${refused.preview}): ${refused.reason}`);
  if (!preview && !refused) return;
  void import('../layout/preview-notice').then(({ PreviewNotice }) => {
    const host = document.createElement('div');
    host.id = 'preview-notice';
    document.body.prepend(host);
    createRoot(host).render(<PreviewNotice preview={preview} refused={refused} />);
  });
}

/**
 * Start-up: run-time config first (API, identity, where each remote lives), then what the API has is
 * asked (not awaited: what depends on it waits on its own), then the remotes are registered from it (they
 * are not in the webpack config, so one can move without rebuilding the shell), then render. Without
 * config the site cannot work: a Spanish error page, not a blank screen.
 */
export async function start(container: HTMLElement): Promise<Root> {
  // A lazy chunk of a release that was pruned while this tab was open: the reload banner, not an uncaught error.
  installMissingFileHandlers();
  try {
    const cfg = await loadRuntimeConfig();
    // What the API has: asked beside the remotes (the early script usually has), never waited for here.
    void loadCapabilities();
    // Firebase only when this tab may hold a session: a visitor downloads it once they sign in.
    prepareIdentity(cfg);
    registerRuntimeRemotes(cfg.remotes);
    configureTelemetry(cfg);
    reportPageLoad();
    showPreviewNotice(cfg);
  } catch (err) {
    console.error('[lotengo] No se pudo iniciar la aplicación', err);
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <ConfigErrorPage />
      </StrictMode>,
    );
    return root;
  }
  // Hydrates the prerendered landing for a visitor, renders afresh otherwise (mount-app.tsx).
  return mountApp(
    container,
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
