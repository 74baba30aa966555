import { notificationSchema, NOTIFICATION_KINDS } from '@lotengo/shared/contracts/alerts';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { paths } from '@lotengo/shared/routing';
import { publicPaths, requestSlug } from '@lotengo/shared/routing/public-paths';
import { alertsOnDisk, notificationsOnDisk, propertyFitting, requestFitting } from './support/alerts-helpers';
import { bearer, url } from './support/test-app';
import {
  t,
  LUCIA,
  DIEGO,
  CAMILA,
  countOnDisk,
  lucia,
  matchingOwners,
  matchingSeekers,
  publishRequest,
  setOff,
} from './support/notifications-setup';

describe('match alerts both ways', () => {
  it(
    "a new request that fits an active property: its owner is told once, with a link to the request's page; " +
      'its author never',
    async () => {
      const p = lucia();
      const r = await publishRequest('diego', requestFitting(p, DIEGO));
      const owners = matchingOwners(r);
      expect(owners.has(LUCIA)).toBe(true);
      const created = alertsOnDisk(t).notifications.filter(
        (n) => n.kind === 'request-match' && n.subject.houseRequestId === r.houseRequestId,
      );
      // Exactly the owners the profile's matches pair with it, one notification each.
      expect(new Set(created.map((n) => n.userCode))).toEqual(owners);
      expect(created).toHaveLength(owners.size);
      expect(created.some((n) => n.userCode === DIEGO)).toBe(false);
      const mine = notificationSchema.parse(created.find((n) => n.userCode === LUCIA));
      // The page's canonical address, as the page itself names it from the API's answer: no redirect on the way.
      const view = (await t.http.get(url('houseRequest', { id: r.houseRequestId })).expect(200)).body;
      expect(mine).toMatchObject({
        link: publicPaths.request(r.houseRequestId, requestSlug(view)),
        readAt: null,
        near: false,
        title: alertsTexts.notification.requestMatch({ title: '', what: '' }, { title: '', what: '' }, false).title,
      });
      expect(mine.body).not.toMatch(/\d{9}/); // never a phone number
      // Editing it (still fitting) does not tell her again.
      await t.http
        .post(url('houseRequestUpdate', { id: r.houseRequestId }))
        .set(bearer('diego'))
        .send({ ...requestFitting(p, DIEGO), title: 'Busco depa con luz' })
        .expect(200);
      expect(
        notificationsOnDisk(t, LUCIA, 'request-match').filter((n) => n.subject.houseRequestId === r.houseRequestId),
      ).toHaveLength(1);
    },
  );

  it('a near match counts too (price up to 10 % over the budget), and says so', async () => {
    const p = lucia();
    const body = requestFitting(p, DIEGO, { costInit: Math.floor(p.price * 0.5), costEnd: Math.ceil(p.price / 1.05) });
    const r = await publishRequest('diego', body);
    const n = notificationsOnDisk(t, LUCIA, 'request-match').find(
      (x) => x.subject.houseRequestId === r.houseRequestId && x.subject.propertyId === p.propertyId,
    );
    expect(n?.near).toBe(true);
    expect(n?.title).toBe(
      alertsTexts.notification.requestMatch({ title: '', what: '' }, { title: '', what: '' }, true).title,
    );
  });

  it('a request that fits nobody creates nothing', async () => {
    const before = countOnDisk();
    const p = lucia();
    await publishRequest('diego', requestFitting(p, DIEGO, { costInit: 10, costEnd: 20 }));
    expect(countOnDisk()).toBe(before);
  });

  it(
    'a new property that fits open requests: each seeker told once with a link to their ' + 'matches; the owner never',
    async () => {
      const r = t.store.state.houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
      const res = await t.http
        .post(url('propertyRegistration'))
        .set(bearer('lucia'))
        .send(propertyFitting(r, LUCIA))
        .expect(201);
      const p = t.store.state.properties.find((x) => x.propertyId === res.body.propertyId)!;
      const seekers = matchingSeekers(p);
      expect(seekers.has(DIEGO)).toBe(true);
      const created = alertsOnDisk(t).notifications.filter(
        (n) => n.kind === 'property-match' && n.subject.propertyId === p.propertyId,
      );
      expect(new Set(created.map((n) => n.userCode))).toEqual(seekers);
      expect(created).toHaveLength(seekers.size);
      expect(created.find((n) => n.userCode === DIEGO)?.link).toBe(paths.profileTab('solicitudes', 'matchs'));
      expect(created.some((n) => n.userCode === LUCIA)).toBe(false);
      // Closing and reopening it does not tell them again.
      await t.http
        .post(url('propertyClose', { id: p.propertyId }))
        .set(bearer('lucia'))
        .expect(200);
      await t.http
        .post(url('propertyReopen', { id: p.propertyId }))
        .set(bearer('lucia'))
        .expect(200);
      expect(
        alertsOnDisk(t).notifications.filter(
          (n) => n.kind === 'property-match' && n.subject.propertyId === p.propertyId,
        ),
      ).toHaveLength(created.length);
    },
  );

  it('paused requests are not told about new properties', async () => {
    const r = t.store.state.houseRequests.find((x) => x.userCode === DIEGO)!;
    for (const other of t.store.state.houseRequests.filter((x) => x.userCode === DIEGO))
      await t.http
        .post(url('houseRequestPause', { id: other.houseRequestId }))
        .set(bearer('diego'))
        .expect(200);
    await t.http.post(url('propertyRegistration')).set(bearer('lucia')).send(propertyFitting(r, LUCIA)).expect(201);
    expect(notificationsOnDisk(t, DIEGO, 'property-match')).toHaveLength(0);
  });

  it('preferences: a kind switched off is not created at all; on again, it is', async () => {
    const prefs = await setOff('lucia', LUCIA, { 'request-match': false });
    expect(prefs.kinds['request-match']).toBe(false);
    expect(Object.keys(prefs.kinds).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    const p = lucia();
    const r1 = await publishRequest('diego', requestFitting(p, DIEGO));
    expect(
      notificationsOnDisk(t, LUCIA, 'request-match').filter((n) => n.subject.houseRequestId === r1.houseRequestId),
    ).toHaveLength(0);
    expect(alertsOnDisk(t).preferences).toContainEqual({ userCode: LUCIA, off: ['request-match'] });
    await setOff('lucia', LUCIA, { 'request-match': true });
    const r2 = await publishRequest('camila', requestFitting(p, CAMILA));
    expect(
      notificationsOnDisk(t, LUCIA, 'request-match').filter((n) => n.subject.houseRequestId === r2.houseRequestId),
    ).toHaveLength(1);
  });
});
