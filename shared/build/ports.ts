import { APP_NAMES, REMOTE_NAMES, type AppName, type RemoteName } from '../src/facts';

/** Default local ports (README), each overridable by its environment variable. */
const envPort = (name: string, fallback: number) => {
  const raw = process.env[name];
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export { APP_NAMES, REMOTE_NAMES, type AppName, type RemoteName };

export const PORT_ENV: Record<AppName | 'api' | 'auth', string> = {
  shell: 'SHELL_PORT',
  mf_requests: 'MF_REQUESTS_PORT',
  mf_properties: 'MF_PROPERTIES_PORT',
  mf_inbox: 'MF_INBOX_PORT',
  mf_account: 'MF_ACCOUNT_PORT',
  api: 'API_PORT',
  auth: 'AUTH_EMULATOR_PORT',
};

const DEFAULTS: Record<AppName | 'api' | 'auth', number> = {
  shell: 8080,
  mf_requests: 8081,
  mf_properties: 8082,
  mf_inbox: 8083,
  mf_account: 8084,
  api: 3000,
  auth: 9099,
};

export function port(app: AppName | 'api' | 'auth'): number {
  return envPort(PORT_ENV[app], DEFAULTS[app]);
}

/** Package folder of each app. */
export const APP_DIRS: Record<AppName, string> = {
  shell: 'shell',
  mf_requests: 'mf-requests',
  mf_properties: 'mf-properties',
  mf_inbox: 'mf-inbox',
  mf_account: 'mf-account',
};
