import { start } from './app/start';
import './styles/shell.css';

const container = document.getElementById('root');
if (container) void start(container);
else console.error('[lotengo] Falta el elemento #root en index.html');

/**
 * Never called: it makes the shell *provide* the form kit entry to the federation, so a remote's form
 * uses the shell's copy (whose query hooks reach the loaded api and config) instead of bundling its own
 * copy of shared's internals. Loading stays lazy: nothing here runs until a remote asks for it.
 */
export const provideFormKit = () => import('@lotengo/shared/form');
