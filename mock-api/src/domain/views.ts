import type { HouseRequest, InboxEntry, Property, User } from '@lotengo/shared/contracts';
import type { StoredHouseRequest, StoredInboxEntry, StoredProperty, StoredUser } from '../db/schema';
import type { Absolutize } from '../http/urls';
import type { Catalog } from './catalog';
import type { ContactVisibility } from './contact-visibility';
import { expiresAt } from './request-lifecycle';

/** What every projection needs: names for ids, owners for avatars/phones, absolute image URLs. */
export interface ViewContext {
  catalog: Catalog;
  abs: Absolutize;
  userByCode(code: number): StoredUser | undefined;
  /** Whose phone the caller may see (contact-visibility.ts); asked only by contact answers. */
  contact: ContactVisibility;
  /** `limit_days_request`: an active request's expiry is lastActiveAt plus this. */
  limitDays: number;
  requestById(id: number): StoredHouseRequest | undefined;
}

/**
 * Where a view may carry the other party's phone: only contact answers (matches, inbox) pass
 * `contact: true`, and even then the rule of contact-visibility.ts decides. Default: no phone.
 */
export interface ContactOption {
  contact?: boolean;
}

/** A user as read. Private fields are blanked unless the caller is that user. */
export function userView(u: StoredUser, ctx: Pick<ViewContext, 'abs'>, isSelf: boolean): User {
  return {
    userCode: u.userCode,
    userFirebaseId: isSelf ? u.userFirebaseId : '',
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phoneNumber: isSelf ? u.phoneNumber : '',
    avatarUrl: ctx.abs(u.avatarUrl),
    status: u.status,
  };
}

function place(ctx: ViewContext, ubigeoId: number) {
  const u = ctx.catalog.ubigeo(ubigeoId);
  return { department: u?.department ?? '', province: u?.province ?? '', district: u?.district ?? '' };
}

/** What a property and a request store alike, under the same names: owner, title, operation, type, place and rooms. */
function listingFields(x: StoredProperty | StoredHouseRequest, ctx: ViewContext) {
  return {
    userCode: x.userCode,
    title: x.title,
    tprocessId: x.tprocessId,
    tpropertyId: x.tpropertyId,
    propertyType: ctx.catalog.propertyTypeName(x.tpropertyId) ?? '',
    ubigeoId: x.ubigeoId,
    ...place(ctx, x.ubigeoId),
    numberBedrooms: x.numberBedrooms,
    numberBathrooms: x.numberBathrooms,
    numberParkinglot: x.numberParkinglot,
  };
}

/** A property as read; its listing fields are always there (the owner's detail view relies on them). */
export function propertyView(
  p: StoredProperty,
  ctx: ViewContext,
  opts: ContactOption = {},
): Property & ReturnType<typeof listingFields> {
  const photo = p.multimedias[0]?.fileUrl;
  const phoneNumber = opts.contact ? ctx.contact.propertyPhone(p) : undefined;
  return {
    propertyId: p.propertyId,
    address: p.address,
    price: p.price,
    urlPhotoPrincipal: photo ? ctx.abs(photo) : null,
    processType: ctx.catalog.processName(p.tprocessId, 'property') === 'VENDER' ? 'VENDER' : 'ALQUILAR',
    ...listingFields(p, ctx),
    ...(phoneNumber ? { phoneNumber } : {}),
  };
}

/** A request as read; the requester's phone only in contact answers, where the contact rule allows it. */
export function houseRequestView(
  r: StoredHouseRequest,
  ctx: ViewContext,
  opts: ContactOption & { offersCount?: number } = {},
): HouseRequest {
  const owner = ctx.userByCode(r.userCode);
  const phoneNumber = opts.contact ? ctx.contact.requestPhone(r) : undefined;
  return {
    houseRequestId: r.houseRequestId,
    description: r.description,
    address: r.referenceAddress,
    referenceAddress: r.referenceAddress,
    totalArea: r.totalArea,
    coveredArea: r.coveredArea,
    yearConstruction: r.yearConstruction,
    ...listingFields(r, ctx),
    costInit: r.costInit,
    costEnd: r.costEnd,
    isTerraza: r.isTerraza,
    urlAvataruser: owner ? ctx.abs(owner.avatarUrl) : null,
    processType: ctx.catalog.processName(r.tprocessId, 'request') === 'COMPRAR' ? 'COMPRAR' : 'ALQUILAR',
    numberCommonArea: r.numberCommonArea,
    ...(r.numberServicesAreas !== undefined ? { numberServicesAreas: r.numberServicesAreas } : {}),
    ...(phoneNumber ? { phoneNumber } : {}),
    ...(opts.offersCount !== undefined ? { offersCount: opts.offersCount } : {}),
    state: r.state,
    lastActiveAt: r.lastActiveAt,
    expiresAt: expiresAt(r, ctx.limitDays),
    indexable: r.indexable,
  };
}

export function inboxView(e: StoredInboxEntry, property: StoredProperty, ctx: ViewContext): InboxEntry {
  return {
    idInboxProperty: e.idInboxProperty,
    propertyId: e.propertyId,
    userCode: e.userCode,
    houseRequestId: e.houseRequestId,
    isAccepted: e.isAccepted,
    isRead: e.isRead,
    isWithdrawn: e.isWithdrawn ?? 0,
    ...(e.rejectReason ? { rejectReason: e.rejectReason } : {}),
    dateInbox: e.dateInbox,
    requestState: ctx.requestById(e.houseRequestId)?.state ?? 'closed',
    // The seeker who received it may contact the owner; the rule gives the sender nothing (own property).
    propertyDetail: propertyView(property, ctx, { contact: true }),
  };
}
