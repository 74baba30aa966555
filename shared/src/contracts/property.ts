import { z } from 'zod';
import { flagSchema, id, money, count, processIdSchema, ubigeoIdSchema } from './primitives';

export const MAX_IMAGE_BYTES = 10_420_000;

export const multimediaSchema = z.object({
  name: z.string().min(1).max(200),
  tipo: z.string().regex(/^image\//, 'tipo debe ser una imagen'),
  fileUrl: z.string().min(1).max(1000),
});
export type Multimedia = z.infer<typeof multimediaSchema>;

export const DEFAULT_PROPERTY_TITLE = 'no-title-property';
export const DEFAULT_PROPERTY_DESCRIPTION = 'no description';

/** POST /property/property-registration (SPEC §3 "as sent on create"). */
export const propertyCreateSchema = z.object({
  propertyId: z.number().int().min(0).optional(),
  title: z.string().trim().max(80, 'title admite 80 caracteres').default(DEFAULT_PROPERTY_TITLE),
  description: z.string().trim().max(1000, 'description admite 1000 caracteres').default(DEFAULT_PROPERTY_DESCRIPTION),
  address: z.string({ error: 'address es requerido' }).trim().min(1, 'address es requerido').max(200, 'address admite 200 caracteres'),
  ubigeoId: ubigeoIdSchema,
  numberBedrooms: count('numberBedrooms'),
  numberBathrooms: count('numberBathrooms'),
  numberParkinglot: count('numberParkinglot'),
  price: money('price'),
  tprocessId: processIdSchema,
  tpropertyId: id('tpropertyId'),
  declarationProperties: flagSchema,
  userCode: id('userCode'),
  status: z.literal(1).default(1),
  characteristics: z.array(id('characteristicId')).max(50).default([]),
  multimedias: z.array(multimediaSchema).max(20, 'multimedias admite 20 imágenes').default([]),
  /** Owner type from typeOwnerProperty and the agency name when it is "Inmobiliaria" (our addition). */
  typeOwner: z.string().max(60).optional(),
  agencyName: z.string().max(120).optional(),
});
export type PropertyCreate = z.input<typeof propertyCreateSchema>;

export const propertyProcessTypeSchema = z.enum(['ALQUILAR', 'VENDER']);

/** A property as read (SPEC §3), plus optional extras our mock API also returns. */
export const propertySchema = z.object({
  propertyId: id('propertyId'),
  title: z.string(),
  address: z.string(),
  price: z.number(),
  urlPhotoPrincipal: z.string().nullable(),
  processType: propertyProcessTypeSchema,
  propertyType: z.string(),
  department: z.string(),
  province: z.string(),
  district: z.string(),
  userCode: id('userCode'),
  ubigeoId: z.number().optional(),
  tprocessId: processIdSchema.optional(),
  tpropertyId: z.number().optional(),
  numberBedrooms: z.number().optional(),
  numberBathrooms: z.number().optional(),
  numberParkinglot: z.number().optional(),
});
export type Property = z.infer<typeof propertySchema>;

export const propertyCreatedSchema = z.object({ propertyId: id('propertyId') });

/** GET /property/match-property/{userCode}: a property of someone else that fits one of the user's requests. */
export const propertyMatchSchema = propertySchema.extend({ houseRequestId: id('houseRequestId') });
export type PropertyMatch = z.infer<typeof propertyMatchSchema>;
