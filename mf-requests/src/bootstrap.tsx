import { startStandalone } from '@lotengo/shared';
import { StandaloneApp } from './standalone/standalone-app';

// Standalone mount (`npm run dev -w mf-requests`); inside the site the shell mounts the exposed modules instead.
void startStandalone('mf-requests', StandaloneApp);
