import type { Request, Router } from 'express';
import {
  apiPaths,
  hoursRegistrationSchema,
  TIME_SLOTS,
  todayInPeru,
  VISIT_TYPES,
  type AvailableHour,
  type VisitType,
} from '@lotengo/shared/contracts';
import { requireUser } from '../auth/middleware';
import type { StoredHour } from '../db/schema';
import { prepare, qb } from '../db/typed-query';
import { asyncHandler, badRequest, forbidden, found } from '../http/errors';
import { intParam, parseBody } from '../http/validate';
import { calendarOf, hoursOfProperty, openHours } from '../domain/bookings';
import { type Deps, viewerCode } from './deps';

/** 2026-02-30 passes a regex; only a real calendar day is accepted. */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const slotOrder = (slot: string) => TIME_SLOTS.indexOf(slot as (typeof TIME_SLOTS)[number]);
const byDateAndSlot = (a: AvailableHour, b: AvailableHour) =>
  a.dateVisitAvailable.localeCompare(b.dateVisitAvailable) ||
  slotOrder(a.hourAvailableDateMin) - slotOrder(b.hourAvailableDateMin) ||
  a.typeVisit.localeCompare(b.typeVisit);
const plain = (h: StoredHour): AvailableHour => ({
  propertyId: h.propertyId,
  typeVisit: h.typeVisit,
  dateVisitAvailable: h.dateVisitAvailable,
  hourAvailableDateMin: h.hourAvailableDateMin,
});

function typeVisitParam(value: string | undefined): VisitType {
  if (!VISIT_TYPES.includes(value as VisitType))
    throw badRequest('typeVisit debe ser Presencial o Virtual', 'typeVisit');
  return value as VisitType;
}

const removeHoursOf = prepare((propertyId: number) => qb.deleteFrom('hours').where('propertyId', '=', propertyId));

/** Availability: owners publish slots; anyone offered the property reads them to book a visit. */
export function hourRoutes(router: Router, deps: Deps): void {
  const { store } = deps;
  const propertyOr404 = (raw: string | undefined) => {
    const id = intParam(raw, 'propertyId');
    const property = found(store.properties.get(id), `la propiedad ${id}`, 'propertyId');
    return property;
  };
  const hoursOf = (propertyId: number) => store.hours.select(hoursOfProperty(propertyId));
  /**
   * What the GET routes show: the owner sees every slot they set; anyone else only the open
   * ones (not past, not held by another seeker's planned visit; a seeker still sees the slot they hold).
   */
  const visibleHours = (req: Request, propertyId: number, ownerCode: number) => {
    const viewer = viewerCode(req, deps);
    return viewer === ownerCode ? hoursOf(propertyId) : openHours(calendarOf(store, propertyId), propertyId, viewer);
  };

  /*
   * Replaces the whole list of hours of each property in the body with the body's rows (team plan):
   * the modal sends everything it shows. Owner only; no past dates (a calendar day in Peru) and no
   * duplicate rows, each refused with 400 naming the row's field; nothing is written on any refusal.
   */
  router.post(
    apiPaths.hoursRegistration,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const list = parseBody(hoursRegistrationSchema, req.body);
      const today = todayInPeru();
      const seen = new Set<string>();
      list.forEach((h, i) => {
        if (!isRealDate(h.dateVisitAvailable))
          throw badRequest(`${h.dateVisitAvailable} no es una fecha válida`, `${i}.dateVisitAvailable`);
        const property = found(store.properties.get(h.propertyId), `la propiedad ${h.propertyId}`, `${i}.propertyId`);
        if (property.userCode !== user.userCode)
          throw forbidden('Solo puedes configurar horarios de tus propiedades', `${i}.propertyId`);
        if (h.dateVisitAvailable < today)
          throw badRequest(
            `La fecha ${h.dateVisitAvailable} ya pasó: elige hoy o una fecha futura`,
            `${i}.dateVisitAvailable`,
          );
        const k = `${h.propertyId}|${h.typeVisit}|${h.dateVisitAvailable}|${h.hourAvailableDateMin}`;
        if (seen.has(k))
          throw badRequest(
            `El horario ${h.typeVisit} del ${h.dateVisitAvailable} (${h.hourAvailableDateMin}) está repetido`,
            `${i}.hourAvailableDateMin`,
          );
        seen.add(k);
      });
      const properties = new Set(list.map((h) => h.propertyId));
      store.transaction(() => {
        for (const id of properties) store.write(removeHoursOf(id));
        for (const h of list) store.hours.insert(h);
      });
      res.status(201).json(true);
    }),
  );

  router.get(
    apiPaths.hoursByProperty,
    asyncHandler(async (req, res) => {
      const property = propertyOr404(req.params.propertyId);
      res.json(visibleHours(req, property.propertyId, property.userCode).map(plain).sort(byDateAndSlot));
    }),
  );

  // One item per distinct date (its earliest slot), dates ascending.
  router.get(
    apiPaths.hoursByPropertyAndTypeVisit,
    asyncHandler(async (req, res) => {
      const property = propertyOr404(req.params.propertyId);
      const typeVisit = typeVisitParam(req.params.typeVisit);
      const seen = new Set<string>();
      const rows = visibleHours(req, property.propertyId, property.userCode)
        .filter((h) => h.typeVisit === typeVisit)
        .map(plain)
        .sort(byDateAndSlot)
        .filter((h) => !seen.has(h.dateVisitAvailable) && (seen.add(h.dateVisitAvailable), true));
      res.json(rows);
    }),
  );

  router.get(
    apiPaths.hoursByPropertyTypeAndDate,
    asyncHandler(async (req, res) => {
      const property = propertyOr404(req.params.propertyId);
      const typeVisit = typeVisitParam(req.params.typeVisit);
      const date = req.params.date ?? '';
      if (!isRealDate(date)) throw badRequest('date debe ser una fecha AAAA-MM-DD', 'date');
      res.json(
        visibleHours(req, property.propertyId, property.userCode)
          .filter((h) => h.typeVisit === typeVisit && h.dateVisitAvailable === date)
          .map(plain)
          .sort(byDateAndSlot),
      );
    }),
  );
}
