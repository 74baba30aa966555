import { z } from 'zod';
import {
  DEFAULT_LIMIT_DAYS_REQUEST,
  houseRequestSchema,
  inboxEntrySchema,
  LIMIT_DAYS_REQUEST_KEY,
} from '@lotengo/shared/contracts';
import { requestStateChangeSchema, sentOfferSchema } from '@lotengo/shared/contracts/alerts';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { sweepRequests } from '../alerts/sweep';
import { alertsOf } from '../app';
import { normalizeDb, type StoredHouseRequest } from '../db/schema';
import { DAY_MS } from '@lotengo/shared/contracts';
import { demoUsers, type DemoUserKey } from '../seed/demo-users';
import { SIGNED_IN_DEMO } from './support/context';
import { notificationsOnDisk } from './support/alerts-helpers';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const keyOf = (userCode: number) => demoUsers.find((u) => u.userCode === userCode)?.key as DemoUserKey;
const refusals = alertsTexts.refusals;

/** A pending offer in Diego's inbox sent by someone we hold a token for; its request is Diego's. */
function diegoPendingOffer() {
  const e = t.store.state.inbox.find(
    (x) =>
      x.userCode === 2 && x.isAccepted === 0 && x.isWithdrawn !== 1 && SIGNED_IN_DEMO.includes(keyOf(x.senderUserCode)),
  )!;
  const r = t.store.state.houseRequests.find((x) => x.houseRequestId === e.houseRequestId)!;
  return { e, r, owner: keyOf(e.senderUserCode) };
}

const act = (
  action: 'houseRequestPause' | 'houseRequestClose' | 'houseRequestReopen' | 'houseRequestRenew',
  id: number,
  who: DemoUserKey = 'diego',
) => t.http.post(url(action, { id })).set(bearer(who));

async function searchIds(ubigeoId: number): Promise<number[]> {
  const res = await t.http.post(url('houseRequestSearch')).send({ ubigeoId, pageSize: 100 }).expect(200);
  return z
    .array(houseRequestSchema)
    .parse(res.body)
    .map((r) => r.houseRequestId);
}

/** Lucía offers one of her published properties to the request (the answer is what the test looks at). */
function luciaOffers(r: StoredHouseRequest) {
  const s = t.store.state;
  const p = s.properties.find(
    (x) =>
      x.userCode === 1 &&
      x.status === 1 &&
      !s.inbox.some((e) => e.propertyId === x.propertyId && e.houseRequestId === r.houseRequestId),
  )!;
  return t.http
    .post(url('inboxSend'))
    .set(bearer('lucia'))
    .send({ propertyId: p.propertyId, userCode: r.userCode, houseRequestId: r.houseRequestId });
}

async function setLastActive(r: StoredHouseRequest, daysAgo: number, now = Date.now()) {
  r.lastActiveAt = new Date(now - daysAgo * DAY_MS).toISOString();
  await t.store.mutate(
    (s) => void (s.houseRequests.find((x) => x.houseRequestId === r.houseRequestId)!.lastActiveAt = r.lastActiveAt),
  );
}

describe('freshness as read', () => {
  it(
    'seeded requests are active, recently active, and read with their expiry ' + '(limit_days_request, default 60)',
    async () => {
      const params = (await t.http.get(url('configParameter')).expect(200)).body as {
        typeField: string;
        value: string;
      }[];
      expect(params.find((p) => p.typeField === LIMIT_DAYS_REQUEST_KEY)?.value).toBe(
        String(DEFAULT_LIMIT_DAYS_REQUEST),
      );
      expect(t.store.state.houseRequests.every((r) => r.state === 'active')).toBe(true);
      const now = Date.now();
      expect(t.store.state.houseRequests.every((r) => now - Date.parse(r.lastActiveAt) < 30 * DAY_MS)).toBe(true);
      const r = t.store.state.houseRequests[0]!;
      const read = houseRequestSchema.parse(
        (await t.http.get(url('houseRequest', { id: r.houseRequestId })).expect(200)).body,
      );
      expect(read).toMatchObject({ state: 'active', lastActiveAt: r.lastActiveAt });
      expect(Date.parse(read.expiresAt!) - Date.parse(read.lastActiveAt!)).toBe(DEFAULT_LIMIT_DAYS_REQUEST * DAY_MS);
    },
  );

  it(
    'an older db without the freshness fields is normalised on load: active from then on, ' + 'and the parameter added',
    () => {
      const now = new Date('2026-03-01T12:00:00.000Z');
      const old = {
        houseRequests: [{ houseRequestId: 1, status: 1 }],
        configParameters: [{ typeField: 'limit_min_area', value: '0' }],
      };
      const state = normalizeDb(old as unknown as Record<string, unknown>, now);
      expect(state.houseRequests[0]).toMatchObject({ state: 'active', lastActiveAt: now.toISOString() });
      expect(state.configParameters).toContainEqual({ typeField: LIMIT_DAYS_REQUEST_KEY, value: '60' });
    },
  );
});

describe('pause, close, reopen, renew', () => {
  it(
    'pause: out of the search and the matches, offers refused (409, Spanish reason), pending offers read "closed" ' +
      'on both sides; reopen brings it back',
    async () => {
      const { r, owner } = diegoPendingOffer();
      expect(await searchIds(r.ubigeoId)).toContain(r.houseRequestId);
      const paused = requestStateChangeSchema.parse(
        (await act('houseRequestPause', r.houseRequestId).expect(200)).body,
      );
      expect(paused).toMatchObject({ houseRequestId: r.houseRequestId, state: 'paused' });
      expect(paused.changedOffers).toBeGreaterThan(0);
      expect(t.readDisk().houseRequests.find((x) => x.houseRequestId === r.houseRequestId)?.state).toBe('paused');
      expect(await searchIds(r.ubigeoId)).not.toContain(r.houseRequestId);
      const popular = z
        .array(houseRequestSchema)
        .parse((await t.http.get(url('houseRequestPopular')).expect(200)).body);
      expect(popular.map((x) => x.houseRequestId)).not.toContain(r.houseRequestId);
      const luciaMatches = (
        await t.http
          .get(url('houseRequestMatches', { userCode: 1 }))
          .set(bearer('lucia'))
          .expect(200)
      ).body as {
        groups: {
          matches: { request: { houseRequestId: number } }[];
          nearMatches: { request: { houseRequestId: number } }[];
        }[];
      };
      const matched = luciaMatches.groups.flatMap((g) =>
        [...g.matches, ...g.nearMatches].map((m) => m.request.houseRequestId),
      );
      expect(matched).not.toContain(r.houseRequestId);

      const refused = await luciaOffers(r).expect(409);
      expect(refused.body).toEqual({ message: refusals.notOpen.paused, field: 'houseRequestId' });

      const inbox = z.array(inboxEntrySchema).parse(
        (
          await t.http
            .get(url('inbox', { id: 2 }))
            .set(bearer('diego'))
            .expect(200)
        ).body,
      );
      expect(inbox.filter((e) => e.houseRequestId === r.houseRequestId).every((e) => e.requestState === 'paused')).toBe(
        true,
      );
      const ownerCode = demoUsers.find((u) => u.key === owner)!.userCode;
      const sent = z.array(sentOfferSchema).parse(
        (
          await t.http
            .get(url('inboxSent', { userCode: ownerCode }))
            .set(bearer(owner))
            .expect(200)
        ).body,
      );
      expect(sent.find((e) => e.houseRequestId === r.houseRequestId)?.requestState).toBe('paused');

      const reopened = requestStateChangeSchema.parse(
        (await act('houseRequestReopen', r.houseRequestId).expect(200)).body,
      );
      expect(reopened.state).toBe('active');
      expect(Date.parse(reopened.lastActiveAt)).toBeGreaterThan(Date.parse(r.createdAt));
      expect(await searchIds(r.ubigeoId)).toContain(r.houseRequestId);
      await luciaOffers(r).expect(201);
    },
  );

  it(
    'close ("Ya encontré") refuses offers with its own reason; each action only from the states it ' +
      'makes sense in (409)',
    async () => {
      const r = t.store.state.houseRequests.find((x) => x.userCode === 2)!;
      await act('houseRequestClose', r.houseRequestId).expect(200);
      expect((await luciaOffers(r).expect(409)).body.message).toBe(refusals.notOpen.closed);
      expect((await act('houseRequestClose', r.houseRequestId).expect(409)).body).toEqual({
        message: refusals.alreadyClosed,
        field: 'id',
      });
      expect((await act('houseRequestPause', r.houseRequestId).expect(409)).body.message).toBe(
        refusals.pauseOnlyActive,
      );
      expect((await act('houseRequestRenew', r.houseRequestId).expect(409)).body.message).toBe(refusals.renewClosed);
      await act('houseRequestReopen', r.houseRequestId).expect(200);
      expect((await act('houseRequestReopen', r.houseRequestId).expect(409)).body.message).toBe(refusals.alreadyActive);
      await act('houseRequestPause', r.houseRequestId).expect(200);
      await act('houseRequestClose', r.houseRequestId).expect(200);
      expect(t.readDisk().houseRequests.find((x) => x.houseRequestId === r.houseRequestId)?.state).toBe('closed');
    },
  );

  it(
    'only the author: 401 without a session, 403 for someone else, 404 unknown, 400 a ' + 'bad id; nothing written',
    async () => {
      const r = t.store.state.houseRequests.find((x) => x.userCode === 2)!;
      await t.http.post(url('houseRequestPause', { id: r.houseRequestId })).expect(401);
      const other = await act('houseRequestClose', r.houseRequestId, 'lucia').expect(403);
      expect(other.body).toEqual({ message: expect.any(String), field: 'id' });
      await act('houseRequestRenew', 999999).expect(404);
      await act('houseRequestReopen', 'x' as unknown as number).expect(400);
      expect(t.readDisk().houseRequests.find((x) => x.houseRequestId === r.houseRequestId)?.state).toBe('active');
    },
  );
});

describe('expiry', () => {
  it(
    'reminds the author 7 days before, once; expires after limit_days_request; "Sigo buscando" ' +
      'starts the clock again',
    async () => {
      const alerts = alertsOf(t.app);
      const r = t.store.state.houseRequests.find((x) => x.userCode === 2)!;
      await setLastActive(r, 54);
      const first = await sweepRequests(alerts);
      expect(first.reminded).toBeGreaterThanOrEqual(1);
      const reminders = () =>
        notificationsOnDisk(t, 2, 'request-expiring').filter((n) => n.subject.houseRequestId === r.houseRequestId);
      expect(reminders()).toHaveLength(1);
      expect(reminders()[0]).toMatchObject({ link: '/page/my-request', readAt: null });
      expect(reminders()[0]!.body).toContain('Sigo buscando');
      const writes = t.store.writes;
      expect(await sweepRequests(alerts)).toEqual({ expired: 0, reminded: 0 });
      expect(t.store.writes).toBe(writes);

      await setLastActive(r, DEFAULT_LIMIT_DAYS_REQUEST + 1);
      expect((await sweepRequests(alerts)).expired).toBe(1);
      expect(t.readDisk().houseRequests.find((x) => x.houseRequestId === r.houseRequestId)?.state).toBe('expired');
      expect(await searchIds(r.ubigeoId)).not.toContain(r.houseRequestId);
      expect((await luciaOffers(r).expect(409)).body.message).toBe(refusals.notOpen.expired);

      const renewed = requestStateChangeSchema.parse(
        (await act('houseRequestRenew', r.houseRequestId).expect(200)).body,
      );
      expect(renewed.state).toBe('active');
      expect(Date.parse(renewed.expiresAt) - Date.now()).toBeGreaterThan((DEFAULT_LIMIT_DAYS_REQUEST - 1) * DAY_MS);
      expect(await searchIds(r.ubigeoId)).toContain(r.houseRequestId);
      // A new cycle may be reminded again.
      await setLastActive(r, 55);
      await sweepRequests(alerts);
      expect(reminders()).toHaveLength(2);
    },
  );

  it('limit_days_request comes from the config parameters', async () => {
    const r = t.store.state.houseRequests.find((x) => x.userCode === 2)!;
    await t.store.mutate(
      (s) => void (s.configParameters.find((p) => p.typeField === LIMIT_DAYS_REQUEST_KEY)!.value = '10'),
    );
    await setLastActive(r, 11);
    await sweepRequests(alertsOf(t.app));
    expect(t.store.state.houseRequests.find((x) => x.houseRequestId === r.houseRequestId)?.state).toBe('expired');
  });

  it('a paused request does not expire (only active ones do)', async () => {
    const r = t.store.state.houseRequests.find((x) => x.userCode === 2)!;
    await act('houseRequestPause', r.houseRequestId).expect(200);
    await setLastActive(r, 100);
    await sweepRequests(alertsOf(t.app));
    expect(t.store.state.houseRequests.find((x) => x.houseRequestId === r.houseRequestId)?.state).toBe('paused');
  });
});
