import type { Router } from 'express';
import {
  apiPaths,
  INBOX_PENDING,
  INBOX_REJECTED,
  inboxSendSchema,
  rejectReasonBodySchema,
} from '@lotengo/shared/contracts';
import { requireSelfParam, requireUser } from '../auth/middleware';
import { ownedPropertyIds } from '../domain/ownership';
import { inboxView } from '../domain/views';
import { asyncHandler, badRequest, conflict, forbidden, found } from '../http/errors';
import { paramRecord, parseBody } from '../http/validate';
import { type Deps, viewContext } from './deps';
import { offerDecided, offerReceived } from '../alerts/drafts';
import { unreadOffers } from '../alerts/outbox';
import { titledRecord } from '../alerts/describe';
import { displayTitle } from '@lotengo/shared/format/titles';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { alertApiPaths, type SentOffer } from '@lotengo/shared/contracts/alerts';
import type { StoredInboxEntry, StoredNotification } from '../db/schema';
import { jsonList, prepare, qb } from '../db/typed-query';
import { sql } from 'kysely';
import { offerReceivedMail } from '../mail/content';

const inboxOf = prepare((userCode: number) =>
  qb.selectFrom('inbox').selectAll().where('userCode', '=', userCode).orderBy('idInboxProperty', 'desc'),
);
const propertiesIn = prepare((ids: string) =>
  qb.selectFrom('properties').selectAll().where('propertyId', 'in', jsonList(ids)),
);
const requestsIn = prepare((ids: string) =>
  qb.selectFrom('houseRequests').selectAll().where('houseRequestId', 'in', jsonList(ids)),
);
const offersOfPair = prepare((propertyId: number, houseRequestId: number) =>
  qb
    .selectFrom('inbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('propertyId', '=', propertyId)
    .where('houseRequestId', '=', houseRequestId),
);
/** A member's notification about one offer (its subject names the offer). */
const notificationOfOffer = prepare((userCode: number, kind: string, idInboxProperty: number) =>
  qb
    .selectFrom('notifications')
    .selectAll()
    .where('userCode', '=', userCode)
    .where('kind', '=', kind as StoredNotification['kind'])
    .where((eb) => eb(eb.fn('json_extract', ['subject', sql.lit('$.idInboxProperty')]), '=', idInboxProperty))
    .limit(1),
);
const markInboxRead = prepare((userCode: number) =>
  qb.updateTable('inbox').set({ isRead: 1 }).where('userCode', '=', userCode).where('isRead', '=', sql.lit(0)),
);
const sentBy = prepare((userCode: number) =>
  qb.selectFrom('inbox').selectAll().where('senderUserCode', '=', userCode).orderBy('idInboxProperty', 'desc'),
);
const offersOfRequest = prepare((houseRequestId: number) =>
  qb.selectFrom('inbox').selectAll().where('houseRequestId', '=', houseRequestId),
);

const byId = <T>(rows: T[], id: (x: T) => number) => new Map(rows.map((x) => [id(x), x]));

export function inboxRoutes(router: Router, deps: Deps): void {
  const { store, alerts, catalog } = deps;
  const findProperty = (id: number) => store.properties.get(id);
  const findRequest = (id: number) => store.houseRequests.get(id);
  const findEntry = (id: number) => store.inbox.get(id);

  // "Mis Ofertas": the offers sent to the caller's requests, newest first. The path id is the user code.
  router.get(
    apiPaths.inbox,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store, 'id');
      const entries = store.inbox.select(inboxOf(userCode));
      // Their properties and requests in one query each (an inbox holds hundreds of offers).
      const listed = (key: 'propertyId' | 'houseRequestId') => JSON.stringify([...new Set(entries.map((e) => e[key]))]);
      const properties = byId(store.properties.select(propertiesIn(listed('propertyId'))), (p) => p.propertyId);
      const requests = byId(store.houseRequests.select(requestsIn(listed('houseRequestId'))), (r) => r.houseRequestId);
      const ctx = { ...viewContext(req, deps), requestById: (id: number) => requests.get(id) };
      const rows = [];
      for (const e of entries) {
        const property = properties.get(e.propertyId);
        if (property) rows.push(inboxView(e, property, ctx));
      }
      res.json(rows);
    }),
  );

  // "¡Lo tengo!": send one of my properties to someone else's request, once.
  router.post(
    apiPaths.inboxSend,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const body = parseBody(inboxSendSchema, req.body);
      const property = found(findProperty(body.propertyId), `la propiedad ${body.propertyId}`, 'propertyId');
      if (property.userCode !== user.userCode)
        throw forbidden('Solo puedes enviar tus propias propiedades', 'propertyId');
      if (property.status !== 1)
        throw conflict('Esta propiedad está cerrada: reábrela en Mis Propiedades para enviarla', 'propertyId');
      const request = found(findRequest(body.houseRequestId), `la solicitud ${body.houseRequestId}`, 'houseRequestId');
      if (request.userCode === user.userCode)
        throw forbidden('Esta es una solicitud generada por usted mismo', 'houseRequestId');
      if (body.userCode !== request.userCode)
        throw badRequest('userCode debe ser el del dueño de la solicitud', 'userCode');
      if (request.state !== 'active') throw conflict(alertsTexts.refusals.notOpen[request.state], 'houseRequestId');
      const entry = alerts.change(user.userCode, ({ out, now }) => {
        // Checked in the insert's transaction (and by the table's unique index): two concurrent sends cannot both pass.
        if (store.count(offersOfPair(property.propertyId, request.houseRequestId))) {
          throw conflict('Ya enviaste esta propiedad a esta solicitud', 'propertyId');
        }
        const e = store.inbox.insert({
          propertyId: property.propertyId,
          userCode: request.userCode,
          houseRequestId: request.houseRequestId,
          senderUserCode: user.userCode,
          isAccepted: INBOX_PENDING,
          isRead: 0,
          // The server's clock, not the client's: the inbox is ordered by it.
          dateInbox: now,
        } satisfies Omit<StoredInboxEntry, 'idInboxProperty'>);
        const told = out.notify(offerReceived(catalog, e, property, request));
        const mail = offerReceivedMail(catalog, property, request);
        out.mail.send(e.userCode, mail, `o${e.idInboxProperty}`, told?.notificationId);
        out.offer(e, 'created');
        return e;
      });
      res.status(201).json(inboxView(entry, property, viewContext(req, deps)));
    }),
  );

  /** An entry of the caller's own inbox, or 404/403. */
  const myEntry = (req: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(req, store);
    const entry = paramRecord(req, 'idInboxProperty', findEntry, 'la oferta');
    if (entry.userCode !== user.userCode) throw forbidden('Esta oferta no está en tu buzón', 'idInboxProperty');
    return entry;
  };

  // Like (1) or reject (2) a pending offer in my inbox. Only from 0: a decision is final. The same
  // decision again is a no-op (booking a visit already accepts, and docs/product/rules.md then accepts again).
  router.get(
    apiPaths.inboxChangeIsAccepted,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const raw = req.params.value;
      if (raw !== '1' && raw !== '2') throw badRequest('value debe ser 1 (aceptar) o 2 (rechazar)', 'value');
      const value = Number(raw) as 1 | 2;
      const entry = myEntry(req);
      const property = found(findProperty(entry.propertyId), `la propiedad ${entry.propertyId}`, 'propertyId');
      if (entry.isAccepted === value) {
        res.json(inboxView(entry, property, viewContext(req, deps)));
        return;
      }
      if (entry.isAccepted !== INBOX_PENDING) {
        throw conflict(
          entry.isAccepted === 1 ? 'Esta oferta ya fue aceptada' : 'Esta oferta ya fue rechazada',
          'value',
        );
      }
      if (entry.isWithdrawn === 1 || (property.status as number) !== 1) {
        throw conflict('Esta propiedad ya no está disponible: el propietario la cerró', 'idInboxProperty');
      }
      const decided = alerts.change(user.userCode, ({ out, now }) => {
        const e: StoredInboxEntry = { ...entry, isAccepted: value, isRead: 1, decidedAt: now };
        store.inbox.update(e.idInboxProperty, { isAccepted: value, isRead: 1, decidedAt: now });
        out.notify(offerDecided(catalog, e, property));
        out.offer(e, value === 1 ? 'accepted' : 'rejected');
        return e;
      });
      res.json(inboxView(decided, property, viewContext(req, deps)));
    }),
  );

  // Ours: the optional one-tap reason of a reject; tapping another one changes it.
  router.post(
    apiPaths.inboxRejectReason,
    asyncHandler(async (req, res) => {
      const entry = myEntry(req);
      const { rejectReason } = parseBody(rejectReasonBodySchema, req.body);
      if (entry.isAccepted !== INBOX_REJECTED)
        throw conflict('Solo puedes dar un motivo a una oferta que rechazaste', 'idInboxProperty');
      const property = found(findProperty(entry.propertyId), `la propiedad ${entry.propertyId}`, 'propertyId');
      const reasoned: StoredInboxEntry = { ...entry, rejectReason };
      if (entry.rejectReason !== rejectReason) {
        alerts.change(entry.userCode, ({ out }) => {
          store.inbox.update(entry.idInboxProperty, { rejectReason });
          // The owner's "rejected" notification says why, in place: still one notification per offer.
          const draft = offerDecided(catalog, reasoned, property);
          const n = store.notifications.selectFirst(
            notificationOfOffer(draft.userCode, draft.kind, entry.idInboxProperty),
          );
          if (n) out.updated(n, draft.body);
          out.offer(reasoned, 'reject-reason');
        });
      }
      res.json(inboxView(reasoned, property, viewContext(req, deps)));
    }),
  );

  // Ours: the header badge. Unread = offers I have not seen in Mis Ofertas yet.
  router.get(
    apiPaths.inboxUnreadCount,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      res.json({ unread: store.count(unreadOffers(userCode)) });
    }),
  );

  // Ours: opening Mis Ofertas marks every offer of my inbox read.
  router.post(
    apiPaths.inboxMarkRead,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      // No write when nothing was unread.
      const updated = store.count(unreadOffers(userCode))
        ? store.transaction(() => store.write(markInboxRead(userCode)))
        : 0;
      res.json({ updated });
    }),
  );

  // Ours: the offers I sent as an owner, each with its request's state ("Solicitud cerrada").
  router.get(
    alertApiPaths.inboxSent,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const rows: SentOffer[] = [];
      for (const e of store.inbox.select(sentBy(userCode))) {
        const request = findRequest(e.houseRequestId);
        rows.push({
          idInboxProperty: e.idInboxProperty,
          propertyId: e.propertyId,
          houseRequestId: e.houseRequestId,
          isAccepted: e.isAccepted,
          isWithdrawn: e.isWithdrawn ?? 0,
          dateInbox: e.dateInbox,
          // The name a person reads (displayTitle's rule), never the stored placeholder.
          requestTitle: request ? displayTitle(titledRecord(catalog, request, 'request')) : '',
          requestState: request?.state ?? 'closed',
        });
      }
      res.json(rows);
    }),
  );

  // Ours: which of my properties I already sent to this request (the modal shows "Enviado").
  router.get(
    apiPaths.inboxSentByMe,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const { houseRequestId } = paramRecord(req, 'houseRequestId', findRequest, 'la solicitud');
      const mine = ownedPropertyIds(store, user.userCode);
      const ids = store.inbox
        .select(offersOfRequest(houseRequestId))
        .filter((e) => mine.has(e.propertyId))
        .map((e) => e.propertyId);
      res.json([...new Set(ids)].sort((a, b) => a - b));
    }),
  );
}
