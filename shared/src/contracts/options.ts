import * as z from 'zod/mini';
import { id, processIdSchema, ubigeoIdSchema } from './primitives';

export const ubigeoSchema = z.object({
  ubigeoId: ubigeoIdSchema,
  department: z.string(),
  province: z.string(),
  district: z.string(),
});
export type Ubigeo = z.infer<typeof ubigeoSchema>;

export const typeProcessSchema = z.object({ tprocessId: processIdSchema, name: z.string() });
export type TypeProcess = z.infer<typeof typeProcessSchema>;

export const typePropertySchema = z.object({ tpropertyId: id('tpropertyId'), name: z.string() });
export type TypeProperty = z.infer<typeof typePropertySchema>;

export const characteristicSchema = z.object({ characteristicId: id('characteristicId'), name: z.string() });
export type Characteristic = z.infer<typeof characteristicSchema>;

export const imageProfileSchema = z.object({ imageProfileId: id('imageProfileId'), url: z.string() });
export type ImageProfile = z.infer<typeof imageProfileSchema>;

/** Known config keys (docs/product/constants.md); values travel as strings. */
export const CONFIG_KEYS = [
  'limit_min_alquiler',
  'limit_max_alquiler',
  'limit_min_venta',
  'limit_max_venta',
  'limit_min_area',
  'limit_max_area',
  'typeOwnerProperty',
  /** Days a request stays active without "Sigo buscando" (request-state.ts, default 60). */
  'limit_days_request',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];
export const configParameterSchema = z.object({ typeField: z.string(), value: z.string() });
export type ConfigParameter = z.infer<typeof configParameterSchema>;
