import type { Router } from 'express';
import { apiPaths, INBOX_REJECTED, visitPlannedSchema, type OwnerVisit, type Visit } from '@lotengo/shared/contracts';
import { parseOwnBody, requireSelfParam, requireUser } from '../auth/middleware';
import type { DbState, StoredInboxEntry, StoredVisit } from '../db/schema';
import { isPastDate, openHours, slotKey, takenSlots, visitOfOffer } from '../domain/bookings';
import { ownedPropertyIds } from '../domain/ownership';
import { asyncHandler, badRequest, conflict, forbidden, found } from '../http/errors';
import { paramRecord } from '../http/validate';
import { type Deps, newestFirst } from './deps';
import { isRealDate } from './hours';
import { visitBooked, visitCancelled } from '../alerts/drafts';
import { inboxIndex } from '../db/inbox-index';

const WITHDRAWN = 'Esta propiedad ya no está disponible: el propietario la cerró';
const SLOT_TAKEN = 'Ese horario acaba de ser reservado por otra persona. Elige otro horario';

/**
 * Visits: a visit belongs to an offer in the seeker's inbox; a slot is held by one planned
 * visit at most; both parties see and may cancel it.
 */
export function visitRoutes(router: Router, deps: Deps): void {
  const { store, alerts, catalog } = deps;
  const findProperty = (id: number) => store.state.properties.find((p) => p.propertyId === id);

  /** The seeker's view of a visit: the property's title, address and district travel with it. */
  const visitView = (v: StoredVisit): Visit => {
    const property = findProperty(v.propertyId);
    const place = property ? deps.catalog.ubigeo(property.ubigeoId) : undefined;
    const offer = v.idInboxProperty ?? store.state.inbox.find((e) => e.propertyId === v.propertyId && e.userCode === v.userCode)?.idInboxProperty ?? 0;
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
      ...(property ? { propertyType: deps.catalog.propertyTypeName(property.tpropertyId) ?? '', processType: deps.catalog.processName(property.tprocessId, 'property') === 'VENDER' ? ('VENDER' as const) : ('ALQUILAR' as const) } : {}),
      address: property?.address ?? '',
      district: place?.district ?? '',
    };
  };

  /** Which of the caller's offers of this property the visit belongs to, or the reason it cannot. */
  function offerFor(state: DbState, userCode: number, propertyId: number, idInboxProperty: number | undefined): StoredInboxEntry {
    if (idInboxProperty !== undefined) {
      const entry = found(state.inbox.find((e) => e.idInboxProperty === idInboxProperty), `la oferta ${idInboxProperty}`, 'idInboxProperty');
      if (entry.userCode !== userCode) throw forbidden('Esta oferta no está en tu buzón', 'idInboxProperty');
      if (entry.propertyId !== propertyId) throw badRequest('La oferta no es de esa propiedad', 'idInboxProperty');
      return entry;
    }
    const mine = state.inbox.filter((e) => e.propertyId === propertyId && e.userCode === userCode);
    if (!mine.length) throw forbidden('Solo puedes agendar visitas a propiedades que te ofrecieron', 'propertyId');
    // An open offer first (liked before pending), so a second request that got the same property does not block it.
    const open = mine.filter((e) => e.isAccepted !== INBOX_REJECTED && e.isWithdrawn !== 1);
    return open.sort((a, b) => b.isAccepted - a.isAccepted)[0] ?? mine[0]!;
  }

  router.post(
    apiPaths.visitRegistration,
    asyncHandler(async (req, res) => {
      // Everything from here to store.mutate() runs in one synchronous step: two bookings of the
      // same slot cannot both pass the "is it free?" check (the second sees the first's visit).
      const { user, body } = parseOwnBody(req, store, visitPlannedSchema, 'Solo puedes agendar visitas a tu nombre');
      const property = found(findProperty(body.propertyId), `la propiedad ${body.propertyId}`, 'propertyId');
      const state = store.state;
      const entry = offerFor(state, user.userCode, property.propertyId, body.idInboxProperty);
      if (entry.isAccepted === INBOX_REJECTED) throw conflict('Rechazaste esta oferta: ya no puedes agendar una visita', 'idInboxProperty');
      if (entry.isWithdrawn === 1 || (property.status as number) !== 1) throw conflict(WITHDRAWN, 'propertyId');
      if ((body.visitDate === '') !== (body.visitHour === '')) {
        throw badRequest('visitDate y visitHour van juntos: ambos o ninguno', body.visitDate === '' ? 'visitDate' : 'visitHour');
      }
      const current = visitOfOffer(state, entry);
      if (!body.visitDate) {
        // SPEC §4: a visit without date only when the owner offered no (future) hours at all.
        if (openHours(state, property.propertyId, user.userCode).length > 0) {
          throw badRequest('El propietario ofreció horarios: elige una fecha y un horario', 'visitDate');
        }
      } else {
        if (!isRealDate(body.visitDate)) throw badRequest(`${body.visitDate} no es una fecha válida`, 'visitDate');
        if (isPastDate(body.visitDate)) throw badRequest('No puedes agendar una visita en una fecha pasada', 'visitDate');
        const offered = state.hours.some(
          (h) => h.propertyId === property.propertyId && h.typeVisit === body.typeVisit && h.dateVisitAvailable === body.visitDate && h.hourAvailableDateMin === body.visitHour,
        );
        if (!offered) throw badRequest('Ese horario no está disponible para esta propiedad', 'visitHour');
        // Held by anyone else's planned visit (the caller's own current visit is about to move).
        const others = takenSlots({ ...state, visits: state.visits.filter((v) => v !== current) }, property.propertyId, null);
        if (others.has(slotKey(property.propertyId, body.visitDate, body.visitHour))) throw conflict(SLOT_TAKEN, 'visitHour');
      }
      const now = new Date().toISOString();
      const visit = await store.mutate((s) => {
        // On booking the offer becomes accepted (SPEC §4: 0 → 1 on like or on booking a visit).
        entry.isAccepted = 1;
        inboxIndex(s.inbox).markRead(entry);
        entry.decidedAt ??= now;
        if (current) {
          // One visit per offer: booking again moves it, which frees the old slot.
          Object.assign(current, { typeVisit: body.typeVisit, visitDate: body.visitDate, visitHour: body.visitHour, idInboxProperty: entry.idInboxProperty, updatedAt: now });
          return current;
        }
        const v: StoredVisit = {
          visitId: store.nextId('visits'),
          idInboxProperty: entry.idInboxProperty,
          propertyId: property.propertyId,
          userCode: user.userCode,
          typeVisit: body.typeVisit,
          visitDate: body.visitDate,
          visitHour: body.visitHour,
          status: 1,
          createdAt: now,
        };
        s.visits.push(v);
        return v;
      });
      await alerts.record(user.userCode, (out) => {
        out.notify(visitBooked(catalog, visit, property));
        out.offer(entry, 'visit-booked');
      });
      res.status(current ? 200 : 201).json(visitView(visit));
    }),
  );

  // The seeker's visits (planned and cancelled), newest first.
  router.get(
    apiPaths.visitsMine,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      res.json(newestFirst(store.state.visits.filter((v) => v.userCode === userCode), (v) => v.visitId).map((v) => visitView(v)));
    }),
  );

  // Visits booked on my properties: date, slot, type and the seeker's first name (never the phone).
  router.get(
    apiPaths.visitsOwner,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const mine = ownedPropertyIds(store.state, userCode);
      const rows: OwnerVisit[] = newestFirst(store.state.visits.filter((v) => mine.has(v.propertyId)), (v) => v.visitId).map((v) => ({
        ...visitView(v),
        seekerFirstName: store.state.users.find((u) => u.userCode === v.userCode)?.firstName ?? '',
      }));
      res.json(rows);
    }),
  );

  // Either party cancels; the slot is free again and the other side sees it cancelled.
  router.post(
    apiPaths.visitCancel,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const visit = paramRecord(req, 'visitId', (id) => store.state.visits.find((v) => v.visitId === id), 'la visita');
      const isSeeker = visit.userCode === user.userCode;
      const isOwner = findProperty(visit.propertyId)?.userCode === user.userCode;
      if (!isSeeker && !isOwner) throw forbidden('Solo quien agendó la visita o el propietario pueden cancelarla', 'visitId');
      if (visit.status !== 1) throw conflict('Esta visita ya fue cancelada', 'visitId');
      const property = findProperty(visit.propertyId);
      const by = isSeeker ? 'seeker' : 'owner';
      await store.mutate(() => {
        visit.status = 0;
        visit.cancelledBy = by;
        visit.cancelledAt = new Date().toISOString();
      });
      await alerts.record(user.userCode, (out, s) => {
        if (property) out.notify(visitCancelled(catalog, visit, property, by));
        const entry = s.inbox.find((e) => e.idInboxProperty === visit.idInboxProperty);
        if (entry) out.offer(entry, 'visit-cancelled');
      });
      res.json(visitView(visit));
    }),
  );
}
