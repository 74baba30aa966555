/*
 * Test data built from the contracts: every fixture goes through its zod schema's parse, so a contract
 * change (a field renamed, a rule tightened) breaks the fixture where it is built, not deep in a test.
 */
import type * as z from 'zod/mini';
import {
  availableHourSchema,
  houseRequestSchema,
  inboxEntrySchema,
  propertyDetailSchema,
  propertySchema,
  sessionUserSchema,
  userSchema,
} from '../contracts';
import { notificationPageSchema, notificationSchema } from '../contracts/notification';
import { paths } from '../routing/paths';

type Over<S extends z.ZodMiniType> = Partial<z.input<S>>;

let seq = 100;
/** A fresh positive id for each fixture that does not set its own. */
export const nextId = (): number => seq++;

/** The two people most tests need: a seeker (Ana, 7) and an owner (Luis, 9). */
export const SEEKER = sessionUserSchema.parse({
  userCode: 7,
  firstName: 'Ana',
  lastName: 'Quispe',
  avatarUrl: 'https://example.test/avatar-ana.png',
});
export const OWNER = sessionUserSchema.parse({
  userCode: 9,
  firstName: 'Luis',
  lastName: 'Torres',
  avatarUrl: 'https://example.test/avatar-luis.png',
});

export function makeSessionUser(over: Over<typeof sessionUserSchema> = {}) {
  return sessionUserSchema.parse({ ...SEEKER, ...over });
}

/** A registered user record (GET /users/...): Ana unless told otherwise. */
export function makeUser(over: Over<typeof userSchema> = {}) {
  return userSchema.parse({
    userCode: SEEKER.userCode,
    userFirebaseId: 'uid-ana',
    firstName: SEEKER.firstName,
    lastName: SEEKER.lastName,
    email: 'ana@lotengo.pe',
    phoneNumber: '987654321',
    avatarUrl: SEEKER.avatarUrl,
    status: 1,
    ...over,
  });
}

/** A house request as read: a seeker's rental of a 2-bedroom flat in Miraflores. */
export function makeHouseRequest(over: Over<typeof houseRequestSchema> = {}) {
  const id = over.houseRequestId ?? nextId();
  return houseRequestSchema.parse({
    houseRequestId: id,
    title: `Depa con vista al parque ${id}`,
    description: 'no description',
    address: '',
    referenceAddress: 'Cerca al parque Kennedy',
    totalArea: 0,
    coveredArea: 85,
    yearConstruction: 2,
    numberBedrooms: 2,
    numberBathrooms: 2,
    numberParkinglot: 1,
    costInit: 800,
    costEnd: 1500,
    tprocessId: 2,
    tpropertyId: 1,
    ubigeoId: 150122,
    department: 'LIMA',
    province: 'LIMA',
    district: 'MIRAFLORES',
    isTerraza: '0',
    userCode: SEEKER.userCode,
    urlAvataruser: null,
    processType: 'ALQUILAR',
    propertyType: 'Departamento',
    numberCommonArea: 1,
    numberServicesAreas: 0,
    ...over,
  });
}

/** A property as read: an owner's flat for rent in Miraflores. */
export function makeProperty(over: Over<typeof propertySchema> = {}) {
  const id = over.propertyId ?? nextId();
  return propertySchema.parse({
    propertyId: id,
    title: 'no-title-property',
    address: 'Av. José Larco 1150',
    price: 1200,
    urlPhotoPrincipal: null,
    processType: 'ALQUILAR',
    propertyType: 'Departamento',
    department: 'LIMA',
    province: 'LIMA',
    district: 'MIRAFLORES',
    userCode: OWNER.userCode,
    ubigeoId: 150122,
    tprocessId: 2,
    tpropertyId: 1,
    ...over,
  });
}

/** One property as its detail reads (GET /property/{id}), by default as its owner sees it. */
export function makePropertyDetail(over: Over<typeof propertyDetailSchema> = {}) {
  return propertyDetailSchema.parse({
    ...makeProperty(over.propertyId ? { propertyId: over.propertyId } : {}),
    access: 'owner',
    status: 1,
    description: 'Departamento luminoso con vista al parque.',
    referenceAddress: 'Frente al parque',
    totalArea: 0,
    coveredArea: 0,
    yearConstruction: 0,
    declarationProperties: 1,
    characteristics: [],
    multimedias: [],
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    ...over,
  });
}

/** An inbox entry: the owner's property offered to the seeker's request, pending and unread. */
export function makeInboxEntry(over: Over<typeof inboxEntrySchema> = {}) {
  const propertyDetail = over.propertyDetail ?? makeProperty(over.propertyId ? { propertyId: over.propertyId } : {});
  return inboxEntrySchema.parse({
    idInboxProperty: nextId(),
    propertyId: propertyDetail.propertyId,
    userCode: OWNER.userCode,
    houseRequestId: nextId(),
    isAccepted: 0,
    isRead: 0,
    dateInbox: '2026-11-20T15:00:00.000Z',
    ...over,
    propertyDetail,
  });
}

/** One availability slot of a property. */
export function makeAvailableHour(over: Over<typeof availableHourSchema> = {}) {
  return availableHourSchema.parse({
    propertyId: 31,
    typeVisit: 'Presencial',
    dateVisitAvailable: '2026-12-01',
    hourAvailableDateMin: '9:00 am a 11:00 am',
    ...over,
  });
}

/** A notification for Ana (an offer received), unread; `over` sets any field. */
export function makeNotification(over: Over<typeof notificationSchema> = {}) {
  const id = over.notificationId ?? nextId();
  return notificationSchema.parse({
    notificationId: id,
    userCode: SEEKER.userCode,
    kind: 'offer-received',
    subject: { idInboxProperty: id },
    title: `Te enviaron una propiedad ${id}`,
    body: 'Te ofrecen un departamento en alquiler en Miraflores.',
    link: paths.inbox,
    createdAt: '2026-11-20T10:00:00.000Z',
    readAt: null,
    eventId: id,
    ...over,
  });
}

/** The first page of five of the bell's panel with these items and this unread count. */
export function makeNotificationPage(
  items: z.output<typeof notificationSchema>[],
  unread: number,
  total = items.length,
  lastEventId = items.reduce((max, n) => Math.max(max, n.eventId), 0),
) {
  return notificationPageSchema.parse({ items, page: 1, pageSize: 5, total, unread, lastEventId });
}
