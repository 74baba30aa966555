import type { Router } from 'express';
import { apiPaths, visitPlannedSchema } from '@lotengo/shared/contracts';
import { requireUser } from '../auth/middleware';
import type { StoredVisit } from '../db/schema';
import { asyncHandler, badRequest, forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import type { Deps } from './deps';
import { isRealDate } from './hours';

/** Booking a visit to a property that was offered to the caller (the "like" flow of the inbox). */
export function visitRoutes(router: Router, deps: Deps): void {
  const { store } = deps;

  router.post(
    apiPaths.visitRegistration,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const body = parseBody(visitPlannedSchema, req.body);
      if (body.userCode !== user.userCode) throw forbidden('Solo puedes agendar visitas a tu nombre', 'userCode');
      const property = store.state.properties.find((p) => p.propertyId === body.propertyId);
      if (!property) throw notFound(`No existe la propiedad ${body.propertyId}`, 'propertyId');
      if (!store.state.inbox.some((e) => e.propertyId === property.propertyId && e.userCode === user.userCode)) {
        throw forbidden('Solo puedes agendar visitas a propiedades que te ofrecieron', 'propertyId');
      }
      // Without owner hours the visit has no date (SPEC §4); with a date it must be one of the offered slots.
      if ((body.visitDate === '') !== (body.visitHour === '')) {
        throw badRequest('visitDate y visitHour van juntos: ambos o ninguno', body.visitDate === '' ? 'visitDate' : 'visitHour');
      }
      if (body.visitDate) {
        if (!isRealDate(body.visitDate)) throw badRequest(`${body.visitDate} no es una fecha válida`, 'visitDate');
        const offered = store.state.hours.some(
          (h) => h.propertyId === property.propertyId && h.typeVisit === body.typeVisit && h.dateVisitAvailable === body.visitDate && h.hourAvailableDateMin === body.visitHour,
        );
        if (!offered) throw badRequest('Ese horario no está disponible para esta propiedad', 'visitHour');
      }
      const visit = await store.mutate((state) => {
        const v: StoredVisit = {
          visitId: store.nextId('visits'),
          propertyId: property.propertyId,
          userCode: user.userCode,
          typeVisit: body.typeVisit,
          visitDate: body.visitDate,
          visitHour: body.visitHour,
          status: 1,
          createdAt: new Date().toISOString(),
        };
        state.visits.push(v);
        return v;
      });
      const { createdAt: _createdAt, ...answer } = visit;
      res.status(201).json(answer);
    }),
  );
}
