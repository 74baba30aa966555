import type { Router } from 'express';
import { apiPaths, DEFAULT_REQUEST_DESCRIPTION, DEFAULT_REQUEST_TITLE, houseRequestCreateSchema, houseRequestUpdateSchema, MAX_PAGE_SIZE, searchFilterSchema } from '@lotengo/shared/contracts';
import { parseOwnBody, requireSelfParam, requireUser } from '../auth/middleware';
import type { StoredHouseRequest } from '../db/schema';
import type { Catalog } from '../domain/catalog';
import { checkFilterRefs, requestMatchesFilter } from '../domain/filters';
import { houseRequestView } from '../domain/views';
import { asyncHandler, badRequest, forbidden } from '../http/errors';
import { paramRecord, parseBody } from '../http/validate';
import { type Deps, newestFirst, viewContext } from './deps';
import { matchRoutes } from './matches';
import { requestLifecycleRoutes } from './request-lifecycle';
import { fanOutRequest } from '../alerts/fan-out';
import { isRequestLive } from '../domain/request-lifecycle';
import { findById } from '../db/by-id';

export const POPULAR_LIMIT = 8;
/** Without page/pageSize the search answers the first 100 (the most the API ever returns at once). */
export const DEFAULT_SEARCH_PAGE_SIZE = MAX_PAGE_SIZE;

/** The ids a request names must exist: a district (not a department/province) and a property type. */
function checkRequestRefs(body: { ubigeoId: number; tpropertyId: number }, catalog: Catalog): void {
  if (!catalog.isDistrict(body.ubigeoId)) throw badRequest(`ubigeoId ${body.ubigeoId} no es un distrito existente`, 'ubigeoId');
  if (!catalog.propertyTypeName(body.tpropertyId)) throw badRequest(`tpropertyId ${body.tpropertyId} no existe`, 'tpropertyId');
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
  } satisfies Partial<StoredHouseRequest>;
}

export function houseRequestRoutes(router: Router, deps: Deps): void {
  const { store, catalog, alerts } = deps;
  const findRequest = (id: number) => findById(store.state.houseRequests, (r) => r.houseRequestId, id);
  const newest = (list: StoredHouseRequest[]) => newestFirst(list, (r) => r.houseRequestId);

  // Public search with paging; the total travels in X-Total-Count.
  router.post(
    apiPaths.houseRequestSearch,
    asyncHandler(async (req, res) => {
      const { page = 1, pageSize = DEFAULT_SEARCH_PAGE_SIZE, ...filter } = parseBody(searchFilterSchema, req.body ?? {});
      checkFilterRefs(filter, catalog);
      const all = store.state.houseRequests;
      const start = (page - 1) * pageSize;
      // Newest first without sorting: requests are stored in id (= creation) order. Counted, and only
      // the page kept (a list of every match cost an allocation per search of the 10,000).
      const shown: StoredHouseRequest[] = [];
      let total = 0;
      for (let i = all.length - 1; i >= 0; i--) {
        const r = all[i]!;
        if (!isRequestLive(r) || !requestMatchesFilter(r, filter)) continue;
        if (total >= start && shown.length < pageSize) shown.push(r);
        total++;
      }
      const ctx = viewContext(req, deps);
      res.set('X-Total-Count', String(total));
      // No phone in a search, whoever asks: contact is for people who match (contact-visibility.ts).
      res.json(shown.map((r) => houseRequestView(r, ctx)));
    }),
  );

  router.post(
    apiPaths.houseRequestRegistration,
    asyncHandler(async (req, res) => {
      const { user, body } = parseOwnBody(req, store, houseRequestCreateSchema, 'Solo puedes crear solicitudes a tu nombre');
      checkRequestRefs(body, catalog);
      const now = new Date().toISOString();
      const created = await store.insert('houseRequests', (houseRequestId) => ({
        houseRequestId,
        ...writableFields(body),
        totalArea: 0,
        userCode: user.userCode,
        status: 1,
        state: 'active',
        lastActiveAt: now,
        createdAt: now,
        updatedAt: now,
      }));
      // Saved: now the owners it fits are told (fan-out), never its author.
      await alerts.record(user.userCode, (out, state) => fanOutRequest(out, state, catalog, created), 'request');
      res.status(201).json(houseRequestView(created, viewContext(req, deps)));
    }),
  );

  // Registered before /house-request/:id so these names are not read as ids.
  router.get(apiPaths.houseRequestPopular, (req, res) => {
    const offers = new Map<number, number>();
    for (const e of store.state.inbox) offers.set(e.houseRequestId, (offers.get(e.houseRequestId) ?? 0) + 1);
    const ranked = newest(store.state.houseRequests.filter(isRequestLive)).sort((a, b) => (offers.get(b.houseRequestId) ?? 0) - (offers.get(a.houseRequestId) ?? 0));
    const ctx = viewContext(req, deps);
    res.json(ranked.slice(0, POPULAR_LIMIT).map((r) => houseRequestView(r, ctx, { offersCount: offers.get(r.houseRequestId) ?? 0 })));
  });

  router.get(
    apiPaths.houseRequestMine,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const ctx = viewContext(req, deps);
      res.json(newest(store.state.houseRequests.filter((r) => r.userCode === userCode)).map((r) => houseRequestView(r, ctx)));
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
      if (body.houseRequestId !== undefined && body.houseRequestId !== id) throw badRequest('houseRequestId no coincide con la solicitud de la ruta', 'houseRequestId');
      if (body.userCode !== user.userCode) throw forbidden('No puedes cambiar el dueño de la solicitud', 'userCode');
      checkRequestRefs(body, catalog);
      const updated = await store.mutate(() => {
        const now = new Date().toISOString();
        Object.assign(existing, {
          // numberServicesAreas is create-only (SPEC §3): an edit without it keeps the stored value.
          ...writableFields(body),
          status: 1,
          // Editing is activity: the expiry clock starts again (the state stays the author's choice).
          lastActiveAt: now,
          updatedAt: now,
        } satisfies Partial<StoredHouseRequest>);
        return existing;
      }, (r) => [r]);
      await alerts.record(user.userCode, (out, state) => fanOutRequest(out, state, catalog, updated), 'request');
      res.json(houseRequestView(updated, viewContext(req, deps)));
    }),
  );
}
