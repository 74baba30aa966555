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

const page = async (app: TestApp) =>
  notificationPageSchema.parse(
    (
      await app.http
        .get(url('notifications', { userCode: LUCIA }))
        .set(bearer('lucia'))
        .expect(200)
    ).body,
  );

/** Diego publishes requests that fit Lucía's property: each tells her once. */
async function requestsForLucia(n: number): Promise<void> {
  const p = t.store.state.properties.find((x) => x.userCode === LUCIA && x.status === 1)!;
  for (let i = 0; i < n; i++) {
    await t.http
      .post(url('houseRequestRegistration'))
      .set(bearer('diego'))
      .send(requestFitting(p, DIEGO, { title: `Busco depa ${i}` }))
      .expect(201);
  }
}

describe('notifications kept per member', () => {
  it('keeps the newest few of a member (on disk, after a restart) and the unread count follows', async () => {
    await requestsForLucia(KEPT + 2);
    const kept = await page(t);
    expect(kept.total).toBe(KEPT);
    expect(kept.items).toHaveLength(KEPT);
    expect(kept.unread).toBe(kept.items.filter((n) => n.readAt === null).length);
    // The newest, newest first.
    const ids = kept.items.map((n) => n.notificationId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Math.min(...ids)).toBeGreaterThan(0);
    expect(
      alertsOnDisk(t)
        .notifications.filter((n) => n.userCode === LUCIA)
        .map((n) => n.notificationId),
    ).toEqual([...ids].reverse());

    // Read one, then one more arrives and pushes the oldest out: the count stays the count of what is kept.
    await t.http
      .post(url('notificationRead', { notificationId: ids[0]! }))
      .set(bearer('lucia'))
      .expect(200);
    await requestsForLucia(1);
    const after = await page(t);
    expect(after.total).toBe(KEPT);
    expect(after.unread).toBe(after.items.filter((n) => n.readAt === null).length);
    const again = restarted(t, { alerts: { retention } });
    try {
      expect(await page(again)).toEqual(after);
    } finally {
      again.cleanup();
    }
    // A removed id is never handed out again (the newest was kept; ids only grow).
    expect(Math.min(...after.items.map((n) => n.notificationId))).toBeGreaterThan(Math.min(...ids));
  });

  it('a sweep removes what aged out, unread ones too, in one change', async () => {
    await requestsForLucia(2);
    const alerts = alertsOf(t.app);
    expect((await page(t)).unread).toBeGreaterThan(0);
    const writes = t.store.writes;
    // 91 days later everything is past the 90 days.
    const removed = alerts.prune(Date.now() + 91 * 86_400_000);
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(t.store.writes).toBe(writes + 1);
    expect(await page(t)).toMatchObject({ total: 0, unread: 0 });
    expect(alertsOnDisk(t).notifications).toHaveLength(0);
    // Nothing past the retention: the sweep writes nothing.
    expect(alerts.prune()).toBe(0);
    expect(t.store.writes).toBe(writes + 1);
  });
});
