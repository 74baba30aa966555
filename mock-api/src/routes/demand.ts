import type { Request, Response, Router } from 'express';
import { EMPTY_FILTER, PROCESS_BUY, PROCESS_RENT, type ProcessId } from '@lotengo/shared/contracts';
import {
  demandApiPaths,
  demandQuerySchema,
  propertyDemandQuerySchema,
  supplyQuerySchema,
} from '@lotengo/shared/contracts/demand';
import { demandSummary, propertyDemand, supply } from '../domain/demand';
import { byTerms, checkFilterRefs, requestTerms } from '../domain/filters';
import { liveRequest } from '../domain/request-lifecycle';
import { prepare, qb } from '../db/typed-query';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validate';
import { type Deps, viewerCode } from './deps';

/** The live requests the search would find (the whole list: the summary is of all of them). */
const searchedRequests = byTerms(
  'houseRequests',
  'demand',
  (where) => qb.selectFrom('houseRequests').selectAll().where(liveRequest).where(where),
  0,
);
/** Every request of one operation/type/district, whatever its state (the panels count the live ones). */
const requestsOfPlace = prepare((ubigeoId: number, tprocessId: ProcessId, tpropertyId: number) =>
  qb
    .selectFrom('houseRequests')
    .selectAll()
    .where('ubigeoId', '=', ubigeoId)
    .where('tprocessId', '=', tprocessId)
    .where('tpropertyId', '=', tpropertyId),
);
/** Every property of one operation/type/district, open or closed. */
const propertiesOfPlace = prepare((ubigeoId: number, tprocessId: ProcessId, tpropertyId: number) =>
  qb
    .selectFrom('properties')
    .selectAll()
    .where('ubigeoId', '=', ubigeoId)
    .where('tprocessId', '=', tprocessId)
    .where('tpropertyId', '=', tpropertyId),
);

/** Computed from the live records on every call: a request published, paused or closed counts at the next load. */
const fresh = (res: Response) => res.set('Cache-Control', 'no-store');

/**
 * The demand figures (contracts in @lotengo/shared/contracts/demand), public: aggregates of active
 * requests where any count below DEMAND_MIN_COUNT is sent as FEW, never the number, and nothing names
 * a person. A bad or unknown place, operation or type is a 400 with the reason.
 */
export function demandRoutes(router: Router, deps: Deps): void {
  const { store, catalog } = deps;

  /** The panels need one district, an operation and a type. */
  const checkPanelPlace = (q: { ubigeoId: number; tprocessId: number; tpropertyId: number }): ProcessId => {
    if (!catalog.isDistrict(q.ubigeoId))
      throw badRequest(`ubigeoId ${q.ubigeoId} no es un distrito existente`, 'ubigeoId');
    if (q.tprocessId !== PROCESS_RENT && q.tprocessId !== PROCESS_BUY)
      throw badRequest('tprocessId debe ser 2 (alquiler) o 3 (compra/venta)', 'tprocessId');
    if (!catalog.propertyTypeName(q.tpropertyId))
      throw badRequest(`tpropertyId ${q.tpropertyId} no existe`, 'tpropertyId');
    return q.tprocessId;
  };

  router.get(demandApiPaths.summary, (req: Request, res: Response) => {
    const q = parseBody(demandQuerySchema, req.query);
    checkFilterRefs({ ...EMPTY_FILTER, ...q }, catalog);
    // The search's own rule narrows what is read (demandSummary applies it again, exactly).
    const requests = store.houseRequests.select(searchedRequests(requestTerms({ ...EMPTY_FILTER, ...q })));
    fresh(res).json(demandSummary(requests, q, catalog, Date.now()));
  });

  router.get(demandApiPaths.property, (req: Request, res: Response) => {
    const q = parseBody(propertyDemandQuerySchema, req.query);
    const tprocessId = checkPanelPlace(q);
    const requests = store.houseRequests.select(requestsOfPlace(q.ubigeoId, tprocessId, q.tpropertyId));
    fresh(res).json(propertyDemand(requests, { ...q, tprocessId }, catalog));
  });

  router.get(demandApiPaths.supply, (req: Request, res: Response) => {
    const q = parseBody(supplyQuerySchema, req.query);
    const tprocessId = checkPanelPlace(q);
    if (q.costEnd && q.costInit > q.costEnd) throw badRequest('costInit no puede ser mayor que costEnd', 'costInit');
    const properties = store.properties.select(propertiesOfPlace(q.ubigeoId, tprocessId, q.tpropertyId));
    fresh(res).json(supply(properties, { ...q, tprocessId }, viewerCode(req, deps), catalog));
  });
}
