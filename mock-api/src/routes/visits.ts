import type { Router } from 'express';
import { apiPaths, INBOX_REJECTED, visitPlannedSchema, type OwnerVisit, type Visit } from '@lotengo/shared/contracts';
import { parseOwnBody, requireSelfParam, requireUser } from '../auth/middleware';
import type { StoredInboxEntry, StoredVisit } from '../db/schema';
import { calendarOf, isPastDate, openHours, slotKey, takenSlots, visitOfOffer } from '../domain/bookings';
import { asyncHandler, badRequest, conflict, forbidden, found } from '../http/errors';
import { paramRecord } from '../http/validate';
import type { Deps } from './deps';
import { prepare, qb } from '../db/typed-query';
import { isRealDate } from './hours';
import { visitBooked, visitCancelled } from '../alerts/drafts';
import { visitBookedMail, visitCancelledMail } from '../mail/content';

/** A seeker's offers of one property, oldest first. */
const offersOfPropertyTo = prepare((propertyId: number, userCode: number) =>
  qb
    .selectFrom('inbox')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .where('userCode', '=', userCode)
    .orderBy('idInboxProperty'),
);
const visitsOfSeeker = prepare((userCode: number) =>
  qb.selectFrom('visits').selectAll().where('userCode', '=', userCode).orderBy('visitId', 'desc'),
);
const visitsOnPropertiesOf = prepare((ownerCode: number) =>
  qb
    .selectFrom('visits')
    .selectAll()
    .where('propertyId', 'in', qb.selectFrom('properties').select('propertyId').where('userCode', '=', ownerCode))
    .orderBy('visitId', 'desc'),
);

const WITHDRAWN = 'Esta propiedad ya no está disponible: el propietario la cerró';
const SLOT_TAKEN = 'Ese horario acaba de ser reservado por otra persona. Elige otro horario';

/**
 * Visits: a visit belongs to an offer in the seeker's inbox; a slot is held by one planned
 * visit at most; both parties see and may cancel it.
 */
export function visitRoutes(router: Router, deps: Deps): void {
  const { store, alerts, catalog } = deps;
  const findProperty = (id: number) => store.properties.get(id);

  /** The seeker's view of a visit: the property's title, address and district travel with it. */
  const visitView = (v: StoredVisit): Visit => {
    const property = findProperty(v.propertyId);
    const place = property ? deps.catalog.ubigeo(property.ubigeoId) : undefined;
    const byPropertyAndSeeker = () => store.inbox.selectFirst(offersOfPropertyTo(v.propertyId, v.userCode));
    const offer = v.idInboxProperty ?? byPropertyAndSeeker()?.idInboxProperty ?? 0;
    return {
      visitId: v.visitId,
      idInboxProperty: offer,
      propertyId: v.propertyId,
      userCode: v.userCode,
      typeVisit: v.typeVisit,
      visitDate: v.visitDate as Visit['visitDate'],
      visitHour: v.visitHour as Visit['visitHour'],
      status: v.status,
      ...(v.cancelledBy ? { cancelledBy: v.cancelledBy } : {}),
      title: property?.title ?? '',
      // What the title is made from when it is the placeholder (displayTitle in shared).
      ...(property
        ? {
            propertyType: deps.catalog.propertyTypeName(property.tpropertyId) ?? '',
            processType:
              deps.catalog.processName(property.tprocessId, 'property') === 'VENDER'
                ? ('VENDER' as const)
                : ('ALQUILAR' as const),
          }
        : {}),
      address: property?.address ?? '',
      district: place?.district ?? '',
    };
  };

  /** Which of the caller's offers of this property the visit belongs to, or the reason it cannot. */
  function offerFor(userCode: number, propertyId: number, idInboxProperty: number | undefined): StoredInboxEntry {
    if (idInboxProperty !== undefined) {
      const entry = found(store.inbox.get(idInboxProperty), `la oferta ${idInboxProperty}`, 'idInboxProperty');
      if (entry.userCode !== userCode) throw forbidden('Esta oferta no está en tu buzón', 'idInboxProperty');
      if (entry.propertyId !== propertyId) throw badRequest('La oferta no es de esa propiedad', 'idInboxProperty');
      return entry;
    }
    const mine = store.inbox.select(offersOfPropertyTo(propertyId, userCode));
    if (!mine.length) throw forbidden('Solo puedes agendar visitas a propiedades que te ofrecieron', 'propertyId');
    // An open offer first (liked before pending), so a second request that got the same property does not block it.
    const open = mine.filter((e) => e.isAccepted !== INBOX_REJECTED && e.isWithdrawn !== 1);
    return open.sort((a, b) => b.isAccepted - a.isAccepted)[0] ?? mine[0]!;
  }

  router.post(
    apiPaths.visitRegistration,
    asyncHandler(async (req, res) => {
      const { user, body } = parseOwnBody(req, store, visitPlannedSchema, 'Solo puedes agendar visitas a tu nombre');
      const property = found(findProperty(body.propertyId), `la propiedad ${body.propertyId}`, 'propertyId');
      const entry = offerFor(user.userCode, property.propertyId, body.idInboxProperty);
      if (entry.isAccepted === INBOX_REJECTED)
        throw conflict('Rechazaste esta oferta: ya no puedes agendar una visita', 'idInboxProperty');
      if (entry.isWithdrawn === 1 || (property.status as number) !== 1) throw conflict(WITHDRAWN, 'propertyId');
      if ((body.visitDate === '') !== (body.visitHour === '')) {
        throw badRequest(
          'visitDate y visitHour van juntos: ambos o ninguno',
          body.visitDate === '' ? 'visitDate' : 'visitHour',
        );
      }
      // Checked and written in one transaction, with no other request in between: two bookings of the
      // same slot cannot both pass the "is it free?" check (the second sees the first's visit).
      const { visit, current } = alerts.change(user.userCode, ({ out, now }) => {
        const state = calendarOf(store, property.propertyId);
        const current = visitOfOffer(state, entry);
        if (!body.visitDate) {
          // docs/product/rules.md: a visit without date only when the owner offered no (future) hours at all.
          if (openHours(state, property.propertyId, user.userCode).length > 0) {
            throw badRequest('El propietario ofreció horarios: elige una fecha y un horario', 'visitDate');
          }
        } else {
          if (!isRealDate(body.visitDate)) throw badRequest(`${body.visitDate} no es una fecha válida`, 'visitDate');
          if (isPastDate(body.visitDate))
            throw badRequest('No puedes agendar una visita en una fecha pasada', 'visitDate');
          const offered = state.hours.some(
            (h) =>
              h.propertyId === property.propertyId &&
              h.typeVisit === body.typeVisit &&
              h.dateVisitAvailable === body.visitDate &&
              h.hourAvailableDateMin === body.visitHour,
          );
          if (!offered) throw badRequest('Ese horario no está disponible para esta propiedad', 'visitHour');
          // Held by anyone else's planned visit (the caller's own current visit is about to move).
          const othersVisits = state.visits.filter((v) => v.visitId !== current?.visitId);
          const others = takenSlots({ visits: othersVisits }, property.propertyId, null);
          if (others.has(slotKey(property.propertyId, body.visitDate, body.visitHour)))
            throw conflict(SLOT_TAKEN, 'visitHour');
        }
        // On booking the offer becomes accepted (docs/product/rules.md: 0 → 1 on like or on booking a visit).
        const accepted = { isAccepted: 1, isRead: 1, decidedAt: entry.decidedAt ?? now } as const;
        store.inbox.update(entry.idInboxProperty, accepted);
        const { typeVisit, visitDate, visitHour } = body;
        const slot = { typeVisit, visitDate, visitHour, idInboxProperty: entry.idInboxProperty };
        let v: StoredVisit;
        if (current) {
          // One visit per offer: booking again moves it, which frees the old slot.
          store.visits.update(current.visitId, { ...slot, updatedAt: now });
          v = { ...current, ...slot, updatedAt: now };
        } else {
          const record = {
            ...slot,
            propertyId: property.propertyId,
            userCode: user.userCode,
            status: 1,
            createdAt: now,
          } as const;
          v = store.visits.insert(record satisfies Omit<StoredVisit, 'visitId'>);
        }
        const told = out.notify(visitBooked(catalog, v, property));
        // The owner hears of it as on the site; the seeker gets the booking (or its change) in writing.
        const visitKey = `${v.visitId}@${v.visitDate}T${v.visitHour}`;
        const moved = current !== undefined;
        const toOwner = visitBookedMail(catalog, v, property, 'owner', moved, user.firstName);
        out.mail.send(property.userCode, toOwner, `v${visitKey}`, told?.notificationId);
        out.mail.send(user.userCode, visitBookedMail(catalog, v, property, 'seeker', moved), `s${visitKey}`);
        out.offer({ ...entry, ...accepted }, 'visit-booked');
        return { visit: v, current };
      });
      res.status(current ? 200 : 201).json(visitView(visit));
    }),
  );

  // The seeker's visits (planned and cancelled), newest first.
  router.get(
    apiPaths.visitsMine,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      res.json(store.visits.select(visitsOfSeeker(userCode)).map((v) => visitView(v)));
    }),
  );

  // Visits booked on my properties: date, slot, type and the seeker's first name (never the phone).
  router.get(
    apiPaths.visitsOwner,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const rows: OwnerVisit[] = store.visits.select(visitsOnPropertiesOf(userCode)).map((v) => ({
        ...visitView(v),
        seekerFirstName: store.users.get(v.userCode)?.firstName ?? '',
      }));
      res.json(rows);
    }),
  );

  // Either party cancels; the slot is free again and the other side sees it cancelled.
  router.post(
    apiPaths.visitCancel,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const visit = paramRecord(req, 'visitId', (id) => store.visits.get(id), 'la visita');
      const isSeeker = visit.userCode === user.userCode;
      const isOwner = findProperty(visit.propertyId)?.userCode === user.userCode;
      if (!isSeeker && !isOwner)
        throw forbidden('Solo quien agendó la visita o el propietario pueden cancelarla', 'visitId');
      if (visit.status !== 1) throw conflict('Esta visita ya fue cancelada', 'visitId');
      const property = findProperty(visit.propertyId);
      const by = isSeeker ? 'seeker' : 'owner';
      const cancelled = alerts.change(user.userCode, ({ out, now }) => {
        const fields = { status: 0, cancelledBy: by, cancelledAt: now } as const;
        store.visits.update(visit.visitId, fields);
        const v: StoredVisit = { ...visit, ...fields };
        if (property) {
          const told = out.notify(visitCancelled(catalog, v, property, by));
          // The seeker always (the owner's cancellation, or their own confirmed); the owner when the seeker cancelled.
          const toSeeker = visitCancelledMail(catalog, v, property, 'seeker', by);
          out.mail.send(v.userCode, toSeeker, `c${v.visitId}`, by === 'owner' ? told?.notificationId : null);
          if (by === 'seeker') {
            const toOwner = visitCancelledMail(catalog, v, property, 'owner', by);
            out.mail.send(property.userCode, toOwner, `c${v.visitId}`, told?.notificationId);
          }
        }
        const entry = v.idInboxProperty === undefined ? undefined : store.inbox.get(v.idInboxProperty);
        if (entry) out.offer(entry, 'visit-cancelled');
        return v;
      });
      res.json(visitView(cancelled));
    }),
  );
}
