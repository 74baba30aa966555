/**
 * Canary: the commands (`promote --canary`, list, history, rollback --auto, rollback) as
 * npm runs them, against the tests' pointer service.
 */
import { runCli } from './support/run-cli';
import { withCanaryWorld } from './support/fake-release';
import { promote } from '../lib/releases/operations';
import { sitesEnv } from './support/deployment';

const c = withCanaryWorld();
const { d, fakeVersion, sites } = c;

describe('the commands', () => {
  const cli = async (...args: string[]) => {
    const env = {
      ...process.env,
      ...sitesEnv(sites.origins()),
      RELEASES_DIR: c.store,
      LOTENGO_RELEASE_BY: 'ana',
      REGISTRY_URL: process.env.REGISTRY_URL,
      DEPLOY_TOKEN: '',
    };
    const out = await runCli(args, env);
    return { code: out.code, out: `${out.stdout}${out.stderr}` };
  };

  it('promote --canary, list, history, rollback --auto without a canary, rollback', async () => {
    const v1 = fakeVersion();
    const v2 = fakeVersion();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
    expect(await cli('promote', 'mf-inbox', v2, '--canary', 'diez')).toMatchObject({
      code: 2,
      out: expect.stringContaining('--canary necesita un porcentaje entero'),
    });
    expect(await cli('promote', 'mf-inbox', v2, '--canary', '10')).toMatchObject({
      code: 0,
      out: expect.stringContaining(`canario ${v2} para el 10 % de los navegadores; el resto sigue en ${v1}`),
    });
    expect((await cli('list', 'mf-inbox')).out).toContain(`◐ ${v2}`);
    expect((await cli('history', 'mf-inbox')).out).toContain(
      `canary-start ${v1} → ${v2} (canario 10 %)  por token local de mf-inbox`,
    );
    expect(await cli('rollback', 'mf-inbox', '--auto', '--api', 'http://127.0.0.1:9/mvp')).toMatchObject({
      code: 1,
      out: expect.stringContaining('No se pudo leer la telemetría'),
    });
    expect(await cli('rollback', 'mf-inbox')).toMatchObject({
      code: 0,
      out: expect.stringContaining(`canario ${v2} terminado; todos vuelven a ${v1}`),
    });
    await cli('promote', 'mf-inbox', v2, '--canary', '20');
    // promote of the live version while a canary runs: everybody on it, the canary ends.
    expect(await cli('promote', 'mf-inbox', v1)).toMatchObject({
      code: 0,
      out: expect.stringContaining(`canario ${v2} terminado`),
    });
    expect(await cli('rollback', 'mf-inbox', '--auto')).toMatchObject({
      code: 0,
      out: expect.stringContaining('no hay un canario en curso'),
    });
  });
});
