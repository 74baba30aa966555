/**
 * The rehearsal's ports, from the same variables as `npm start`'s where they mean the same thing, with
 * defaults of their own (so both run side by side): SHELL_PORT is the first site (the shell's); the
 * others follow it as the Hosting emulator places them (+5…+8). deploy/rehearsal.json's defaults are
 * these; another SHELL_PORT needs the `NAME=url` lines `npm run rehearsal` prints in a runner's environment.
 */
export const REHEARSAL_BASE_PORT = 5000;

export interface RehearsalPorts {
  hosting: number;
  functions: number;
  hub: number;
  logging: number;
  api: number;
  auth: number;
  storage: number;
  identity: number;
}

export function rehearsalPorts(env: NodeJS.ProcessEnv = process.env): RehearsalPorts {
  const get = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const base = get('SHELL_PORT', REHEARSAL_BASE_PORT);
  return {
    hosting: base,
    functions: get('FUNCTIONS_PORT', base + 1),
    hub: base + 2,
    logging: base + 3,
    api: get('API_PORT', base + 90),
    auth: get('AUTH_EMULATOR_PORT', base + 99),
    storage: get('STORAGE_EMULATOR_PORT', base + 190),
    identity: get('IDENTITY_PORT', base + 191),
  };
}
