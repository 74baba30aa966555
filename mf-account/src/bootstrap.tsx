import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, initIdentity, loadRuntimeConfig, messages } from '@lotengo/shared';
import { StandaloneApp } from './standalone/standalone-app';

/** Standalone mount (`npm run dev -w mf-account`): the shell mounts the exposed pages instead. */
async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    initIdentity(await loadRuntimeConfig());
  } catch (err) {
    console.error('mf-account: no se pudo cargar /config.json', err);
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

void start();
