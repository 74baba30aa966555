import { nextTask } from './lib/next-task';
import './styles/shell.css';

/**
 * The start-up's heaviest module groups, evaluated one per task. `eager`: their code is already in this
 * chunk (fetched in parallel with it, as a static import would be), but it runs only when asked. Run in
 * one go, evaluating React DOM, the API client, the shared package and the rest was one long
 * task (≈ 40 ms here, four times that on a phone): most of a first visit's Total Blocking Time.
 * Not `@lotengo/shared/contracts` on its own: importing it here would make it a federated module with
 * every schema in it, on the first load (shared/src/index.ts).
 */
const STAGES = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'axios'),
  () => import(/* webpackMode: "eager" */ '@lotengo/shared'),
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

/**
 * Never called: it makes the shell *provide* the form kit entry to the federation, so a remote's form
 * uses the shell's copy (whose query hooks reach the loaded api and config) instead of bundling its own
 * copy of shared's internals. Loading stays lazy: nothing here runs until a remote asks for it.
 */
export const provideFormKit = () => import('@lotengo/shared/form');
