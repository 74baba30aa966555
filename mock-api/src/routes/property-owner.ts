import type { Request, Router } from 'express';
import { apiPaths, INBOX_PENDING, INBOX_REJECTED, PROPERTY_CLOSED, PROPERTY_PUBLISHED, type OwnProperty, type PropertyDetail, type PropertyStatusChange } from '@lotengo/shared/contracts';
import { authOf, requireUser } from '../auth/middleware';
import type { DbState, StoredProperty } from '../db/schema';
import { propertyView, type ViewContext } from '../domain/views';
import { asyncHandler, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { intParam, parseBody } from '../http/validate';
import { type Deps, viewContext } from './deps';
import { updateBodySchema, writableFields } from './property-rules';
import { fanOutProperty } from '../alerts/fan-out';
import { offerWithdrawn } from '../alerts/drafts';

/** The owner's own card: status and how many seekers rejected it for each reason. */
export function ownPropertyView(p: StoredProperty, ctx: ViewContext, rejects: Map<number, Record<string, number>>): OwnProperty {
  return { ...propertyView(p, ctx), status: p.status, rejectReasons: rejects.get(p.propertyId) ?? {} };
}

/** Reject-reason counts per property of `propertyIds`, in one pass over the inbox. */
export function rejectCounts(state: DbState, propertyIds: Set<number>): Map<number, Record<string, number>> {
  const counts = new Map<number, Record<string, number>>();
  for (const e of state.inbox) {
    if (e.isAccepted !== INBOX_REJECTED || !e.rejectReason || !propertyIds.has(e.propertyId)) continue;
    const row = counts.get(e.propertyId) ?? {};
    row[e.rejectReason] = (row[e.rejectReason] ?? 0) + 1;
    counts.set(e.propertyId, row);
  }
  return counts;
}

function detailView(p: StoredProperty, ctx: ViewContext): PropertyDetail {
  return {
    ...propertyView(p, ctx),
    status: p.status,
    description: p.description,
    referenceAddress: p.referenceAddress ?? '',
    totalArea: p.totalArea ?? 0,
    coveredArea: p.coveredArea ?? 0,
    yearConstruction: p.yearConstruction ?? 0,
    declarationProperties: p.declarationProperties,
    characteristics: p.characteristics,
    multimedias: p.multimedias.map((m) => ({ ...m, fileUrl: ctx.abs(m.fileUrl) })),
    ...(p.typeOwner ? { typeOwner: p.typeOwner } : {}),
    ...(p.agencyName ? { agencyName: p.agencyName } : {}),
    ...(p.numberServicesAreas !== undefined ? { numberServicesAreas: p.numberServicesAreas } : {}),
    ...(p.numberCommonArea !== undefined ? { numberCommonArea: p.numberCommonArea } : {}),
    ubigeoId: p.ubigeoId,
    tprocessId: p.tprocessId,
    tpropertyId: p.tpropertyId,
    numberBedrooms: p.numberBedrooms,
    numberBathrooms: p.numberBathrooms,
    numberParkinglot: p.numberParkinglot,
  };
}

/**
 * Our additions for the owner: read one property, update it, close it ("Ya se alquiló" /
 * "Ya se vendió") and reopen it. Writes: 401 without a token, 404 for an unknown id, 403 for
 * someone else's property, 400 naming the field for bad input.
 */
export function propertyOwnerRoutes(router: Router, deps: Deps): void {
  const { store, catalog, alerts } = deps;

  const find = (req: Request): StoredProperty => {
    const id = intParam(req.params.id, 'id');
    const p = store.state.properties.find((x) => x.propertyId === id);
    if (!p) throw notFound(`No existe la propiedad ${id}`, 'id');
    return p;
  };
  const ownedBy = (req: Request): { p: StoredProperty; userCode: number } => {
    const user = requireUser(req, store);
    const p = find(req);
    if (p.userCode !== user.userCode) throw forbidden('Esta propiedad no es tuya', 'id');
    return { p, userCode: user.userCode };
  };

  // A published property is public like the list; a closed one exists only for its owner.
  router.get(
    apiPaths.property,
    asyncHandler(async (req, res) => {
      const p = find(req);
      if (p.status !== PROPERTY_PUBLISHED) {
        const identity = authOf(req).identity;
        const caller = identity ? store.state.users.find((u) => u.userFirebaseId === identity.uid) : undefined;
        if (caller?.userCode !== p.userCode) throw notFound(`No existe la propiedad ${p.propertyId}`, 'id');
      }
      res.json(detailView(p, viewContext(req, deps)));
    }),
  );

  router.post(
    apiPaths.propertyUpdate,
    asyncHandler(async (req, res) => {
      const { p, userCode } = ownedBy(req);
      const body = parseBody(updateBodySchema, req.body);
      if (body.propertyId !== undefined && body.propertyId !== p.propertyId) throw badRequest('propertyId no coincide con la propiedad de la ruta', 'propertyId');
      if (body.userCode !== userCode) throw forbidden('Solo puedes guardar propiedades a tu nombre', 'userCode');
      const fields = writableFields(body, { catalog, state: store.state, uploadsDir: deps.uploadsDir, userCode, existing: p });
      await store.mutate(() => {
        // Fields an update leaves empty are dropped, not kept from before (e.g. no agency name any more).
        delete p.typeOwner;
        delete p.agencyName;
        Object.assign(p, fields, { updatedAt: new Date().toISOString() });
      });
      await alerts.record(userCode, (out, state) => fanOutProperty(out, state, catalog, p), 'property');
      res.json({ propertyId: p.propertyId });
    }),
  );

  // Close: leaves searches, linking and matches; every pending offer of it is withdrawn at once.
  router.post(
    apiPaths.propertyClose,
    asyncHandler(async (req, res) => {
      const { p, userCode } = ownedBy(req);
      if (p.status === PROPERTY_CLOSED) throw conflict('La propiedad ya está cerrada', 'id');
      const changed = await store.mutate((state) => {
        p.status = PROPERTY_CLOSED;
        p.closedAt = new Date().toISOString();
        const withdrawn = state.inbox.filter((e) => e.propertyId === p.propertyId && e.isAccepted === INBOX_PENDING && e.isWithdrawn !== 1);
        for (const e of withdrawn) e.isWithdrawn = 1;
        return withdrawn;
      });
      await alerts.record(userCode, (out) => {
        for (const e of changed) {
          out.notify(offerWithdrawn(catalog, e, p));
          out.offer(e, 'withdrawn');
        }
      });
      const changedOffers = changed.length;
      const answer: PropertyStatusChange = { propertyId: p.propertyId, status: PROPERTY_CLOSED, changedOffers };
      res.json(answer);
    }),
  );

  // Reopen: published again, and the offers the close withdrew (still pending) come back.
  router.post(
    apiPaths.propertyReopen,
    asyncHandler(async (req, res) => {
      const { p, userCode } = ownedBy(req);
      if (p.status === PROPERTY_PUBLISHED) throw conflict('La propiedad ya está publicada', 'id');
      const changed = await store.mutate((state) => {
        p.status = PROPERTY_PUBLISHED;
        delete p.closedAt;
        const restored = state.inbox.filter((e) => e.propertyId === p.propertyId && e.isAccepted === INBOX_PENDING && e.isWithdrawn === 1);
        for (const e of restored) e.isWithdrawn = 0;
        return restored;
      });
      await alerts.record(userCode, (out, state) => {
        for (const e of changed) out.offer(e, 'restored');
        // Back on the market: seekers it fits and who were not told yet hear of it now.
        fanOutProperty(out, state, catalog, p);
      });
      const changedOffers = changed.length;
      const answer: PropertyStatusChange = { propertyId: p.propertyId, status: PROPERTY_PUBLISHED, changedOffers };
      res.json(answer);
    }),
  );
}
