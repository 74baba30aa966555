/**
 * Every exported function, started without an environment, answers 503 with the reason in Spanish and
 * nothing else: no page, no config, no registry read.
 */
import * as functions from '../index';

interface Captured {
  status?: number;
  body?: unknown;
  headers: Record<string, string>;
}

function call(fn: (req: unknown, res: unknown) => unknown, path: string): Promise<Captured> {
  return new Promise((resolve) => {
    const out: Captured = { headers: {} };
    const res = {
      status(code: number) {
        out.status = code;
        return res;
      },
      set(name: string, value: string) {
        out.headers[name.toLowerCase()] = value;
        return res;
      },
      setHeader(name: string, value: string) {
        out.headers[name.toLowerCase()] = value;
      },
      getHeader: (name: string) => out.headers[name.toLowerCase()],
      json(body: unknown) {
        out.body = body;
        resolve(out);
        return res;
      },
      send(body: unknown) {
        out.body = body;
        resolve(out);
        return res;
      },
      end() {
        resolve(out);
      },
      on: () => res,
    };
    const req = {
      method: 'GET',
      path,
      url: path,
      headers: {},
      query: {},
      get: () => undefined,
      header: () => undefined,
    };
    void fn(req, res);
  });
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('las funciones sin entorno', () => {
  it.each([
    ['page', '/'],
    ['config', '/config.json'],
    ['registry', '/registry'],
    ['detailPage', '/page/property/1'],
    ['publicPage', '/solicitud/1'],
  ] as const)('%s refuses with 503 and the reason', async (name, path) => {
    for (const key of ['LOTENGO_ENV', 'GCLOUD_PROJECT', 'FIREBASE_CONFIG']) delete process.env[key];
    process.env.GCLOUD_PROJECT = 'lotengo-prod';
    const answer = await call(functions[name] as unknown as (req: unknown, res: unknown) => unknown, path);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      message: 'Lo Tengo no está configurado en este despliegue: falta LOTENGO_ENV (functions/.env.lotengo-prod).',
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
