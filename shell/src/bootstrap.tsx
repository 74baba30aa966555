import { nextTask } from './lib/next-task';
// The design system first (the shell's own styles build on it): the frame every remote's page sits in.
import '@lotengo/shared/theme.css';
import '@lotengo/shared/detail-frame.css';
import './styles/shell.css';

/**
 * The start-up's heaviest module groups, evaluated one per task. `eager`: their code is already in this
 * chunk (fetched in parallel with it, as a static import would be), but it runs only when asked. Run in
 * one go, evaluating React DOM, the API client, the shared package and the rest was one long
 * task (≈ 40 ms here, four times that on a phone): most of a first visit's Total Blocking Time.
 * The page's singletons of @lotengo/shared that start-up uses: the config, the session (with identity)
 * and the HTTP client the first calls go through.
 */
const STAGES = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'axios'),
  () => import(/* webpackMode: "eager" */ '@lotengo/shared/config'),
  () => import(/* webpackMode: "eager" */ '@lotengo/shared/session'),
  () => import(/* webpackMode: "eager" */ '@lotengo/shared/http'),
];

async function boot(container: HTMLElement) {
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  const { start } = await import(/* webpackMode: "eager" */ './app/start');
  await start(container);
}

const container = document.getElementById('root');
if (container) void boot(container);
else console.error('[lotengo] Falta el elemento #root en index.html');
