import { createRoot } from 'react-dom/client';
import { initIdentity, loadRuntimeConfig, messages } from '@lotengo/shared';
import { StandaloneApp } from './standalone/standalone-app';

/**
 * Standalone mount (`npm run dev -w mf-properties`): the remote's own team works on its pages without
 * the shell. Same runtime config, identity and providers as inside the site.
 */
const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then((cfg) => {
    initIdentity(cfg);
    root.render(<StandaloneApp />);
  })
  .catch((err: unknown) => {
    console.error(err);
    root.render(
      <main className="lt-container">
        <p role="alert">{messages.properties.standalone.configError}</p>
      </main>,
    );
  });
