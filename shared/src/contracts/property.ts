import * as z from 'zod/mini';
import { flagSchema, id, money, optionalCount, noControlChars, processIdSchema, ubigeoIdSchema } from './primitives';
import { DEFAULT_PROPERTY_TITLE } from './placeholders';

/** Property status (team plan): 1 published, 2 closed by its owner ("Ya se alquiló" / "Ya se vendió"). */
export const PROPERTY_PUBLISHED = 1 as const;
export const PROPERTY_CLOSED = 2 as const;
export const propertyStatusSchema = z.union([z.literal(PROPERTY_PUBLISHED), z.literal(PROPERTY_CLOSED)], {
  error: 'status debe ser 1 o 2',
});
export type PropertyStatus = z.infer<typeof propertyStatusSchema>;

/** Limits of the documented additions (same names and bounds as on house requests). */
export const PROPERTY_REFERENCE_MAX = 150;
export const PROPERTY_AREA_MAX = 100_000;
export const PROPERTY_ADDRESS_MAX = 200;
export const PROPERTY_PHOTOS_MAX = 20;
/** The longest agency name ("Inmobiliaria" owners) the API accepts. */
export const AGENCY_NAME_MAX = 120;
/** Construction year: 0 = not given, else a calendar year from 1800 to five years ahead (projects on plan). */
export const PROPERTY_YEAR_MIN = 1800;
export const propertyYearMax = (): number => new Date().getFullYear() + 5;
/** The owner type that makes the agency name required (docs/product/rules.md). */
export const OWNER_TYPE_AGENCY = 'Inmobiliaria';

export const MAX_IMAGE_BYTES = 10_420_000;
/**
 * Property photos are shrunk on the device before upload (phones on mobile data): at most 1920 px on the
 * long side, about 1 MB, EXIF dropped (no GPS), off the main thread. In the contracts so scripts/bench/photos.ts uses
 * the same settings.
 */
/** The widths the storage serves an upload at (zod-free, in their own module: see there). */
export { FIRST_SLIDE_TIMING, PHOTO_WIDTHS, PREVIEW_PARAM, PREVIEW_WIDTH, type PhotoWidth } from './photo-widths';
export const PHOTO_COMPRESSION = {
  maxWidthOrHeight: 1920,
  maxSizeMB: 1,
  useWebWorker: true,
  preserveExif: false,
} as const;

export const multimediaSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  tipo: z.string().check(z.regex(/^image\//, 'tipo debe ser una imagen')),
  fileUrl: z.string().check(z.minLength(1), z.maxLength(1000)),
});
export type Multimedia = z.infer<typeof multimediaSchema>;

export { DEFAULT_PROPERTY_TITLE };
export const DEFAULT_PROPERTY_DESCRIPTION = 'no description';

const area = (what: string) =>
  z._default(
    z
      .number({ error: `${what} debe ser un número` })
      .check(
        z.gte(0, `${what} no puede ser negativa`),
        z.lte(PROPERTY_AREA_MAX, `${what} debe ser como máximo ${PROPERTY_AREA_MAX}`),
      ),
    0,
  );

/**
 * POST /property/property-registration (docs/product/entities.md "as sent on create"), plus the documented additions
 * referenceAddress, totalArea, coveredArea (m²) and yearConstruction. multimedias go in display order:
 * the first is the cover (urlPhotoPrincipal when read).
 */
export const propertyCreateSchema = z.object({
  propertyId: z.optional(z.number().check(z.int(), z.gte(0))),
  title: z._default(
    z.string().check(z.trim(), z.maxLength(80, 'title admite 80 caracteres'), noControlChars('title')),
    DEFAULT_PROPERTY_TITLE,
  ),
  description: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(1000, 'description admite 1000 caracteres'),
        noControlChars('description', { multiline: true }),
      ),
    DEFAULT_PROPERTY_DESCRIPTION,
  ),
  address: z
    .string({ error: 'address es requerido' })
    .check(
      z.trim(),
      z.minLength(1, 'address es requerido'),
      z.maxLength(PROPERTY_ADDRESS_MAX, `address admite ${PROPERTY_ADDRESS_MAX} caracteres`),
      noControlChars('address'),
    ),
  referenceAddress: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(PROPERTY_REFERENCE_MAX, `referenceAddress admite ${PROPERTY_REFERENCE_MAX} caracteres`),
        noControlChars('referenceAddress'),
      ),
    '',
  ),
  totalArea: area('totalArea'),
  coveredArea: area('coveredArea'),
  yearConstruction: z._default(
    z.number({ error: 'yearConstruction debe ser un número' }).check(
      z.int('yearConstruction debe ser un año'),
      z.refine(
        (y) => y === 0 || (y >= PROPERTY_YEAR_MIN && y <= propertyYearMax()),
        `yearConstruction debe ser un año entre ${PROPERTY_YEAR_MIN} y el actual`,
      ),
    ),
    0,
  ),
  ubigeoId: ubigeoIdSchema,
  // Optional (0 = not given): docs/product/rules.md requires none, and a plot of land has no bedrooms.
  numberBedrooms: optionalCount('numberBedrooms'),
  numberBathrooms: optionalCount('numberBathrooms'),
  numberParkinglot: optionalCount('numberParkinglot'),
  price: money('price'),
  tprocessId: processIdSchema,
  tpropertyId: id('tpropertyId'),
  declarationProperties: flagSchema,
  userCode: id('userCode'),
  status: z._default(z.literal(1), 1),
  characteristics: z._default(z.array(id('characteristicId')).check(z.maxLength(50)), []),
  multimedias: z._default(
    z
      .array(multimediaSchema)
      .check(z.maxLength(PROPERTY_PHOTOS_MAX, `multimedias admite ${PROPERTY_PHOTOS_MAX} imágenes`)),
    [],
  ),
  /**
   * Owner type, one of config parameter typeOwnerProperty, and the agency name, required only for
   * "Inmobiliaria" (kept by the API, which checks both: our addition).
   */
  typeOwner: z.optional(z.string().check(z.maxLength(60))),
  agencyName: z.optional(z.string().check(z.maxLength(AGENCY_NAME_MAX), noControlChars('agencyName'))),
  /** Service area and common areas, yes (1) or no (0): the create form asks both (docs/product/screens.md); same names
   * as on requests. */
  numberServicesAreas: z.optional(flagSchema),
  numberCommonArea: z.optional(flagSchema),
});
export type PropertyCreate = z.input<typeof propertyCreateSchema>;

/**
 * POST /property/{id}/update (our addition): the same fields and rules as create, for the owner only.
 * The status is not part of it (close and reopen have their own calls); photos already on the
 * property may stay, new ones must have been uploaded by the owner.
 */
export const propertyUpdateSchema = z.extend(z.omit(propertyCreateSchema, { status: true }), {
  propertyId: z.optional(id('propertyId')),
});
export type PropertyUpdate = z.input<typeof propertyUpdateSchema>;

export const propertyProcessTypeSchema = z.enum(['ALQUILAR', 'VENDER']);

/** A property as read (docs/product/entities.md), plus optional extras our mock API also returns. */
export const propertySchema = z.object({
  propertyId: id('propertyId'),
  title: z.string(),
  address: z.string(),
  price: z.number(),
  urlPhotoPrincipal: z.nullable(z.string()),
  processType: propertyProcessTypeSchema,
  propertyType: z.string(),
  department: z.string(),
  province: z.string(),
  district: z.string(),
  userCode: id('userCode'),
  ubigeoId: z.optional(z.number()),
  tprocessId: z.optional(processIdSchema),
  tpropertyId: z.optional(z.number()),
  numberBedrooms: z.optional(z.number()),
  numberBathrooms: z.optional(z.number()),
  numberParkinglot: z.optional(z.number()),
  /** 1 published, 2 closed. Absent means 1: only the owner ever reads a closed property. */
  status: z.optional(propertyStatusSchema),
  /** Owner's phone: only in contact answers (matches, inbox) and only where the server's contact rule allows it. */
  phoneNumber: z.optional(z.string()),
});
export type Property = z.infer<typeof propertySchema>;

/**
 * Why the caller may read one property (the server's rule, mock-api/src/domain/property-access.ts):
 * they own it, it was sent to them, or it answers one of their live requests.
 */
export const PROPERTY_ACCESS = ['owner', 'recipient', 'match'] as const;
/** The 403's reason when someone else asks for one property (the page shows its own text). */
export const PROPERTY_FORBIDDEN =
  'No puedes ver esta propiedad: solo la ven su propietario, las personas a quienes se envió y quienes buscan algo ' +
  'que coincide con ella';
export const propertyAccessSchema = z.enum(PROPERTY_ACCESS);
export type PropertyAccess = z.infer<typeof propertyAccessSchema>;

/**
 * GET /property/{id} (our addition): everything the edit form and the detail page need. Only its owner,
 * the people it was sent to and those whose live request it matches may read it (403 for anyone else,
 * 401 without a session); `access` says which of the three the caller is. The owner's phone follows
 * the contact rule, as in matches and the inbox.
 */
export const propertyDetailSchema = z.extend(propertySchema, {
  access: propertyAccessSchema,
  status: propertyStatusSchema,
  description: z.string(),
  referenceAddress: z.string(),
  totalArea: z.number(),
  coveredArea: z.number(),
  yearConstruction: z.number(),
  declarationProperties: flagSchema,
  characteristics: z.array(z.number()),
  multimedias: z.array(multimediaSchema),
  typeOwner: z.optional(z.string()),
  agencyName: z.optional(z.string()),
  ubigeoId: z.number(),
  tprocessId: processIdSchema,
  tpropertyId: z.number(),
  numberBedrooms: z.number(),
  numberBathrooms: z.number(),
  numberParkinglot: z.number(),
  numberServicesAreas: z.optional(flagSchema),
  numberCommonArea: z.optional(flagSchema),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

/**
 * GET /property/getProperty/{userCode} for the owner: every property of theirs, closed ones included,
 * with its status and how many seekers rejected it for each reason (keys of the inbox contract's
 * rejectReasonSchema; a reason nobody gave is absent). Keyed by string here to keep this module free
 * of an import cycle with inbox.ts.
 */
export const ownPropertySchema = z.extend(propertySchema, {
  status: propertyStatusSchema,
  rejectReasons: z._default(z.record(z.string(), z.number().check(z.int(), z.gte(0))), {}),
});
export type OwnProperty = z.infer<typeof ownPropertySchema>;

/** POST /property/{id}/close and /reopen (our additions): the new status and how many pending offers were withdrawn
 * (close) or restored (reopen). */
export const propertyStatusChangeSchema = z.object({
  propertyId: id('propertyId'),
  status: propertyStatusSchema,
  changedOffers: z.number().check(z.int(), z.gte(0)),
});
export type PropertyStatusChange = z.infer<typeof propertyStatusChangeSchema>;

export const propertyCreatedSchema = z.object({ propertyId: id('propertyId') });
