import { DEFAULT_PROPERTY_TITLE, DEFAULT_REQUEST_TITLE } from '@lotengo/shared/contracts';
import { NOTIFICATION_KINDS, type NotificationKind } from '@lotengo/shared/contracts/alerts';
import { displayTitle } from '@lotengo/shared/format/titles';
import type { StoredHouseRequest, StoredInboxEntry, StoredProperty, StoredVisit } from '../db/schema';
import { Catalog } from '../domain/catalog';
import { titledRecord } from '../alerts/describe';
import * as drafts from '../alerts/drafts';
import type { NotificationDraft } from '../alerts/drafts';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

/** A seeded property and request with their titles set back to the placeholders. */
function placeholders() {
  const catalog = new Catalog(t.store.state);
  const p: StoredProperty = { ...t.store.state.properties[0]!, title: DEFAULT_PROPERTY_TITLE };
  const r: StoredHouseRequest = { ...t.store.state.houseRequests[0]!, title: DEFAULT_REQUEST_TITLE };
  const e: StoredInboxEntry = {
    idInboxProperty: 9,
    propertyId: p.propertyId,
    userCode: r.userCode,
    houseRequestId: r.houseRequestId,
    senderUserCode: p.userCode,
    isAccepted: 2,
    isRead: 0,
    rejectReason: 'precio',
    dateInbox: '2026-11-20T15:00:00.000Z',
  };
  const visit = (date: string, hour: string): StoredVisit => ({
    visitId: 4,
    propertyId: p.propertyId,
    userCode: r.userCode,
    typeVisit: 'Presencial',
    visitDate: date,
    visitHour: hour,
    status: 1,
    createdAt: '2026-11-20T15:00:00.000Z',
  });
  return { catalog, p, r, e, visit };
}

/** Every kind (a new kind without an entry here does not compile), each built from placeholder titles. */
function everyKind(): Record<NotificationKind, NotificationDraft> {
  const { catalog, p, r, e, visit } = placeholders();
  return {
    'request-match': drafts.requestMatch(catalog, r, p, false),
    'property-match': drafts.propertyMatch(catalog, p, r, true),
    'offer-received': drafts.offerReceived(catalog, e, p, r),
    'offer-liked': drafts.offerDecided(catalog, { ...e, isAccepted: 1 }, p),
    'offer-rejected': drafts.offerDecided(catalog, e, p),
    'visit-booked': drafts.visitBooked(catalog, visit('2026-11-30', '9:00 am a 11:00 am'), p),
    'visit-cancelled': drafts.visitCancelled(catalog, visit('2026-12-01', '02:00 pm a 04:00 pm'), p, 'owner'),
    'offer-withdrawn': drafts.offerWithdrawn(catalog, e, p),
    'request-expiring': drafts.requestExpiring(catalog, r, 3),
  };
}

describe('notification texts: one rule for names, dates in words', () => {
  it.each(NOTIFICATION_KINDS)('%s never shows a placeholder title and names the record as the site does', (kind) => {
    const { catalog, p, r } = placeholders();
    const d = everyKind()[kind];
    expect(d.kind).toBe(kind);
    const text = `${d.title} ${d.body}`;
    expect(text).not.toMatch(/no-title/);
    const names = [
      displayTitle(titledRecord(catalog, p, 'property')),
      displayTitle(titledRecord(catalog, r, 'request')),
    ];
    // displayTitle's generated names ("Departamento en alquiler · Miraflores"), in «» as every name is.
    expect(names.every((n) => n.includes(' · '))).toBe(true);
    expect(names.some((n) => d.body.includes(`«${n}»`))).toBe(true);
    // No ISO date or timestamp inside a sentence.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('a real title is kept as written', () => {
    const { catalog, p } = placeholders();
    const d = drafts.offerWithdrawn(catalog, { ...placeholders().e }, { ...p, title: '  Depa   con vista ' });
    expect(d.body).toContain('«Depa con vista»');
  });

  it('a visit reads its day and slot as the inbox writes them, in Lima', () => {
    const kinds = everyKind();
    expect(kinds['visit-booked'].body).toMatch(/ el lunes, 30 de noviembre de 2026, 9:00 am a 11:00 am\.$/);
    expect(kinds['visit-cancelled'].body).toMatch(
      /^El propietario canceló la visita a «.+» del martes, 1 de diciembre de 2026, 02:00 pm a 04:00 pm\.$/,
    );
  });

  it('a visit without a date says so in words', () => {
    const { catalog, p, visit } = placeholders();
    expect(drafts.visitBooked(catalog, visit('', ''), p).body).toMatch(
      /, sin fecha aún: acuerda el día con el interesado\.$/,
    );
    expect(drafts.visitCancelled(catalog, visit('', ''), p, 'seeker').body).toMatch(
      /^El interesado canceló la visita a «.+», que aún no tenía fecha\.$/,
    );
  });
});
