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
import { byTerms, checkFilterRefs, requestTerms } from '../domain/filters';
import { houseRequestView } from '../domain/views';
import { asyncHandler, badRequest, forbidden } from '../http/errors';
import { paramRecord, parseBody } from '../http/validate';
import { type Deps, viewContext } from './deps';
import { matchRoutes } from './matches';
import { requestLifecycleRoutes } from './request-lifecycle';
import { fanOutRequest } from '../alerts/fan-out';
import { liveRequest } from '../domain/request-lifecycle';
import { prepare, qb } from '../db/typed-query';

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

const searchBase = () => qb.selectFrom('houseRequests').where(liveRequest);
/** How many the search finds (read from the live requests' covering index, houseRequests_live_search). */
const searchCount = byTerms(
  'houseRequests',
  'count',
  (where) =>
    searchBase()
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n')),
  0,
);
/**
 * A page's rows, newest first (ids follow creation), in two steps: its ids from the live requests'
 * indexes (filtered by the covering one, or in id order when nothing is filtered), then only those rows.
 * One plan whatever the filter: a district with few requests never walks the table, a busy one never
 * sorts rows.
 */
const pageOf = <B extends ReturnType<typeof searchBase>>(ids: B) =>
  qb
    .selectFrom('houseRequests')
    .selectAll()
    .where('houseRequestId', 'in', ids.select('houseRequestId'))
    .orderBy('houseRequestId', 'desc');
/** A page by its key: the ones after the last one shown. */
const searchAfter = byTerms(
  'houseRequests',
  'after',
  (where, [after, limit]) =>
    pageOf(
      searchBase()
        .where(where)
        .where('houseRequestId', '<', after as number)
        .orderBy('houseRequestId', 'desc')
        .limit(limit as number),
    ),
  2,
);
/** A page by its number (links to page N): the ids before it are skipped in the index. */
const searchPage = byTerms(
  'houseRequests',
  'page',
  (where, [limit, offset]) =>
    pageOf(
      searchBase()
        .where(where)
        .orderBy('houseRequestId', 'desc')
        .limit(limit as number)
        .offset(offset as number),
    ),
  2,
);

/** The live requests with the most offers, ties newest first. */
const mostOffered = prepare((limit: number) =>
  qb
    .selectFrom('inbox')
    .select(['houseRequestId as id', (eb) => eb.fn.countAll<number>().as('offers')])
    .where('houseRequestId', 'in', qb.selectFrom('houseRequests').select('houseRequestId').where(liveRequest))
    .groupBy('houseRequestId')
    .orderBy('offers', 'desc')
    .orderBy('houseRequestId', 'desc')
    .limit(limit),
);
/** The newest live requests without any offer. */
const newestWithoutOffers = prepare((limit: number) =>
  qb
    .selectFrom('houseRequests')
    .selectAll()
    .where(liveRequest)
    .where('houseRequestId', 'not in', qb.selectFrom('inbox').select('houseRequestId'))
    .orderBy('houseRequestId', 'desc')
    .limit(limit),
);
const requestsOf = prepare((userCode: number) =>
  qb.selectFrom('houseRequests').selectAll().where('userCode', '=', userCode).orderBy('houseRequestId', 'desc'),
);

/** Searches counted since the db last changed, by filter (a next page, another visitor's same list). */
const COUNTS_KEPT = 64;

export function houseRequestRoutes(router: Router, deps: Deps): void {
  const { store, catalog, alerts } = deps;
  const findRequest = (id: number) => store.houseRequests.get(id);
  let counted = { mark: '', byFilter: new Map<string, number>() };
  /** The search's total: counted from its index, or as counted since nothing changed (store.changeMark). */
  const totalOf = (terms: ReturnType<typeof requestTerms>) => {
    const mark = store.changeMark();
    if (counted.mark !== mark || counted.byFilter.size >= COUNTS_KEPT) counted = { mark, byFilter: new Map() };
    const key = JSON.stringify(terms);
    let total = counted.byFilter.get(key);
    if (total === undefined) counted.byFilter.set(key, (total = store.count(searchCount(terms))));
    return total;
  };

  // Public search, newest first, paged by key (`after`) or by number; the total travels in X-Total-Count.
  router.post(
    apiPaths.houseRequestSearch,
    asyncHandler(async (req, res) => {
      const {
        page = 1,
        pageSize = DEFAULT_SEARCH_PAGE_SIZE,
        after,
        ...filter
      } = parseBody(searchFilterSchema, req.body ?? {});
      checkFilterRefs(filter, catalog);
      const terms = requestTerms(filter);
      const total = totalOf(terms);
      // Only the page is read: after a key, straight from the primary key wherever the page is.
      const shown = store.houseRequests.select(
        after !== undefined ? searchAfter(terms, after, pageSize) : searchPage(terms, pageSize, (page - 1) * pageSize),
      );
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
    const ranked = store.read(mostOffered(POPULAR_LIMIT));
    // Fewer than 8 with offers: the newest without any fill the list.
    const missing = POPULAR_LIMIT - ranked.length;
    const rest = missing > 0 ? store.houseRequests.select(newestWithoutOffers(missing)) : [];
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
      const mine = store.houseRequests.select(requestsOf(userCode));
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
