import type { Router } from 'express';
import { apiPaths, MAX_PAGE_SIZE, PROPERTY_PUBLISHED, searchFilterSchema } from '@lotengo/shared/contracts';
import { parseOwnBody, requireSelfParam, requireUser } from '../auth/middleware';
import { NEAR_PRICE_FACTOR, readableCount, readablePage } from '../domain/property-access';
import type { StoredProperty } from '../db/schema';
import { prepare, qb } from '../db/typed-query';
import { byTerms, checkFilterRefs, propertyTerms } from '../domain/filters';
import { propertyView } from '../domain/views';
import { asyncHandler } from '../http/errors';
import { intQuery, parseBody } from '../http/validate';
import { type Deps, viewContext } from './deps';
import { ownPropertyView, propertyOwnerRoutes, rejectCounts } from './property-owner';
import { createBodySchema, writableFields } from './property-rules';
import { fanOutProperty } from '../alerts/fan-out';

const propertiesOf = prepare((userCode: number) =>
  qb.selectFrom('properties').selectAll().where('userCode', '=', userCode).orderBy('propertyId', 'desc'),
);
/** A member's published properties inside a filter, newest first (closed ones are never offered for linking). */
const ownFitting = byTerms(
  'properties',
  'linking',
  (where, [userCode]) =>
    qb
      .selectFrom('properties')
      .selectAll()
      .where('userCode', '=', userCode as number)
      .where('status', '=', PROPERTY_PUBLISHED)
      .where(where)
      .orderBy('propertyId', 'desc'),
  1,
);

export function propertyRoutes(router: Router, deps: Deps): void {
  const { store, catalog, alerts } = deps;

  /**
   * The active properties the caller may read (the rule of one property's detail: their own, those sent
   * to them, those matching their requests), newest first, paged with ?page=&pageSize= (total in
   * X-Total-Count). Not a public catalogue: a visitor gets 401.
   */
  router.get(
    apiPaths.properties,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const page = intQuery(req.query.page, 'page', 1);
      const pageSize = intQuery(req.query.pageSize, 'pageSize', MAX_PAGE_SIZE, MAX_PAGE_SIZE);
      // The access rule in SQL (domain/property-access.ts): counted and paged without reading the others.
      const total = store.count(readableCount(user.userCode, NEAR_PRICE_FACTOR));
      const shown = store.properties.select(
        readablePage(user.userCode, NEAR_PRICE_FACTOR, pageSize, (page - 1) * pageSize),
      );
      const ctx = viewContext(req, deps);
      res.set('X-Total-Count', String(total));
      res.json(shown.map((p) => propertyView(p, ctx)));
    }),
  );

  router.post(
    apiPaths.propertyRegistration,
    asyncHandler(async (req, res) => {
      const { user, body } = parseOwnBody(req, store, createBodySchema, 'Solo puedes publicar propiedades a tu nombre');
      const fields = writableFields(body, { catalog, store, uploadsDir: deps.uploadsDir, userCode: user.userCode });
      // Saved together with what it announces: the seekers it fits are told (fan-out), never its owner.
      const created = alerts.change(
        user.userCode,
        ({ out, now }) => {
          const record = { ...fields, userCode: user.userCode, status: PROPERTY_PUBLISHED, createdAt: now } as const;
          const p = store.properties.insert(record satisfies Omit<StoredProperty, 'propertyId'>);
          fanOutProperty(out, store, catalog, p);
          return p;
        },
        'property',
      );
      res.status(201).json({ propertyId: created.propertyId });
    }),
  );

  router.get(
    apiPaths.userProperties,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const ctx = viewContext(req, deps);
      const mine = store.properties.select(propertiesOf(userCode));
      const rejects = rejectCounts(store, userCode);
      res.json(mine.map((p) => ownPropertyView(p, ctx, rejects)));
    }),
  );

  // "Enlaza tu propiedad": the caller's own properties that fit a request's district and budget.
  router.post(
    apiPaths.propertyFilters,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const { page: _page, pageSize: _pageSize, ...filter } = parseBody(searchFilterSchema, req.body ?? {});
      checkFilterRefs(filter, catalog);
      const ctx = viewContext(req, deps);
      const mine = store.properties.select(ownFitting(propertyTerms(filter), userCode));
      res.json(mine.map((p) => propertyView(p, ctx)));
    }),
  );

  // The owner's additions: one property, update, close, reopen.
  propertyOwnerRoutes(router, deps);

  // GET /property/match-property/{userCode} lives in routes/matches.ts (both directions in one place).
}
