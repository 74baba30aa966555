/**
 * Canary health: the health rule and `rollback --auto` against a stand-in telemetry API
 * (release-canary-forged.test.ts: against the real one), which reads only a summary it understands.
 */
import { withCanaryWorld } from './support/fake-release';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { autoRollback, judgeCanary, type VersionHealth } from '../lib/releases/health';
import { promote, startCanary } from '../lib/releases/operations';
import { readRegistry } from '@lotengo/platform/releases/registry';
import { localToken } from '@lotengo/platform/registry/tokens';

const c = withCanaryWorld();
const { d, fakeVersion } = c;

describe('health and rollback --auto', () => {
  const row = (over: Partial<VersionHealth>): VersionHealth => {
    const base = {
      version: 'v',
      role: 'canario' as const,
      clients: 0,
      loadErrors: 0,
      renderErrors: 0,
      errors: 0,
      per1000: null,
      paths: [],
    };
    const r = { ...base, ...over };
    r.errors = r.loadErrors + r.renderErrors;
    r.per1000 = r.clients ? (r.errors * 1000) / r.clients : null;
    return r;
  };

  it(
    'decides nothing under 50 clients, nor under max(10, 2 per 1,000 of its clients) clients with errors; over 5 ' +
      'per 1,000 clients, or twice the stable rate, is over',
    async () => {
      expect(judgeCanary(row({ clients: 49, renderErrors: 40 }), undefined)).toMatchObject({
        over: false,
        reason: expect.stringContaining('hacen falta 50'),
      });
      // A handful of clients (scripts, a few broken browsers) never end a canary, whatever their rate.
      expect(judgeCanary(row({ clients: 60, loadErrors: 9 }), undefined)).toMatchObject({
        over: false,
        reason: expect.stringContaining('hacen falta al menos 10 clientes distintos con errores'),
      });
      expect(judgeCanary(row({ clients: 1000, loadErrors: 10 }), undefined)).toMatchObject({
        over: true,
        reason: expect.stringContaining('10.0 clientes con errores por 1.000'),
      });
      // The floor grows with the canary's traffic: 15 of 10,000 is not enough, even next to a stable at 0.
      const stable = row({ role: 'en vivo', clients: 9000 });
      expect(judgeCanary(row({ clients: 10_000, renderErrors: 15 }), stable)).toMatchObject({
        over: false,
        reason: expect.stringContaining('hacen falta al menos 20 clientes'),
      });
      expect(judgeCanary(row({ clients: 10_000, renderErrors: 25 }), stable)).toMatchObject({
        over: true,
        reason: expect.stringContaining('más de 2 veces'),
      });
      expect(
        judgeCanary(row({ clients: 1000, renderErrors: 5 }), row({ role: 'en vivo', clients: 9000, renderErrors: 45 }))
          .over,
      ).toBe(false);
      expect(
        judgeCanary(row({ clients: 5000, renderErrors: 20 }), row({ role: 'en vivo', clients: 9000, renderErrors: 9 })),
      ).toMatchObject({
        over: true,
        reason: expect.stringContaining('más de 2 veces'),
      });
    },
  );

  it('--auto ends the canary only over the threshold, and says why either way', async () => {
    const v1 = fakeVersion();
    const v2 = fakeVersion();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
    expect((await autoRollback({ deployment: d(), app: 'mf_inbox', api: 'http://127.0.0.1:9' })).lines[0]).toContain(
      'no hay un canario en curso',
    );
    await startCanary({ deployment: d(), app: 'mf_inbox', version: v2, percent: 10 });
    let canaryStats = { clients: 100, errorClients: { total: 0, load: 0, render: 0 } };
    const server = http.createServer((req, res) => {
      expect(req.url).toBe('/mvp/telemetry/summary/mf-inbox');
      // The summary is for deployers: the team's credential goes with the request.
      expect(req.headers.authorization).toBe(`Bearer ${localToken(c.store, 'mf_inbox')}`);
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          app: 'mf-inbox',
          versions: [
            {
              version: v1,
              clients: 900,
              errorClients: { total: 1, load: 0, render: 1 },
              firstAt: '',
              lastAt: '',
              paths: [],
            },
            {
              version: v2,
              ...canaryStats,
              firstAt: '',
              lastAt: '',
              paths: [{ path: '/page/buzon', clients: canaryStats.errorClients.render }],
            },
          ],
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mvp`;
    try {
      const healthy = await autoRollback({ deployment: d(), app: 'mf_inbox', api });
      expect(healthy.outcome).toBeNull();
      expect(healthy.lines.at(-1)).toMatch(/^Se mantiene el canario: .*dentro del umbral/);
      expect(readRegistry(c.store).apps['mf-inbox']?.canary?.version).toBe(v2);

      canaryStats = { clients: 100, errorClients: { total: 12, load: 0, render: 12 } };
      const broken = await autoRollback({ deployment: d(), app: 'mf_inbox', api });
      expect(broken.outcome?.changed).toBe(true);
      expect(broken.lines.join('\n')).toContain('120.0 clientes con errores por 1.000');
      const reg = readRegistry(c.store);
      expect(reg.apps['mf-inbox']).toMatchObject({ live: v1, canary: null });
      expect(reg.history.at(-1)).toMatchObject({
        action: 'canary-end',
        by: 'token local de mf-inbox',
        why: expect.stringContaining('automático: '),
      });
    } finally {
      server.close();
    }
  });
});

describe('health reads only a summary it understands', () => {
  it('an API that counts reports (an older one) is refused naming the field, never judged', async () => {
    const v1 = fakeVersion();
    const v2 = fakeVersion();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
    await startCanary({ deployment: d(), app: 'mf_inbox', version: v2, percent: 10 });
    const server = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          app: 'mf-inbox',
          versions: [
            { version: v2, pageLoads: 500, errors: { load: 0, render: 90 }, firstAt: '', lastAt: '', paths: [] },
          ],
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mvp`;
      await expect(autoRollback({ deployment: d(), app: 'mf_inbox', api })).rejects.toThrow(
        /resumen de telemetría que no se entiende \(en versions\.0\.clients\); ¿es una API de otra versión\?/,
      );
      expect(readRegistry(c.store).apps['mf-inbox']?.canary?.version).toBe(v2);
    } finally {
      server.close();
    }
  });
});
