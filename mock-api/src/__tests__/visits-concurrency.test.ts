import type { TokenVerifier } from '../auth/verifier';
import type { DbState } from '../db/schema';
import { makeTestApp, url, type TestApp } from './support/test-app';

/**
 * 20 seekers, each with a pending offer of the same property, book the same slot at the same moment:
 * exactly one visit, 19 × 409. Tokens come from a stand-in verifier ("uid:<uid>"): what is tested is
 * the booking's check-and-write, not Firebase (other suites use real emulator tokens).
 */
const SEEKERS = 20;
const verifier: TokenVerifier = {
  verify: async (token) => {
    if (!token.startsWith('uid.')) throw new Error('token de prueba inválido');
    return { uid: token.slice(4), email: null, emailVerified: false, provider: 'password' };
  },
};
const as = (uid: string) => ({ Authorization: `Bearer uid.${uid}` });

let t: TestApp;
afterEach(() => t?.cleanup());

/** Adds 20 registered seekers, each with a request (a copy of one of Diego's), to the seed. */
function addSeekers(state: DbState): void {
  const template = state.houseRequests.find((r) => r.userCode === 2)!;
  const firstUser = Math.max(...state.users.map((u) => u.userCode)) + 1;
  const firstRequest = Math.max(...state.houseRequests.map((r) => r.houseRequestId)) + 1;
  for (let i = 0; i < SEEKERS; i++) {
    const userCode = firstUser + i;
    state.users.push({
      ...state.users.find((u) => u.userCode === 2)!,
      userCode,
      userFirebaseId: `seeker-${i}`,
      email: `seeker${i}@lotengo.test`,
      firstName: `Buscador${i}`,
    });
    state.houseRequests.push({ ...template, houseRequestId: firstRequest + i, userCode });
  }
}

it('books one slot from 20 parallel clients: one visit, 19 × 409', async () => {
  t = makeTestApp({}, { verifier }, addSeekers);
  const state = t.store.state;
  const lucia = state.users.find((u) => u.userCode === 1)!;
  const hour = state.hours.find(
    (h) =>
      state.properties.find((p) => p.propertyId === h.propertyId)?.userCode === 1 &&
      !state.visits.some((v) => v.propertyId === h.propertyId && v.status === 1),
  )!;
  const seekers = state.users.filter((u) => u.userFirebaseId.startsWith('seeker-'));
  expect(seekers).toHaveLength(SEEKERS);

  // The owner sends the property to each seeker's request through the API: 20 pending offers.
  const offers = [];
  for (const seeker of seekers) {
    const request = state.houseRequests.find((r) => r.userCode === seeker.userCode)!;
    const res = await t.http
      .post(url('inboxSend'))
      .set(as(lucia.userFirebaseId))
      .send({
        propertyId: hour.propertyId,
        userCode: seeker.userCode,
        houseRequestId: request.houseRequestId,
        isAccepted: 0,
        isRead: 0,
      })
      .expect(201);
    offers.push({ seeker, idInboxProperty: res.body.idInboxProperty as number });
  }

  const results = await Promise.all(
    offers.map(({ seeker, idInboxProperty }) =>
      t.http.post(url('visitRegistration')).set(as(seeker.userFirebaseId)).send({
        propertyId: hour.propertyId,
        userCode: seeker.userCode,
        idInboxProperty,
        typeVisit: hour.typeVisit,
        visitDate: hour.dateVisitAvailable,
        visitHour: hour.hourAvailableDateMin,
      }),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(SEEKERS - 1);
  for (const r of results.filter((x) => x.status === 409))
    expect(r.body).toEqual({ message: expect.stringMatching(/reservado/), field: 'visitHour' });

  // On disk: one planned visit in that slot, and only the winner's offer accepted.
  const disk = t.readDisk();
  const inSlot = disk.visits.filter(
    (v) =>
      v.propertyId === hour.propertyId &&
      v.visitDate === hour.dateVisitAvailable &&
      v.visitHour === hour.hourAvailableDateMin &&
      v.status === 1,
  );
  expect(inSlot).toHaveLength(1);
  const winner = results.findIndex((r) => r.status === 201);
  expect(inSlot[0]!.userCode).toBe(offers[winner]!.seeker.userCode);
  const ids = new Set(offers.map((o) => o.idInboxProperty));
  expect(disk.inbox.filter((e) => ids.has(e.idInboxProperty) && e.isAccepted === 1)).toHaveLength(1);
});
