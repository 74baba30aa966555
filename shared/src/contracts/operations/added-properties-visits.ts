import * as z from 'zod/mini';
import { apiPaths } from '../api-paths';
import { ownerVisitSchema, visitSchema } from '../inbox';
import {
  propertyCreatedSchema,
  propertyDetailSchema,
  propertyStatusChangeSchema,
  propertyUpdateSchema,
} from '../property';
import type { Operation } from './types';

/** Added: one property's detail, the owner's edits, and both sides' visits. */
export const addedPropertiesAndVisits = {
  getProperty: {
    method: 'get',
    path: apiPaths.property,
    summary: 'One property, in full',
    description:
      'For its owner, anyone it was sent to, and anyone with a live request it matches (`access` says ' +
      'which); everyone else: 403. The owner’s phone only where the contact rule allows it.',
    access: 'user',
    answer: { status: 200, schema: propertyDetailSchema, description: 'Everything the detail and the edit form show.' },
    errors: [404],
    calls: ['api.getProperty'],
  },
  updateProperty: {
    method: 'post',
    path: apiPaths.propertyUpdate,
    summary: 'Edit my property',
    description: 'Its owner only. Replaces every field (an omitted owner type or agency name is removed).',
    access: 'user',
    body: { schema: propertyUpdateSchema },
    answer: { status: 200, schema: propertyCreatedSchema, description: 'The property’s id.' },
    errors: [404],
    calls: ['api.updateProperty'],
  },
  closeProperty: {
    method: 'post',
    path: apiPaths.propertyClose,
    summary: 'Close my property ("Ya se alquiló" / "Ya se vendió")',
    description: 'Status 2; every pending offer of it is withdrawn. Already closed: 409.',
    access: 'user',
    answer: { status: 200, schema: propertyStatusChangeSchema, description: 'The new status and the offers changed.' },
    errors: [404, 409],
    calls: ['api.closeProperty'],
  },
  reopenProperty: {
    method: 'post',
    path: apiPaths.propertyReopen,
    summary: 'Publish my closed property again',
    description: 'Status 1; the pending offers the close withdrew come back. Already published: 409.',
    access: 'user',
    answer: { status: 200, schema: propertyStatusChangeSchema, description: 'The new status and the offers changed.' },
    errors: [404, 409],
    calls: ['api.reopenProperty'],
  },

  getMyVisits: {
    method: 'get',
    path: apiPaths.visitsMine,
    summary: 'My visits, as a seeker',
    access: 'self',
    answer: { status: 200, schema: z.array(visitSchema), description: 'Planned and cancelled, newest first.' },
    calls: ['api.getMyVisits'],
  },
  getOwnerVisits: {
    method: 'get',
    path: apiPaths.visitsOwner,
    summary: 'The visits booked on my properties',
    access: 'self',
    answer: {
      status: 200,
      schema: z.array(ownerVisitSchema),
      description: 'Newest first, with the seeker’s first name (never the phone).',
    },
    calls: ['api.getOwnerVisits'],
  },
  cancelVisit: {
    method: 'post',
    path: apiPaths.visitCancel,
    summary: 'Cancel a visit',
    description: 'The seeker who booked it or the property’s owner; the slot is free again. Already cancelled: 409.',
    access: 'user',
    answer: { status: 200, schema: visitSchema, description: 'The visit, cancelled.' },
    errors: [404, 409],
    calls: ['api.cancelVisit'],
  },
} as const satisfies Record<string, Operation>;
