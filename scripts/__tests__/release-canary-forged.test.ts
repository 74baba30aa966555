/** Forged telemetry against `rollback --auto`: the real mock API, and the command as a team runs it. */
import path from 'node:path';
import { runCli } from './support/run-cli';
import { startMockApi, type MockApiProcess } from './support/mock-api-process';
import { fakeInboxVersion, withCanaryStore } from './support/fake-release';
import { promote, startCanary } from '../lib/releases/operations';
import { readRegistry } from '@lotengo/platform/releases/registry';
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
    'one address cannot end a healthy canary, nor hide a broken one under page loads; two more clients with errors ' +
      '(three in all, the forger one of them) end it',
    async () => {
      const v1 = fakeVersion();
      const v2 = fakeVersion();
      const deployment = testDeployment(store);
      await promote({ deployment, app: 'mf_inbox', version: v1 });
      await startCanary({ deployment, app: 'mf_inbox', version: v2, percent: 50 });
      // Behind one proxy, as in production: X-Forwarded-For names each client.
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

      // 60 real visitors on each version, none with an error.
      for (let i = 1; i <= 60; i += 1) {
        expect((await post('page-loads', `198.51.100.${i}`, { versions: { 'mf-inbox': v2 } })).status).toBe(202);
        expect((await post('page-loads', `192.0.2.${i}`, { versions: { 'mf-inbox': v1 } })).status).toBe(202);
      }
      // One address forges errors against the canary as fast as the API lets it, and a version nobody released.
      const forger = '203.0.113.66';
      const answers: number[] = [];
      for (let i = 0; i < 40; i += 1) answers.push((await error(forger)).status);
      expect(answers.filter((s) => s === 202)).toHaveLength(30);
      expect(answers.filter((s) => s === 429)).toHaveLength(10);
      expect(
        (
          await post('remote-errors', '203.0.113.67', {
            app: 'mf-inbox',
            version: 'abc1234-ffffffffff',
            kind: 'load',
            path: '/page/buzon',
          })
        ).status,
      ).toBe(400);

      const kept = await cli('rollback', 'mf-inbox', '--auto', '--api', api.url);
      expect(kept).toMatchObject({ code: 0, stdout: expect.stringContaining('Se mantiene el canario') });
      expect(kept.stdout).toContain('1 de 60 clientes con errores');
      expect(readRegistry(store).apps['mf-inbox']?.canary?.version).toBe(v2);

      // The same address now floods the canary with page loads (to bury errors); then two more real clients fail.
      for (let i = 0; i < 100; i += 1) await post('page-loads', forger, { versions: { 'mf-inbox': v2 } });
      for (const from of ['198.51.100.1', '198.51.100.2']) expect((await error(from)).status).toBe(202);
      const ended = await cli('rollback', 'mf-inbox', '--auto', '--api', api.url);
      expect(ended).toMatchObject({ code: 0, stdout: expect.stringContaining('Canario terminado') });
      // 3 clients with errors among 61 (the flood counted once): 49.2 per 1,000.
      expect(ended.stdout).toContain('3 de 61 clientes con errores');
      expect(readRegistry(store).apps['mf-inbox']).toMatchObject({ live: v1, canary: null });
    },
  );
});
