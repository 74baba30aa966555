import * as z from 'zod/mini';
import { apiPaths } from '../api-paths';
import {
  availableHourSchema,
  hoursRegistrationSchema,
  inboxEntrySchema,
  inboxSendSchema,
  visitPlannedSchema,
  visitSchema,
} from '../inbox';
import type { Operation } from './types';

const hours = z.array(availableHourSchema);

/** The original API: the inbox ("Mis Ofertas"), availability and booking a visit. */
export const seedInboxAndVisits = {
  getInbox: {
    method: 'get',
    path: apiPaths.inbox,
    summary: 'My inbox',
    description: 'The offers sent to my requests, newest first, each with its property. The path id is my user code.',
    access: 'self',
    answer: { status: 200, schema: z.array(inboxEntrySchema), description: 'My offers.' },
    calls: ['api.getInbox'],
  },
  sendToInbox: {
    method: 'post',
    path: apiPaths.inboxSend,
    summary: 'Send my property to a request ("¡Lo tengo!")',
    description:
      'One of my published properties to someone else’s active request, once. `userCode` is the request’s ' +
      'author; the server sets `dateInbox`.',
    access: 'user',
    body: { schema: inboxSendSchema },
    answer: { status: 201, schema: inboxEntrySchema, description: 'The new offer.' },
    errors: [404, 409],
    calls: ['api.sendToInbox'],
  },
  changeIsAccepted: {
    method: 'get',
    path: apiPaths.inboxChangeIsAccepted,
    summary: 'Like or reject an offer',
    description:
      'A change made with GET, as the original API did. Only from pending (0); the same decision again is a no-op.',
    access: 'user',
    answer: { status: 200, schema: inboxEntrySchema, description: 'The offer, decided.' },
    errors: [404, 409],
    calls: ['api.changeIsAccepted'],
  },

  registerHours: {
    method: 'post',
    path: apiPaths.hoursRegistration,
    summary: 'Set my property’s available hours',
    description:
      'Replaces the whole list of each property named (1–64 rows, owner only); no past day, no row twice; ' +
      'nothing is written on any refusal.',
    access: 'user',
    body: { schema: hoursRegistrationSchema },
    answer: { status: 201, schema: z.boolean(), description: '`true`: saved.' },
    errors: [404],
    calls: ['api.registerHours'],
  },
  getHoursByProperty: {
    method: 'get',
    path: apiPaths.hoursByProperty,
    summary: 'A property’s available hours',
    description: 'Its owner sees every slot; anyone else only the open ones. By date, then slot.',
    access: 'public',
    answer: { status: 200, schema: hours, description: 'The slots.' },
    errors: [404],
    calls: ['api.getHoursByProperty'],
  },
  getHoursByPropertyAndType: {
    method: 'get',
    path: apiPaths.hoursByPropertyAndTypeVisit,
    summary: 'The days with hours, for one kind of visit',
    access: 'public',
    answer: { status: 200, schema: hours, description: 'One item per day (its earliest slot), ascending.' },
    errors: [404],
    calls: ['api.getHoursByPropertyAndType'],
  },
  getHoursByPropertyTypeAndDate: {
    method: 'get',
    path: apiPaths.hoursByPropertyTypeAndDate,
    summary: 'The hours of one day',
    access: 'public',
    answer: { status: 200, schema: hours, description: 'That day’s slots, in day order.' },
    errors: [404],
    calls: ['api.getHoursByPropertyTypeAndDate'],
  },
  registerVisit: {
    method: 'post',
    path: apiPaths.visitRegistration,
    summary: 'Book (or move) a visit',
    description:
      'On an open offer of mine, in a free slot the owner offered (date and hour empty when the owner set ' +
      'none). Booking accepts the offer; booking again moves the visit. 409 when someone just took the slot.',
    access: 'self',
    body: { schema: visitPlannedSchema },
    answer: { status: [201, 200], schema: visitSchema, description: '201 booked, 200 moved: the visit.' },
    errors: [404, 409],
    calls: ['api.registerVisit'],
  },
} as const satisfies Record<string, Operation>;
