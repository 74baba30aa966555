import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadCapabilities, loadRuntimeConfig } from '@lotengo/shared/config';
import { initIdentity } from '@lotengo/shared/identity';
import { messages } from '@lotengo/shared/i18n';
import { AppProviders } from './app-providers';
// Inside the site the shell brings the design system; alone, the remote's page needs it too.
import './theme.css';
import './detail-frame.css';

/**
 * Standalone mount of a remote for its own team (`npm run dev -w mf-…`): the same run-time config,
 * identity, router and providers the shell gives it, around the remote's own routes.
 */
export async function startStandalone(remote: string, App: ComponentType): Promise<void> {
  const container = document.getElementById('root');
  if (!container) {
    console.error(`[${remote}] Falta el elemento #root en index.html`);
    return;
  }
  const root = createRoot(container);
  try {
    await initIdentity(await loadRuntimeConfig());
    // What the API has, as the shell asks it: the page shows only that.
    void loadCapabilities();
  } catch (err) {
    console.error(`[${remote}] No se pudo cargar /config.json`, err);
    root.render(
      <main className="lt-container">
        <p role="alert">{messages.common.standaloneConfigError}</p>
      </main>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <App />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
