/**
 * The client's last guard: a call to something the backend does not have (GET /capabilities) is never
 * sent. Each call beyond the seed names what it needs, from the one map (contracts/capabilities.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

const getIdToken = jest.fn<Promise<string | null>, []>();
jest.mock('../../identity', () => ({ identity: { getIdToken: () => getIdToken(), signOut: async () => undefined } }));
jest.mock('../../notify', () => ({ notify: { warning: jest.fn() } }));

import { api } from '..';
import { demandApi } from '../../demand/api';
import { ApiError } from '../../http';
import { apiPaths, CAPABILITIES, capabilityOfPattern, SEED, type Capability } from '../../contracts';
import { setCapabilities, setRuntimeConfig } from '../../config';
import { config, fake, installFakeTransport, resetFakeTransport, sent } from './support/fake-http';

installFakeTransport();

let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetFakeTransport();
  getIdToken.mockReset().mockResolvedValue('id-token');
  setRuntimeConfig(config('http://api.test/mvp'));
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setCapabilities(null);
  jest.restoreAllMocks();
});

const without = (...missing: Capability[]) => CAPABILITIES.filter((c) => !missing.includes(c));
const neededBy = () => sent.map((c) => (c as { capability?: string }).capability ?? SEED);

describe('a call the backend does not have', () => {
  it('is never sent: it fails at once with an `unsupported` ApiError, and the console says which', async () => {
    setCapabilities(without('visits'));
    const err = await api.getMyVisits(2).catch((e: unknown) => e);
    expect(sent).toEqual([]);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 0,
      kind: 'unsupported',
      message: 'Esta función no está disponible en este momento.',
    });
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/«visits».*GET \/visit-planned\/mine\/2/));
  });

  it('a seed-only backend: no visits, detail, notifications, demand or stream ticket leaves the page', async () => {
    setCapabilities([]);
    const calls = [
      api.getOwnerVisits(2),
      api.getProperty(4),
      api.getInboxUnreadCount(2),
      api.markInboxRead(2),
      api.getNotifications(2),
      api.getStreamUrl(),
      api.getSentPropertyIds(1),
      demandApi.getSummary({ ubigeoId: 0, tprocessId: 0, tpropertyId: 0 } as never),
    ];
    const results = await Promise.allSettled(calls);
    expect(results.map((r) => r.status)).toEqual(calls.map(() => 'rejected'));
    expect(sent).toEqual([]);
    // The seed's own calls still go.
    fake.answer = () => ({ data: [] });
    await api.getInbox(2);
    await api.getDepartments();
    expect(sent.map((c) => c.url)).toEqual(['/inboxProperty/getBuzon/2', apiPaths.departments]);
  });

  it('waits for the answer when it is not in yet, then goes where the backend has it', async () => {
    setCapabilities(null);
    let answer: (r: unknown) => void = () => undefined;
    globalThis.fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    ) as unknown as typeof fetch;
    const visits = api.getMyVisits(2);
    // A seed call does not wait for it.
    await api.getInbox(2);
    expect(sent.map((c) => c.url)).toEqual(['/inboxProperty/getBuzon/2']);
    answer({ ok: true, status: 200, json: () => Promise.resolve({ capabilities: ['visits'] }) });
    await visits;
    expect(sent.map((c) => c.url)).toEqual(['/inboxProperty/getBuzon/2', '/visit-planned/mine/2']);
  });
});

describe('every call names what it needs', () => {
  beforeEach(() => setCapabilities(CAPABILITIES));

  it('the added calls their capability, the seed’s none', async () => {
    fake.answer = (c) => ({
      data: c.url?.startsWith('/notifications/stream-ticket')
        ? { ticket: 't'.repeat(32), expiresInSeconds: 30 }
        : c.url?.startsWith('/inboxProperty/unread-count')
          ? { unread: 0 }
          : [],
    });
    await api.getMyVisits(2);
    await api.getInboxUnreadCount(2);
    await api.getStreamUrl();
    await api.getInbox(2);
    await api.getUserProperties(2);
    expect(neededBy()).toEqual(['visits', 'unreadCounts', 'notificationStream', SEED, SEED]);
  });

  it('the demand figures: `demand`', async () => {
    fake.answer = () => ({ status: 500, data: { message: 'x' } });
    await demandApi.getSummary({} as never).catch(() => undefined);
    expect(neededBy()).toEqual(['demand']);
  });

  it('a visitor’s first calls (endpoints.ts, without the map on the first load) are all the seed’s', () => {
    const source = fs.readFileSync(path.join(__dirname, '../endpoints.ts'), 'utf8');
    const used = [...source.matchAll(/apiPaths\.(\w+)/g)].map((m) => m[1] as keyof typeof apiPaths);
    expect(used.length).toBeGreaterThan(10);
    for (const key of used) expect({ key, needs: capabilityOfPattern(apiPaths[key]) }).toEqual({ key, needs: SEED });
  });

  it('the calls of signed-in pages go through the helpers that name it', () => {
    for (const file of ['session-endpoints.ts', 'alert-endpoints.ts']) {
      const source = fs.readFileSync(path.join(__dirname, '..', file), 'utf8');
      expect({ file, plain: /from '\.\/request'/.test(source) }).toEqual({ file, plain: false });
      expect(source).toMatch(/from '\.\/capability-request'/);
    }
  });
});
