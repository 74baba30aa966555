/**
 * Forged telemetry against `rollback --auto`: the real mock API behind one proxy (X-Forwarded-For names
 * each sender), the real pointer service, and the commands a team runs. A client is a network (an IPv4
 * /24), and a canary ends only on errors from max(10, 2 per 1,000 of its clients) of them.
 */
import path from 'node:path';
import { runCli } from './support/run-cli';
import { startMockApi, type MockApiProcess } from './support/mock-api-process';
import { fakeInboxVersion, withCanaryStore } from './support/fake-release';
import { promote, startCanary } from '../lib/releases/operations';
import { readRegistry } from '@lotengo/platform/releases/registry';
import { localToken } from '@lotengo/platform/registry/tokens';
import { testDeployment } from './support/deployment';

let tmp: string;
let store: string;
withCanaryStore((dir, releases) => ((tmp = dir), (store = releases)));
const fakeVersion = () => fakeInboxVersion(tmp, store);

describe('forged telemetry against rollback --auto (the real API, the command as a team runs it)', () => {
  let api: MockApiProcess | undefined;
  afterEach(async () => {
    await api?.stop();
    api = undefined;
  });

  it(
    '30 addresses of one /24 are one client, three clients never end a canary, nor does a flood of page loads ' +
      'hide ten; the summary is for deployers only',
    async () => {
      const v1 = fakeVersion();
      const v2 = fakeVersion();
      const deployment = testDeployment(store);
      await promote({ deployment, app: 'mf_inbox', version: v1 });
      await startCanary({ deployment, app: 'mf_inbox', version: v2, percent: 50 });
      // Behind one proxy, as in production: X-Forwarded-For names each client. The pointer service says who deploys.
      api = await startMockApi(path.join(tmp, 'api'), { REGISTRY_URL: process.env.REGISTRY_URL, TRUST_PROXY: '1' });
      const post = (what: 'page-loads' | 'remote-errors', from: string, body: object) =>
        fetch(`${api!.url}/telemetry/${what}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
          body: JSON.stringify(body),
        });
      const error = (from: string) =>
        post('remote-errors', from, { app: 'mf-inbox', version: v2, kind: 'render', path: '/page/buzon' });
      const cli = (...args: string[]) =>
        runCli(args, { ...process.env, RELEASES_DIR: store, REGISTRY_URL: process.env.REGISTRY_URL, DEPLOY_TOKEN: '' });
      /** A real visitor: an address in a /24 of its own. */
      const visitor = (i: number, of: 'canario' | 'estable') => `${of === 'canario' ? 100 : 101}.64.${i}.10`;

      // 60 real visitors on each version, none with an error.
      for (let i = 1; i <= 60; i += 1) {
        expect((await post('page-loads', visitor(i, 'canario'), { versions: { 'mf-inbox': v2 } })).status).toBe(202);
        expect((await post('page-loads', visitor(i, 'estable'), { versions: { 'mf-inbox': v1 } })).status).toBe(202);
      }
      // One /24 forges errors from 30 addresses (its rate limit is the network's: then 429), and a version
      // nobody released.
      const answers: number[] = [];
      for (let i = 1; i <= 40; i += 1) answers.push((await error(`203.0.113.${i}`)).status);
      expect(answers.filter((s) => s === 202)).toHaveLength(30);
      expect(answers.filter((s) => s === 429)).toHaveLength(10);
      const forged = { app: 'mf-inbox', version: 'abc1234-ffffffffff', kind: 'load', path: '/page/buzon' };
      expect((await post('remote-errors', '198.51.100.67', forged)).status).toBe(400);

      const kept = await cli('rollback', 'mf-inbox', '--auto', '--api', api.url);
      expect(kept).toMatchObject({ code: 0, stdout: expect.stringContaining('Se mantiene el canario') });
      expect(kept.stdout).toContain('1 de 60 clientes con errores');

      // Three real clients fail: four networks with errors, still no decision (a handful never decides).
      for (const i of [1, 2, 3]) expect((await error(visitor(i, 'canario'))).status).toBe(202);
      const few = await cli('rollback', 'mf-inbox', '--auto', '--api', api.url);
      expect(few.stdout).toContain('4 de 60 clientes con errores');
      expect(few.stdout).toContain('hacen falta al menos 10 clientes distintos con errores');
      expect(readRegistry(store).apps['mf-inbox']?.canary?.version).toBe(v2);

      // The forging network floods the canary with page loads (to bury errors); six more real clients fail.
      for (let i = 0; i < 100; i += 1)
        await post('page-loads', `203.0.113.${(i % 200) + 1}`, { versions: { 'mf-inbox': v2 } });
      for (const i of [4, 5, 6, 7, 8, 9]) expect((await error(visitor(i, 'canario'))).status).toBe(202);
      const ended = await cli('rollback', 'mf-inbox', '--auto', '--api', api.url);
      expect(ended).toMatchObject({ code: 0, stdout: expect.stringContaining('Canario terminado') });
      // 10 networks with errors among 61 (the flood counted once): 163.9 per 1,000.
      expect(ended.stdout).toContain('10 de 61 clientes con errores');
      expect(readRegistry(store).apps['mf-inbox']).toMatchObject({ live: v1, canary: null });

      // The counts are for those who deploy: no credential, or one the pointer service does not know, is refused;
      // any team's deploy credential reads them.
      const summary = (token?: string) =>
        fetch(`${api!.url}/telemetry/summary/mf-inbox`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
      expect((await summary()).status).toBe(401);
      expect((await summary('no-es-una-credencial')).status).toBe(401);
      expect((await summary(localToken(store, 'mf_account'))).status).toBe(200);
      const stranger = await runCli(['health', 'mf-inbox', '--api', api.url], {
        ...process.env,
        RELEASES_DIR: store,
        REGISTRY_URL: process.env.REGISTRY_URL,
        DEPLOY_TOKEN: 'no-es-una-credencial',
      });
      expect(stranger).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('respondió 401'),
      });
    },
  );
});
