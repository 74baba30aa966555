/*
 * A small, real slice of the reference lists (ubigeo, option lists, config) and the fakes that serve
 * them: `fakeApi({ ...referenceApi })` answers every list call the forms and cards make.
 */
import { configParameterSchema, typeProcessSchema, typePropertySchema, ubigeoSchema, type Ubigeo } from '../contracts';
import type { ApiFakes } from './fake-api';

const place = (ubigeoId: number, department: string, province = '', district = ''): Ubigeo =>
  ubigeoSchema.parse({ ubigeoId, department, province, district });

export const DEPARTMENTS: Ubigeo[] = [place(40000, 'AREQUIPA'), place(150000, 'LIMA')];
export const PROVINCES: Record<string, Ubigeo[]> = {
  LIMA: [place(150100, 'LIMA', 'LIMA'), place(150500, 'LIMA', 'CAÑETE')],
  AREQUIPA: [place(40100, 'AREQUIPA', 'AREQUIPA')],
};
export const DISTRICTS: Record<string, Ubigeo[]> = {
  'LIMA/LIMA': [place(150122, 'LIMA', 'LIMA', 'MIRAFLORES'), place(150131, 'LIMA', 'LIMA', 'SAN ISIDRO')],
  'LIMA/CAÑETE': [place(150501, 'LIMA', 'CAÑETE', 'SAN VICENTE DE CAÑETE')],
  'AREQUIPA/AREQUIPA': [
    place(40101, 'AREQUIPA', 'AREQUIPA', 'AREQUIPA'),
    place(40103, 'AREQUIPA', 'AREQUIPA', 'CAYMA'),
  ],
};
export const ALL_DISTRICTS: Ubigeo[] = Object.values(DISTRICTS).flat();

export const TYPE_PROPERTIES = [
  { tpropertyId: 1, name: 'Departamento' },
  { tpropertyId: 2, name: 'Casa' },
  { tpropertyId: 3, name: 'Terreno' },
].map((t) => typePropertySchema.parse(t));

export const TYPE_PROCESSES_REQUEST = [
  { tprocessId: 2, name: 'ALQUILAR' },
  { tprocessId: 3, name: 'COMPRAR' },
].map((t) => typeProcessSchema.parse(t));

export const TYPE_PROCESSES_PROPERTY = [
  { tprocessId: 2, name: 'ALQUILAR' },
  { tprocessId: 3, name: 'VENDER' },
].map((t) => typeProcessSchema.parse(t));

export const CONFIG_PARAMETERS = [
  { typeField: 'limit_min_alquiler', value: '300' },
  { typeField: 'limit_max_alquiler', value: '10000' },
  { typeField: 'limit_min_venta', value: '20000' },
  { typeField: 'limit_max_venta', value: '2000000' },
  { typeField: 'limit_min_area', value: '0' },
  { typeField: 'limit_max_area', value: '1000' },
  { typeField: 'typeOwnerProperty', value: 'Propietario,Inmobiliaria' },
].map((c) => configParameterSchema.parse(c));

/** Fakes for every reference-list call; spread into fakeApi next to the calls a test cares about. */
export const referenceApi = {
  getDepartments: async () => DEPARTMENTS,
  getProvinces: async (department: string) => PROVINCES[department] ?? [],
  getDistricts: async (department: string, province: string) => DISTRICTS[`${department}/${province}`] ?? [],
  getUbigeos: async () => ALL_DISTRICTS,
  getTypeProperties: async () => TYPE_PROPERTIES,
  getTypeProcesses: async () => TYPE_PROCESSES_REQUEST,
  getTypeProcessesForRequest: async () => TYPE_PROCESSES_REQUEST,
  getTypeProcessesForProperty: async () => TYPE_PROCESSES_PROPERTY,
  getConfigParameters: async () => CONFIG_PARAMETERS,
} satisfies ApiFakes;
