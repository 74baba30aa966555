import type { Router } from 'express';
import { apiPaths, MAX_PAGE_SIZE, PROPERTY_PUBLISHED, searchFilterSchema } from '@lotengo/shared/contracts';
import { parseOwnBody, requireSelfParam, requireUser } from '../auth/middleware';
import { propertyReader } from '../domain/property-access';
import type { StoredProperty } from '../db/schema';
import { checkFilterRefs, propertyMatchesFilter } from '../domain/filters';
import { propertyView } from '../domain/views';
import { asyncHandler } from '../http/errors';
import { intQuery, parseBody } from '../http/validate';
import { type Deps, viewContext } from './deps';
import { ownPropertyView, propertyOwnerRoutes, rejectCounts, viewerSide } from './property-owner';
import { createBodySchema, writableFields } from './property-rules';
import { fanOutProperty } from '../alerts/fan-out';

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
      const mayRead = propertyReader(viewerSide(store, user.userCode), user.userCode);
      const published = store.properties.where('status = ? ORDER BY propertyId DESC', PROPERTY_PUBLISHED);
      const all = published.filter((p) => mayRead(p) !== null);
      const ctx = viewContext(req, deps);
      res.set('X-Total-Count', String(all.length));
      res.json(all.slice((page - 1) * pageSize, page * pageSize).map((p) => propertyView(p, ctx)));
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
      const mine = store.properties.where('userCode = ? ORDER BY propertyId DESC', userCode);
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
      // Closed properties are never offered for linking.
      const open = store.properties.where(
        'userCode = ? AND status = ? ORDER BY propertyId DESC',
        userCode,
        PROPERTY_PUBLISHED,
      );
      const mine = open.filter((p) => propertyMatchesFilter(p, filter));
      res.json(mine.map((p) => propertyView(p, ctx)));
    }),
  );

  // The owner's additions: one property, update, close, reopen.
  propertyOwnerRoutes(router, deps);

  // GET /property/match-property/{userCode} lives in routes/matches.ts (both directions in one place).
}
