import { z } from 'zod';
import { houseRequestSchema, inboxEntrySchema, propertySchema } from '@lotengo/shared/contracts';
import { demoUser } from '../seed/demo-users';
import { bearer, url } from './support/test-app';
import {
  DISTRICT,
  R,
  P_EXACT,
  P_NEAR,
  t,
  as,
  phone,
  propertyMatches,
  requestMatches,
  groupOfRequest,
  groupOfProperty,
} from './support/matches-setup';

describe('phone numbers only between people who match', () => {
  const hasPhone = (rows: { phoneNumber?: string }[]) => rows.some((r) => r.phoneNumber !== undefined);

  it('each party of an exact match gets the other’s number in its matches', async () => {
    const seeker = await groupOfRequest('camila', demoUser.camila.userCode, R);
    expect(seeker!.matches[0]!.property.phoneNumber).toBe(phone('carlos'));
    const owner = await groupOfProperty('carlos', demoUser.carlos.userCode, P_EXACT);
    expect(owner!.matches.find((m) => m.request.houseRequestId === R)!.request.phoneNumber).toBe(phone('camila'));
  });

  it('a near match carries no number either way (it does not fit)', async () => {
    const seeker = await groupOfRequest('camila', demoUser.camila.userCode, R);
    expect(seeker!.nearMatches[0]!.property.phoneNumber).toBeUndefined();
    const owner = await groupOfProperty('renzo', demoUser.renzo.userCode, P_NEAR);
    expect(owner!.nearMatches.find((m) => m.request.houseRequestId === R)!.request.phoneNumber).toBeUndefined();
  });

  it('my own items (the groups) never carry my number', async () => {
    const seeker = await groupOfRequest('camila', demoUser.camila.userCode, R);
    expect(seeker!.request.phoneNumber).toBeUndefined();
    const owner = await groupOfProperty('carlos', demoUser.carlos.userCode, P_EXACT);
    expect(owner!.property.phoneNumber).toBeUndefined();
  });

  it.each([
    ['a visitor', null, 401, undefined],
    ['an unrelated user', 'mariana', 403, undefined],
    ['the seeker herself', 'camila', 200, 'carlos'],
    ['the matching owner', 'carlos', 200, undefined],
  ] as const)(
    'searches, popular list and request reads carry no number for %s; the property detail follows the contact rule',
    async (_name, who, detailStatus, ownerPhone) => {
      const search = await t.http.post(url('houseRequestSearch')).set(as(who)).send({ ubigeoId: DISTRICT }).expect(200);
      const rows = z.array(houseRequestSchema).parse(search.body);
      expect(rows.map((r) => r.houseRequestId)).toContain(R);
      expect(hasPhone(rows)).toBe(false);
      const wide = await t.http.post(url('houseRequestSearch')).set(as(who)).send({ pageSize: 100 }).expect(200);
      expect(hasPhone(wide.body)).toBe(false);
      const popular = await t.http.get(url('houseRequestPopular')).set(as(who)).expect(200);
      expect(hasPhone(popular.body)).toBe(false);
      const one = await t.http
        .get(url('houseRequest', { id: R }))
        .set(as(who))
        .expect(200);
      expect(one.body.phoneNumber).toBeUndefined();
      // One property's detail is a contact answer: the seeker it fits exactly gets the owner's number (as in her
      // matches).
      const property = await t.http
        .get(url('property', { id: P_EXACT }))
        .set(as(who))
        .expect(detailStatus);
      if (detailStatus === 200) {
        expect(property.body.propertyId).toBe(P_EXACT);
        expect(property.body.phoneNumber).toBe(ownerPhone ? phone(ownerPhone) : undefined);
      }
      if (!who) return;
      const properties = await t.http.get(url('properties')).set(as(who)).query({ pageSize: 100 }).expect(200);
      const list = z.array(propertySchema).parse(properties.body);
      expect(list.some((p) => p.propertyId === P_EXACT)).toBe(detailStatus === 200);
      expect(hasPhone(list)).toBe(false);
    },
  );

  it('own lists (my requests, my properties, the linking search) carry no number', async () => {
    const mine = await t.http
      .get(url('houseRequestMine', { userCode: demoUser.camila.userCode }))
      .set(bearer('camila'))
      .expect(200);
    expect(hasPhone(mine.body)).toBe(false);
    const props = await t.http
      .get(url('userProperties', { userCode: demoUser.carlos.userCode }))
      .set(bearer('carlos'))
      .expect(200);
    expect(hasPhone(props.body)).toBe(false);
    const linking = await t.http
      .post(url('propertyFilters', { userCode: demoUser.carlos.userCode }))
      .set(bearer('carlos'))
      .send({ ubigeoId: DISTRICT })
      .expect(200);
    expect(hasPhone(linking.body)).toBe(false);
  });

  it('an unrelated user’s own matches never hold the numbers of this pair', async () => {
    const seeker = await propertyMatches('mariana', demoUser.mariana.userCode);
    const owner = await requestMatches('mariana', demoUser.mariana.userCode);
    const numbers = [
      ...seeker.groups.flatMap((g) => [...g.matches, ...g.nearMatches].map((m) => m.property.phoneNumber)),
      ...owner.groups.flatMap((g) => [...g.matches, ...g.nearMatches].map((m) => m.request.phoneNumber)),
    ];
    expect(numbers).not.toContain(phone('camila'));
    expect(numbers).not.toContain(phone('carlos'));
  });

  it('an offer received gives the seeker the owner’s number; her like gives the owner hers', async () => {
    const sent = await t.http
      .post(url('inboxSend'))
      .set(bearer('renzo'))
      .send({ propertyId: P_NEAR, houseRequestId: R, userCode: demoUser.camila.userCode, isAccepted: 0, isRead: 0 })
      .expect(201);
    const entry = inboxEntrySchema.parse(sent.body);
    // The owner's match item now says it was sent ("Enviado").
    expect(
      (await groupOfProperty('renzo', demoUser.renzo.userCode, P_NEAR))!.nearMatches.find(
        (m) => m.request.houseRequestId === R,
      )!.sent,
    ).toBe(true);
    expect(
      (await groupOfProperty('carlos', demoUser.carlos.userCode, P_EXACT))!.matches.find(
        (m) => m.request.houseRequestId === R,
      )!.sent,
    ).toBe(false);
    // The sender reads his own property: no number there.
    expect(entry.propertyDetail.phoneNumber).toBeUndefined();

    // Camila received it: in her inbox and in her near matches she now has Renzo's number.
    const inbox = z.array(inboxEntrySchema).parse(
      (
        await t.http
          .get(url('inbox', { id: demoUser.camila.userCode }))
          .set(bearer('camila'))
          .expect(200)
      ).body,
    );
    expect(inbox.find((e) => e.idInboxProperty === entry.idInboxProperty)!.propertyDetail.phoneNumber).toBe(
      phone('renzo'),
    );
    expect((await groupOfRequest('camila', demoUser.camila.userCode, R))!.nearMatches[0]!.property.phoneNumber).toBe(
      phone('renzo'),
    );
    // Renzo does not get hers yet: she has not liked it.
    expect(
      (await groupOfProperty('renzo', demoUser.renzo.userCode, P_NEAR))!.nearMatches.find(
        (m) => m.request.houseRequestId === R,
      )!.request.phoneNumber,
    ).toBeUndefined();

    await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: entry.idInboxProperty, value: 1 }))
      .set(bearer('camila'))
      .expect(200);
    expect(
      (await groupOfProperty('renzo', demoUser.renzo.userCode, P_NEAR))!.nearMatches.find(
        (m) => m.request.houseRequestId === R,
      )!.request.phoneNumber,
    ).toBe(phone('camila'));
    // Still nothing in searches or reads by id, even for Renzo now.
    expect(
      (
        await t.http
          .get(url('houseRequest', { id: R }))
          .set(bearer('renzo'))
          .expect(200)
      ).body.phoneNumber,
    ).toBeUndefined();
    const search = await t.http
      .post(url('houseRequestSearch'))
      .set(bearer('renzo'))
      .send({ ubigeoId: DISTRICT })
      .expect(200);
    expect(hasPhone(search.body)).toBe(false);
  });

  it('someone else’s inbox is not readable, so its numbers are not either', async () => {
    await t.http
      .get(url('inbox', { id: demoUser.camila.userCode }))
      .set(bearer('mariana'))
      .expect(403);
  });
});
