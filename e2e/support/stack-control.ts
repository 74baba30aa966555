/** Test side of the control server: stop or restart one service of the e2e stack. */
import type { ServiceName } from '../../scripts/stack';
import { E2E_URLS } from './env';

async function call(name: ServiceName, action: 'stop' | 'start'): Promise<void> {
  const res = await fetch(`${E2E_URLS.control}/services/${name}/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`No se pudo ${action === 'stop' ? 'detener' : 'iniciar'} ${name}: ${await res.text()}`);
}

export const stopService = (name: ServiceName) => call(name, 'stop');
export const startService = (name: ServiceName) => call(name, 'start');

export async function serviceStatus(): Promise<Record<string, boolean>> {
  const res = await fetch(`${E2E_URLS.control}/services`);
  return (await res.json()) as Record<string, boolean>;
}
