import { start } from './app/start';
import './styles/shell.css';

const container = document.getElementById('root');
if (container) void start(container);
else console.error('[lotengo] Falta el elemento #root en index.html');
