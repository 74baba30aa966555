import type { Request, Router } from 'express';
import {
  apiPaths,
  INBOX_PENDING,
  INBOX_REJECTED,
  PROPERTY_CLOSED,
  PROPERTY_PUBLISHED,
  PROPERTY_FORBIDDEN,
  type OwnProperty,
  type PropertyAccess,
  type PropertyDetail,
  type PropertyStatusChange,
} from '@lotengo/shared/contracts';
import { requireUser } from '../auth/middleware';
import { propertyAccess } from '../domain/property-access';
import type { StoredInboxEntry, StoredProperty } from '../db/schema';
import type { Store } from '../db/store';
import { propertyView, type ViewContext } from '../domain/views';
import { asyncHandler, badRequest, conflict, forbidden } from '../http/errors';
import { paramRecord, parseBody } from '../http/validate';
import { type Deps, viewContext } from './deps';
import { updateBodySchema, writableFields } from './property-rules';
import { fanOutProperty } from '../alerts/fan-out';
import { prepare, qb } from '../db/typed-query';
import { sql } from 'kysely';
import { offerWithdrawn } from '../alerts/drafts';

/** The owner's own card: status and how many seekers rejected it for each reason. */
export function ownPropertyView(
  p: StoredProperty,
  ctx: ViewContext,
  rejects: Map<number, Record<string, number>>,
): OwnProperty {
  return { ...propertyView(p, ctx), status: p.status, rejectReasons: rejects.get(p.propertyId) ?? {} };
}

const rejectReasonCounts = prepare((ownerCode: number) =>
  qb
    .selectFrom('inbox')
    .select(['propertyId', 'rejectReason', (eb) => eb.fn.countAll<number>().as('n')])
    .where('isAccepted', '=', INBOX_REJECTED)
    .where('rejectReason', 'is not', null)
    .where('propertyId', 'in', qb.selectFrom('properties').select('propertyId').where('userCode', '=', ownerCode))
    .groupBy(['propertyId', 'rejectReason']),
);

/** Reject-reason counts per property of an owner, counted by SQLite. */
export function rejectCounts(store: Store, ownerCode: number): Map<number, Record<string, number>> {
  const rows = store.read(rejectReasonCounts(ownerCode));
  const counts = new Map<number, Record<string, number>>();
  for (const { propertyId, rejectReason, n } of rows) {
    counts.set(propertyId, { ...counts.get(propertyId), [rejectReason!]: n });
  }
  return counts;
}

const offersOfPropertyTo = prepare((viewerCode: number, propertyId: number) =>
  qb.selectFrom('inbox').selectAll().where('userCode', '=', viewerCode).where('propertyId', '=', propertyId),
);
const requestsOfKey = prepare((viewerCode: number, ubigeoId: number, tprocessId: number, tpropertyId: number) =>
  qb
    .selectFrom('houseRequests')
    .selectAll()
    .where('userCode', '=', viewerCode)
    .where('ubigeoId', '=', ubigeoId)
    .where('tprocessId', '=', tprocessId as StoredProperty['tprocessId'])
    .where('tpropertyId', '=', tpropertyId),
);

/**
 * What property-access.ts needs of a viewer to decide on `p`: the offers of it they received and their
 * requests of its operation, type and district (no other can match it).
 */
const viewerSideFor = (store: Store, viewerCode: number, p: StoredProperty) => ({
  inbox: store.inbox.select(offersOfPropertyTo(viewerCode, p.propertyId)),
  houseRequests: store.houseRequests.select(requestsOfKey(viewerCode, p.ubigeoId, p.tprocessId, p.tpropertyId)),
});

const pendingOffersOf = prepare((propertyId: number, withdrawn: number) =>
  qb
    .selectFrom('inbox')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .where('isAccepted', '=', INBOX_PENDING)
    .where((eb) => eb(eb.fn.coalesce('isWithdrawn', sql.lit(0)), '!=', withdrawn)),
);

function detailView(p: StoredProperty, ctx: ViewContext, access: PropertyAccess): PropertyDetail {
  return {
    // The owner's phone where the contact rule allows it (a recipient, a match), as the inbox and matches do.
    ...propertyView(p, ctx, { contact: true }),
    access,
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
  };
}

/** Closing withdraws a property's pending offers, reopening brings them back: the offers that changed. */
function setPendingOffersWithdrawn(store: Store, propertyId: number, withdrawn: 0 | 1): StoredInboxEntry[] {
  const changed = store.inbox.select(pendingOffersOf(propertyId, withdrawn));
  for (const e of changed) store.inbox.update(e.idInboxProperty, { isWithdrawn: withdrawn });
  return changed.map((e) => ({ ...e, isWithdrawn: withdrawn }));
}

/**
 * Our additions for the owner: read one property, update it, close it ("Ya se alquiló" /
 * "Ya se vendió") and reopen it. Writes: 401 without a token, 404 for an unknown id, 403 for
 * someone else's property, 400 naming the field for bad input.
 */
export function propertyOwnerRoutes(router: Router, deps: Deps): void {
  const { store, catalog, alerts } = deps;

  const find = (req: Request): StoredProperty =>
    paramRecord(req, 'id', (id) => store.properties.get(id), 'la propiedad');
  const ownedBy = (req: Request): { p: StoredProperty; userCode: number } => {
    const user = requireUser(req, store);
    const p = find(req);
    if (p.userCode !== user.userCode) throw forbidden('Esta propiedad no es tuya', 'id');
    return { p, userCode: user.userCode };
  };

  // One property: for its owner, the people it was sent to and those it matches (domain/property-access.ts).
  router.get(
    apiPaths.property,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const p = find(req);
      const access = propertyAccess(viewerSideFor(store, user.userCode, p), p, user.userCode);
      if (!access) throw forbidden(PROPERTY_FORBIDDEN, 'id');
      res.json(detailView(p, viewContext(req, deps), access));
    }),
  );

  router.post(
    apiPaths.propertyUpdate,
    asyncHandler(async (req, res) => {
      const { p, userCode } = ownedBy(req);
      const body = parseBody(updateBodySchema, req.body);
      if (body.propertyId !== undefined && body.propertyId !== p.propertyId)
        throw badRequest('propertyId no coincide con la propiedad de la ruta', 'propertyId');
      if (body.userCode !== userCode) throw forbidden('Solo puedes guardar propiedades a tu nombre', 'userCode');
      const fields = writableFields(body, { catalog, store, uploadsDir: deps.uploadsDir, userCode, existing: p });
      alerts.change(
        userCode,
        ({ out, now }) => {
          // Fields an update leaves empty are dropped, not kept from before (e.g. no agency name any more).
          const changes = { typeOwner: undefined, agencyName: undefined, ...fields, updatedAt: now };
          store.properties.update(p.propertyId, changes);
          fanOutProperty(out, store, catalog, { ...p, ...changes });
        },
        'property',
      );
      res.json({ propertyId: p.propertyId });
    }),
  );

  /**
   * Close: leaves searches, linking and matches; every pending offer of it is withdrawn at once.
   * Reopen: published again, and the offers the close withdrew (still pending) come back.
   */
  const moveTo = (status: typeof PROPERTY_CLOSED | typeof PROPERTY_PUBLISHED, alreadyThere: string) =>
    asyncHandler(async (req, res) => {
      const { p, userCode } = ownedBy(req);
      if (p.status === status) throw conflict(alreadyThere, 'id');
      const closing = status === PROPERTY_CLOSED;
      const changed = alerts.change(userCode, ({ out, now }) => {
        const fields = { status, closedAt: closing ? now : undefined };
        store.properties.update(p.propertyId, fields);
        const moved = { ...p, ...fields };
        const offers = setPendingOffersWithdrawn(store, p.propertyId, closing ? 1 : 0);
        for (const e of offers) {
          if (closing) out.notify(offerWithdrawn(catalog, e, moved));
          out.offer(e, closing ? 'withdrawn' : 'restored');
        }
        // Back on the market: seekers it fits and who were not told yet hear of it now.
        if (!closing) fanOutProperty(out, store, catalog, moved);
        return offers;
      });
      const answer: PropertyStatusChange = { propertyId: p.propertyId, status, changedOffers: changed.length };
      res.json(answer);
    });
  router.post(apiPaths.propertyClose, moveTo(PROPERTY_CLOSED, 'La propiedad ya está cerrada'));
  router.post(apiPaths.propertyReopen, moveTo(PROPERTY_PUBLISHED, 'La propiedad ya está publicada'));
}
