import * as z from 'zod/mini';
import { alertApiPaths } from '../alert-paths';
import { apiPaths } from '../api-paths';
import { inboxEntrySchema, markReadAnswerSchema, rejectReasonBodySchema, unreadCountSchema } from '../inbox';
import { id } from '../primitives';
import { requestStateChangeSchema, sentOfferSchema } from '../request-freshness';
import type { Operation } from './types';

/** One of the author's moves on their request: same shape, its own path and refusal. */
const lifecycle = (path: string, summary: string, description: string, call: string): Operation => ({
  method: 'post',
  path,
  summary,
  description: `${description} The author only; from the wrong state: 409 with the reason.`,
  access: 'user',
  answer: { status: 200, schema: requestStateChangeSchema, description: 'The request’s new state and clock.' },
  errors: [404, 409],
  calls: [`api.${call}`],
});

/** Added: a request's lifecycle, the offers I sent, unread counts and a reject's reason. */
export const addedInboxAndRequests = {
  pauseHouseRequest: lifecycle(
    alertApiPaths.houseRequestPause,
    'Pause my request',
    'Out of the search and matches; its pending offers read "Solicitud cerrada".',
    'pauseHouseRequest',
  ),
  closeHouseRequest: lifecycle(
    alertApiPaths.houseRequestClose,
    'Close my request ("Ya encontré")',
    'Closed for good unless reopened.',
    'closeHouseRequest',
  ),
  reopenHouseRequest: lifecycle(
    alertApiPaths.houseRequestReopen,
    'Reopen my request',
    'Active again; the expiry clock restarts.',
    'reopenHouseRequest',
  ),
  renewHouseRequest: lifecycle(
    alertApiPaths.houseRequestRenew,
    'Renew my request ("Sigo buscando")',
    'The expiry clock starts again.',
    'renewHouseRequest',
  ),

  getSentOffers: {
    method: 'get',
    path: alertApiPaths.inboxSent,
    summary: 'The offers I sent',
    description: 'As an owner, newest first, each with its request’s state ("Solicitud cerrada").',
    access: 'self',
    answer: { status: 200, schema: z.array(sentOfferSchema), description: 'My sent offers.' },
    calls: ['api.getSentOffers'],
  },
  getSentPropertyIds: {
    method: 'get',
    path: apiPaths.inboxSentByMe,
    summary: 'Which of my properties went to a request',
    description: 'So the linking modal shows "Enviado".',
    access: 'user',
    answer: { status: 200, schema: z.array(id('propertyId')), description: 'Property ids, ascending.' },
    errors: [404],
    calls: ['api.getSentPropertyIds'],
  },

  getInboxUnreadCount: {
    method: 'get',
    path: apiPaths.inboxUnreadCount,
    summary: 'How many offers I have not seen',
    description: 'The header’s badge.',
    access: 'self',
    answer: { status: 200, schema: unreadCountSchema, description: 'The count.' },
    calls: ['api.getInboxUnreadCount'],
  },
  markInboxRead: {
    method: 'post',
    path: apiPaths.inboxMarkRead,
    summary: 'Mark my inbox read',
    description: 'Opening "Mis Ofertas" does it.',
    access: 'self',
    answer: { status: 200, schema: markReadAnswerSchema, description: 'How many changed.' },
    calls: ['api.markInboxRead'],
  },

  setRejectReason: {
    method: 'post',
    path: apiPaths.inboxRejectReason,
    summary: 'Say why I rejected an offer',
    description: 'One optional tap after a reject; another tap changes it. Only on a rejected offer (else 409).',
    access: 'user',
    body: { schema: rejectReasonBodySchema },
    answer: { status: 200, schema: inboxEntrySchema, description: 'The offer, with its reason.' },
    errors: [404, 409],
    calls: ['api.setRejectReason'],
  },
} as const satisfies Record<string, Operation>;
