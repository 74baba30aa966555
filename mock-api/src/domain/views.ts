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

export function propertyView(p: StoredProperty, ctx: ViewContext, opts: ContactOption = {}): Property {
  const photo = p.multimedias[0]?.fileUrl;
  const phoneNumber = opts.contact ? ctx.contact.propertyPhone(p) : undefined;
  return {
    propertyId: p.propertyId,
    title: p.title,
    address: p.address,
    price: p.price,
    urlPhotoPrincipal: photo ? ctx.abs(photo) : null,
    processType: ctx.catalog.processName(p.tprocessId, 'property') === 'VENDER' ? 'VENDER' : 'ALQUILAR',
    propertyType: ctx.catalog.propertyTypeName(p.tpropertyId) ?? '',
    ...place(ctx, p.ubigeoId),
    userCode: p.userCode,
    ubigeoId: p.ubigeoId,
    tprocessId: p.tprocessId,
    tpropertyId: p.tpropertyId,
    numberBedrooms: p.numberBedrooms,
    numberBathrooms: p.numberBathrooms,
    numberParkinglot: p.numberParkinglot,
    ...(phoneNumber ? { phoneNumber } : {}),
  };
}

/** A request as read; the requester's phone only in contact answers, where the contact rule allows it. */
export function houseRequestView(r: StoredHouseRequest, ctx: ViewContext, opts: ContactOption & { offersCount?: number } = {}): HouseRequest {
  const owner = ctx.userByCode(r.userCode);
  const phoneNumber = opts.contact ? ctx.contact.requestPhone(r) : undefined;
  return {
    houseRequestId: r.houseRequestId,
    title: r.title,
    description: r.description,
    address: r.referenceAddress,
    referenceAddress: r.referenceAddress,
    totalArea: r.totalArea,
    coveredArea: r.coveredArea,
    yearConstruction: r.yearConstruction,
    numberBedrooms: r.numberBedrooms,
    numberBathrooms: r.numberBathrooms,
    numberParkinglot: r.numberParkinglot,
    costInit: r.costInit,
    costEnd: r.costEnd,
    tprocessId: r.tprocessId,
    tpropertyId: r.tpropertyId,
    ubigeoId: r.ubigeoId,
    ...place(ctx, r.ubigeoId),
    isTerraza: r.isTerraza,
    userCode: r.userCode,
    urlAvataruser: owner ? ctx.abs(owner.avatarUrl) : null,
    processType: ctx.catalog.processName(r.tprocessId, 'request') === 'COMPRAR' ? 'COMPRAR' : 'ALQUILAR',
    propertyType: ctx.catalog.propertyTypeName(r.tpropertyId) ?? '',
    numberCommonArea: r.numberCommonArea,
    ...(r.numberServicesAreas !== undefined ? { numberServicesAreas: r.numberServicesAreas } : {}),
    ...(phoneNumber ? { phoneNumber } : {}),
    ...(opts.offersCount !== undefined ? { offersCount: opts.offersCount } : {}),
    state: r.state,
    lastActiveAt: r.lastActiveAt,
    expiresAt: expiresAt(r, ctx.limitDays),
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
