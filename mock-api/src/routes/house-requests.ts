import type { Router } from 'express';
import {
  apiPaths,
  DEFAULT_REQUEST_DESCRIPTION,
  DEFAULT_REQUEST_TITLE,
  houseRequestCreateSchema,
  houseRequestUpdateSchema,
  MAX_PAGE_SIZE,
  searchFilterSchema,
} from '@lotengo/shared/contracts';
import { parseOwnBody, requireSelfParam, requireUser } from '../auth/middleware';
import type { StoredHouseRequest } from '../db/schema';
import type { Catalog } from '../domain/catalog';
import { checkFilterRefs, requestSearchSql } from '../domain/filters';
import { houseRequestView } from '../domain/views';
import { asyncHandler, badRequest, forbidden } from '../http/errors';
import { paramRecord, parseBody } from '../http/validate';
import { type Deps, viewContext } from './deps';
import { matchRoutes } from './matches';
import { requestLifecycleRoutes } from './request-lifecycle';
import { fanOutRequest } from '../alerts/fan-out';
import { LIVE_REQUEST_SQL } from '../domain/request-lifecycle';

export const POPULAR_LIMIT = 8;

/** Without page/pageSize the search answers the first 100 (the most the API ever returns at once). */
export const DEFAULT_SEARCH_PAGE_SIZE = MAX_PAGE_SIZE;

/** The ids a request names must exist: a district (not a department/province) and a property type. */
function checkRequestRefs(body: { ubigeoId: number; tpropertyId: number }, catalog: Catalog): void {
  if (!catalog.isDistrict(body.ubigeoId))
    throw badRequest(`ubigeoId ${body.ubigeoId} no es un distrito existente`, 'ubigeoId');
  if (!catalog.propertyTypeName(body.tpropertyId))
    throw badRequest(`tpropertyId ${body.tpropertyId} no existe`, 'tpropertyId');
}

type RequestBody = ReturnType<typeof houseRequestCreateSchema.parse>;

/** What a create or an update writes from a validated body (owner, id and status are the server's). */
function writableFields(body: RequestBody) {
  return {
    title: body.title || DEFAULT_REQUEST_TITLE,
    description: body.description || DEFAULT_REQUEST_DESCRIPTION,
    referenceAddress: body.referenceAddress,
    coveredArea: body.coveredArea,
    ubigeoId: body.ubigeoId,
    yearConstruction: body.yearConstruction,
    numberBedrooms: body.numberBedrooms,
    numberBathrooms: body.numberBathrooms,
    numberParkinglot: body.numberParkinglot,
    tpropertyId: body.tpropertyId,
    tprocessId: body.tprocessId,
    costInit: body.costInit,
    costEnd: body.costEnd,
    numberCommonArea: body.numberCommonArea,
    ...(body.numberServicesAreas !== undefined ? { numberServicesAreas: body.numberServicesAreas } : {}),
    isTerraza: body.isTerraza,
    // Left out, an update keeps the saved choice.
    ...(body.indexable !== undefined ? { indexable: body.indexable } : {}),
  } satisfies Partial<StoredHouseRequest>;
}

export function houseRequestRoutes(router: Router, deps: Deps): void {
  const { store, catalog, alerts } = deps;
  const findRequest = (id: number) => store.houseRequests.get(id);

  // Public search with paging; the total travels in X-Total-Count.
  router.post(
    apiPaths.houseRequestSearch,
    asyncHandler(async (req, res) => {
      const {
        page = 1,
        pageSize = DEFAULT_SEARCH_PAGE_SIZE,
        ...filter
      } = parseBody(searchFilterSchema, req.body ?? {});
      checkFilterRefs(filter, catalog);
      const { where, params } = requestSearchSql(filter);
      const total = store.houseRequests.count(where, ...params);
      // Newest first (ids follow creation): only the page is read.
      const newestFirst = `${where} ORDER BY houseRequestId DESC LIMIT ? OFFSET ?`;
      const shown = store.houseRequests.where(newestFirst, ...params, pageSize, (page - 1) * pageSize);
      const ctx = viewContext(req, deps);
      res.set('X-Total-Count', String(total));
      // No phone in a search, whoever asks: contact is for people who match (contact-visibility.ts).
      res.json(shown.map((r) => houseRequestView(r, ctx)));
    }),
  );

  router.post(
    apiPaths.houseRequestRegistration,
    asyncHandler(async (req, res) => {
      const { user, body } = parseOwnBody(
        req,
        store,
        houseRequestCreateSchema,
        'Solo puedes crear solicitudes a tu nombre',
      );
      checkRequestRefs(body, catalog);
      // Saved together with what it announces: the owners it fits are told (fan-out), never its author.
      const created = alerts.change(
        user.userCode,
        ({ out, now }) => {
          const r = store.houseRequests.insert({
            ...writableFields(body),
            // Public as the request list is, unless the seeker keeps it out of search engines.
            indexable: body.indexable ?? true,
            totalArea: 0,
            userCode: user.userCode,
            status: 1,
            state: 'active',
            lastActiveAt: now,
            createdAt: now,
            updatedAt: now,
          } satisfies Omit<StoredHouseRequest, 'houseRequestId'>);
          fanOutRequest(out, store, catalog, r, 'posted');
          return r;
        },
        'request',
      );
      res.status(201).json(houseRequestView(created, viewContext(req, deps)));
    }),
  );

  // Registered before /house-request/:id so these names are not read as ids.
  router.get(apiPaths.houseRequestPopular, (req, res) => {
    const ranked = store.sql
      .of(
        `SELECT houseRequestId AS id, count(*) AS offers FROM inbox
         WHERE houseRequestId IN (SELECT houseRequestId FROM houseRequests WHERE ${LIVE_REQUEST_SQL})
         GROUP BY houseRequestId ORDER BY offers DESC, houseRequestId DESC LIMIT ?`,
      )
      .all(POPULAR_LIMIT) as { id: number; offers: number }[];
    // Fewer than 8 with offers: the newest without any fill the list.
    const withoutOffers = `${LIVE_REQUEST_SQL} AND houseRequestId NOT IN (SELECT houseRequestId FROM inbox)`;
    const missing = POPULAR_LIMIT - ranked.length;
    const rest =
      missing > 0 ? store.houseRequests.where(`${withoutOffers} ORDER BY houseRequestId DESC LIMIT ?`, missing) : [];
    const ctx = viewContext(req, deps);
    const top = [
      ...ranked.map((x) => ({ r: store.houseRequests.get(x.id)!, offers: x.offers })),
      ...rest.map((r) => ({ r, offers: 0 })),
    ];
    res.json(top.map(({ r, offers }) => houseRequestView(r, ctx, { offersCount: offers })));
  });

  router.get(
    apiPaths.houseRequestMine,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const ctx = viewContext(req, deps);
      const mine = store.houseRequests.where('userCode = ? ORDER BY houseRequestId DESC', userCode);
      res.json(mine.map((r) => houseRequestView(r, ctx)));
    }),
  );

  // Both match calls (match-house-request must come before /house-request/:id).
  matchRoutes(router, deps);
  requestLifecycleRoutes(router, deps);

  router.get(
    apiPaths.houseRequest,
    asyncHandler(async (req, res) => {
      const r = paramRecord(req, 'id', findRequest, 'la solicitud');
      res.json(houseRequestView(r, viewContext(req, deps)));
    }),
  );

  router.post(
    apiPaths.houseRequestUpdate,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const existing = paramRecord(req, 'id', findRequest, 'la solicitud');
      const id = existing.houseRequestId;
      if (existing.userCode !== user.userCode) throw forbidden('Solo puedes modificar tus propias solicitudes', 'id');
      const body = parseBody(houseRequestUpdateSchema, req.body);
      if (body.houseRequestId !== undefined && body.houseRequestId !== id)
        throw badRequest('houseRequestId no coincide con la solicitud de la ruta', 'houseRequestId');
      if (body.userCode !== user.userCode) throw forbidden('No puedes cambiar el dueño de la solicitud', 'userCode');
      checkRequestRefs(body, catalog);
      const updated = alerts.change(
        user.userCode,
        ({ out, now }) => {
          const fields = {
            // numberServicesAreas is create-only (docs/product/entities.md): an edit without it keeps the stored value.
            ...writableFields(body),
            status: 1,
            // Editing is activity: the expiry clock starts again (the state stays the author's choice).
            lastActiveAt: now,
            updatedAt: now,
          } satisfies Partial<StoredHouseRequest>;
          store.houseRequests.update(id, fields);
          const r: StoredHouseRequest = { ...existing, ...fields };
          fanOutRequest(out, store, catalog, r, 'edited');
          return r;
        },
        'request',
      );
      res.json(houseRequestView(updated, viewContext(req, deps)));
    }),
  );
}
