import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initIdentity, loadRuntimeConfig } from '@lotengo/shared';
import { App } from './app';
import { ConfigErrorPage } from '../pages/config-error-page';
import { registerRuntimeRemotes } from '@lotengo/shared/remotes';

/**
 * Start-up: run-time config first (API, identity, where each remote lives), then the remotes are
 * registered from it (they are not in the webpack config, so one can move without rebuilding the
 * shell), then render. Without config the site cannot work: a Spanish error page, not a blank screen.
 */
export async function start(container: HTMLElement): Promise<Root> {
  const root = createRoot(container);
  try {
    const cfg = await loadRuntimeConfig();
    initIdentity(cfg);
    registerRuntimeRemotes(cfg.remotes);
  } catch (err) {
    console.error('[lotengo] No se pudo iniciar la aplicación', err);
    root.render(
      <StrictMode>
        <ConfigErrorPage />
      </StrictMode>,
    );
    return root;
  }
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
  return root;
}
