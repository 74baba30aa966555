import * as z from 'zod/mini';
import {
  multimediaSchema,
  OWNER_TYPE_AGENCY,
  PROPERTY_PHOTOS_MAX,
  propertyCreateSchema,
  propertyUpdateSchema,
  type Multimedia,
} from '@lotengo/shared/contracts';
import type { StoredProperty } from '../db/schema';
import type { Store } from '../db/store';
import type { Catalog } from '../domain/catalog';
import { badRequest } from '../http/errors';
import { safeUrlSchema } from '../http/validate';
import { apiRelativePath, isStoredUpload } from './storage';

const photos = z._default(
  z
    .array(z.extend(multimediaSchema, { fileUrl: safeUrlSchema }))
    .check(z.maxLength(PROPERTY_PHOTOS_MAX, `multimedias admite ${PROPERTY_PHOTOS_MAX} imágenes`)),
  [],
);

/** Create and update bodies: the shared contracts, with photo URLs that cannot smuggle a script scheme. */
export const createBodySchema = z.extend(propertyCreateSchema, { multimedias: photos });
export const updateBodySchema = z.extend(propertyUpdateSchema, { multimedias: photos });
type Body = z.output<typeof updateBodySchema>;

/** The fields a create or an update writes: everything but ids, owner, status and timestamps. */
export type WritableFields = Omit<
  StoredProperty,
  'propertyId' | 'userCode' | 'status' | 'createdAt' | 'updatedAt' | 'closedAt'
>;

export interface RuleContext {
  catalog: Catalog;
  store: Store;
  uploadsDir: string;
  /** The caller, who must own every new photo. */
  userCode: number;
  /** On update: the property as stored, whose photos may stay as they are. */
  existing?: StoredProperty;
}

const ownerTypes = (store: Store): string[] =>
  (store.config('typeOwnerProperty') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * Each photo must be a file this API stored for the caller (POST /storage/upload), or one already on
 * the property being edited. Stored as a path relative to the API host, like every image we serve.
 */
function checkPhotos(list: Multimedia[], ctx: RuleContext): Multimedia[] {
  const kept = new Set((ctx.existing?.multimedias ?? []).map((m) => apiRelativePath(m.fileUrl) ?? m.fileUrl));
  const seen = new Set<string>();
  return list.map((m, i) => {
    const rel = apiRelativePath(m.fileUrl);
    const key = rel ?? m.fileUrl;
    const ok = kept.has(key) || (rel !== null && isStoredUpload(rel, ctx.userCode, ctx.uploadsDir));
    if (!ok) throw badRequest('La foto no es una imagen que hayas subido a Lo Tengo', `multimedias.${i}.fileUrl`);
    if (seen.has(key)) throw badRequest('La misma foto está dos veces', `multimedias.${i}.fileUrl`);
    seen.add(key);
    return { name: m.name, tipo: m.tipo, fileUrl: key };
  });
}

/**
 * The one set of rules for create and update (what the schema alone cannot know): the district and
 * type exist, the characteristics exist, the owner type is one of typeOwnerProperty and an agency
 * names itself, and the photos are the caller's. Throws 400 naming the field.
 */
export function writableFields(body: Body, ctx: RuleContext): WritableFields {
  const { catalog } = ctx;
  if (!catalog.isDistrict(body.ubigeoId))
    throw badRequest(`ubigeoId ${body.ubigeoId} no es un distrito existente`, 'ubigeoId');
  if (!catalog.propertyTypeName(body.tpropertyId))
    throw badRequest(`tpropertyId ${body.tpropertyId} no existe`, 'tpropertyId');
  body.characteristics.forEach((id, i) => {
    if (!catalog.hasCharacteristic(id)) throw badRequest(`La característica ${id} no existe`, `characteristics.${i}`);
  });
  const typeOwner = body.typeOwner?.trim() || undefined;
  const allowed = ownerTypes(ctx.store);
  if (typeOwner && !allowed.includes(typeOwner))
    throw badRequest(`typeOwner debe ser uno de: ${allowed.join(', ')}`, 'typeOwner');
  const agencyName = body.agencyName?.trim() || undefined;
  if (typeOwner === OWNER_TYPE_AGENCY && !agencyName)
    throw badRequest('agencyName es requerido para una inmobiliaria', 'agencyName');
  const multimedias = checkPhotos(body.multimedias, ctx);
  return {
    title: body.title,
    description: body.description,
    address: body.address,
    referenceAddress: body.referenceAddress,
    totalArea: body.totalArea,
    coveredArea: body.coveredArea,
    yearConstruction: body.yearConstruction,
    ubigeoId: body.ubigeoId,
    numberBedrooms: body.numberBedrooms,
    numberBathrooms: body.numberBathrooms,
    numberParkinglot: body.numberParkinglot,
    price: body.price,
    tprocessId: body.tprocessId,
    tpropertyId: body.tpropertyId,
    declarationProperties: body.declarationProperties,
    characteristics: [...new Set(body.characteristics)],
    multimedias,
    ...(typeOwner ? { typeOwner } : {}),
    ...(body.numberServicesAreas !== undefined ? { numberServicesAreas: body.numberServicesAreas } : {}),
    ...(body.numberCommonArea !== undefined ? { numberCommonArea: body.numberCommonArea } : {}),
    // The agency name only means something for an agency (docs/product/rules.md owner type).
    ...(typeOwner === OWNER_TYPE_AGENCY ? { agencyName } : {}),
  };
}
