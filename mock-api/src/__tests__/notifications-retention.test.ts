import { notificationPageSchema } from '@lotengo/shared/contracts/alerts';
import { alertsOf } from '../app';
import { alertsOnDisk, requestFitting, restarted } from './support/alerts-helpers';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

const LUCIA = 1;
const DIEGO = 2;
const KEPT = 3;
const retention = { perMember: KEPT, days: 90 };

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({}, { alerts: { retention } });
});
afterEach(() => t.cleanup());

const page = async (app: TestApp) => notificationPageSchema.parse((await app.http.get(url('notifications', { userCode: LUCIA })).set(bearer('lucia')).expect(200)).body);

/** Diego publishes requests that fit Lucía's property: each tells her once. */
async function requestsForLucia(n: number): Promise<void> {
  const p = t.store.state.properties.find((x) => x.userCode === LUCIA && x.status === 1)!;
  for (let i = 0; i < n; i++) {
    await t.http.post(url('houseRequestRegistration')).set(bearer('diego')).send(requestFitting(p, DIEGO, { title: `Busco depa ${i}` })).expect(201);
  }
}

describe('notifications kept per member', () => {
  it('keeps the newest few of a member (in memory, in the journal, after a restart) and the unread count follows', async () => {
    await requestsForLucia(KEPT + 2);
    const kept = await page(t);
    expect(kept.total).toBe(KEPT);
    expect(kept.items).toHaveLength(KEPT);
    expect(kept.unread).toBe(kept.items.filter((n) => n.readAt === null).length);
    // The newest, newest first.
    const ids = kept.items.map((n) => n.notificationId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Math.min(...ids)).toBeGreaterThan(0);
    expect(alertsOnDisk(t).notifications.filter((n) => n.userCode === LUCIA).map((n) => n.notificationId)).toEqual([...ids].reverse());

    // Read one, then one more arrives and pushes the oldest out: the count stays the count of what is kept.
    await t.http.post(url('notificationRead', { notificationId: ids[0]! })).set(bearer('lucia')).expect(200);
    await requestsForLucia(1);
    const after = await page(t);
    expect(after.total).toBe(KEPT);
    expect(after.unread).toBe(after.items.filter((n) => n.readAt === null).length);
    const again = await page(restarted(t, { alerts: { retention } }));
    expect(again).toEqual(after);
    // Other members' are not touched by Lucía's retention.
    expect(alertsOf(t.app).state.index.of(DIEGO).length).toBe(alertsOnDisk(t).notifications.filter((n) => n.userCode === DIEGO).length);
  });

  it('a sweep removes what aged out, unread ones too, from memory and the journal', async () => {
    await requestsForLucia(2);
    const alerts = alertsOf(t.app);
    const unreadBefore = alerts.state.index.unread(LUCIA);
    expect(unreadBefore).toBeGreaterThan(0);
    // 91 days later everything is past the 90 days.
    const removed = await alerts.prune(Date.now() + 91 * 86_400_000);
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(alerts.state.index.unread(LUCIA)).toBe(0);
    expect((await page(t)).total).toBe(0);
    expect(alertsOnDisk(t).notifications).toHaveLength(0);
  });
});

describe('fan-out off the request path (the production default)', () => {
  it('the answer does not wait for the journal; the notifications are in memory at once and on disk once idle', async () => {
    const quick = makeTestApp({}, { alerts: { answerAfterJournal: false } });
    try {
      const p = quick.store.state.properties.find((x) => x.userCode === LUCIA && x.status === 1)!;
      const res = await quick.http.post(url('houseRequestRegistration')).set(bearer('diego')).send(requestFitting(p, DIEGO)).expect(201);
      const mine = alertsOf(quick.app).state.index.of(LUCIA).filter((n) => n.subject.houseRequestId === res.body.houseRequestId);
      expect(mine).toHaveLength(1);
      await alertsOf(quick.app).idle();
      expect(alertsOnDisk(quick).notifications.filter((n) => n.subject.houseRequestId === res.body.houseRequestId && n.userCode === LUCIA)).toEqual(mine);
    } finally {
      quick.cleanup();
    }
  });
});
