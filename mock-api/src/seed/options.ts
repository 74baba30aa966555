import {
  DEFAULT_LIMIT_DAYS_REQUEST,
  LIMIT_DAYS_REQUEST_KEY,
  PROCESS_BUY,
  PROCESS_RENT,
  type ConfigParameter,
} from '@lotengo/shared/contracts';
import type { StoredImageProfile, StoredTypeProcess } from '../db/schema';
import { AVATAR_COUNT, avatarPath } from './svg';

/** Rent is ALQUILAR on both sides; id 3 is VENDER for properties and COMPRAR for requests (docs/product/entities.md,
 * docs/product/constants.md). */
export const TYPE_PROCESSES: StoredTypeProcess[] = [
  { tprocessId: PROCESS_RENT, propertyName: 'ALQUILAR', requestName: 'ALQUILAR' },
  { tprocessId: PROCESS_BUY, propertyName: 'VENDER', requestName: 'COMPRAR' },
];

export const TYPE_PROPERTIES = [
  { tpropertyId: 1, name: 'Casa' },
  { tpropertyId: 2, name: 'Departamento' },
  { tpropertyId: 3, name: 'Terreno' },
  { tpropertyId: 4, name: 'Oficina' },
  { tpropertyId: 5, name: 'Local comercial' },
  { tpropertyId: 6, name: 'Casa de playa' },
  { tpropertyId: 7, name: 'Habitación' },
] as const;

export const TYPE = { casa: 1, departamento: 2, terreno: 3, oficina: 4, local: 5, playa: 6, habitacion: 7 } as const;

export const CHARACTERISTICS = [
  'Piscina',
  'Jardín',
  'Ascensor',
  'Terraza',
  'Amoblado',
  'Acepta mascotas',
  'Gimnasio',
  'Vigilancia 24 horas',
  'Zona de parrillas',
  'Cochera techada',
  'Depósito',
  'Vista al mar',
  'Vista a parque',
  'Cuarto de servicio',
  'Agua caliente',
  'Cerca a centros comerciales',
].map((name, i) => ({ characteristicId: i + 1, name }));

export const IMAGE_PROFILES: StoredImageProfile[] = Array.from({ length: AVATAR_COUNT }, (_, i) => ({
  imageProfileId: i + 1,
  path: avatarPath(i + 1),
}));

/**
 * Slider bounds in US dollars (cards show $): monthly rents in Lima go from a room (~300) to a large
 * house or office floor (~20,000); sales from a small plot in the provinces (~10,000) to a top-end
 * house in La Molina or San Isidro (~2,000,000). Area in m2 for the (unwired) area slider.
 */
export const CONFIG_PARAMETERS: ConfigParameter[] = [
  { typeField: 'limit_min_alquiler', value: '300' },
  { typeField: 'limit_max_alquiler', value: '20000' },
  { typeField: 'limit_min_venta', value: '10000' },
  { typeField: 'limit_max_venta', value: '2000000' },
  { typeField: 'limit_min_area', value: '0' },
  { typeField: 'limit_max_area', value: '1000' },
  { typeField: LIMIT_DAYS_REQUEST_KEY, value: String(DEFAULT_LIMIT_DAYS_REQUEST) },
  { typeField: 'typeOwnerProperty', value: 'Propietario,Inmobiliaria,Corredor' },
];

export const BUDGET_BOUNDS = {
  [PROCESS_RENT]: { min: 300, max: 20_000 },
  [PROCESS_BUY]: { min: 10_000, max: 2_000_000 },
} as const;
