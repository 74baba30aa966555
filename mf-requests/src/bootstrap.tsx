import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, initIdentity, loadRuntimeConfig, messages } from '@lotengo/shared';
import { StandaloneApp } from './standalone-app';

/** Standalone mount: same run-time config and identity as in the shell, this remote's routes only. */
async function start(container: HTMLElement) {
  const root = createRoot(container);
  try {
    initIdentity(await loadRuntimeConfig());
  } catch (err) {
    console.error('[mf-requests] No se pudo cargar /config.json', err);
    root.render(<p role="alert">{messages.common.unexpectedError}</p>);
    return;
  }
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <StandaloneApp />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
