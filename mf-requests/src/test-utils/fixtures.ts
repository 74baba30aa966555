import type { HouseRequest, Property, SessionUser, Ubigeo } from '@lotengo/shared';

export const SEEKER: SessionUser = { userCode: 7, firstName: 'Ana', lastName: 'Quispe', avatarUrl: '' };
export const OWNER: SessionUser = { userCode: 9, firstName: 'Luis', lastName: 'Torres', avatarUrl: '' };

const place = (ubigeoId: number, department: string, province = '', district = ''): Ubigeo => ({ ubigeoId, department, province, district });

export const DEPARTMENTS: Ubigeo[] = [place(40000, 'AREQUIPA'), place(150000, 'LIMA')];
export const PROVINCES: Record<string, Ubigeo[]> = {
  LIMA: [place(150100, 'LIMA', 'LIMA'), place(150500, 'LIMA', 'CAÑETE')],
  AREQUIPA: [place(40100, 'AREQUIPA', 'AREQUIPA')],
};
export const DISTRICTS: Record<string, Ubigeo[]> = {
  'LIMA/LIMA': [place(150122, 'LIMA', 'LIMA', 'MIRAFLORES'), place(150131, 'LIMA', 'LIMA', 'SAN ISIDRO')],
  'LIMA/CAÑETE': [place(150501, 'LIMA', 'CAÑETE', 'SAN VICENTE DE CAÑETE')],
  'AREQUIPA/AREQUIPA': [place(40101, 'AREQUIPA', 'AREQUIPA', 'AREQUIPA'), place(40103, 'AREQUIPA', 'AREQUIPA', 'CAYMA')],
};
export const ALL_UBIGEOS: Ubigeo[] = Object.values(DISTRICTS).flat();

export const TYPE_PROPERTIES = [
  { tpropertyId: 1, name: 'Departamento' },
  { tpropertyId: 2, name: 'Casa' },
];
export const TYPE_PROCESSES = [
  { tprocessId: 2 as const, name: 'ALQUILAR' },
  { tprocessId: 3 as const, name: 'COMPRAR' },
];
export const CONFIG = [
  { typeField: 'limit_min_alquiler', value: '300' },
  { typeField: 'limit_max_alquiler', value: '10000' },
  { typeField: 'limit_min_venta', value: '20000' },
  { typeField: 'limit_max_venta', value: '2000000' },
  { typeField: 'limit_min_area', value: '0' },
  { typeField: 'limit_max_area', value: '1000' },
  { typeField: 'typeOwnerProperty', value: 'Propietario,Inmobiliaria' },
];

let nextId = 100;
export function makeRequest(over: Partial<HouseRequest> = {}): HouseRequest {
  const id = over.houseRequestId ?? nextId++;
  return {
    houseRequestId: id,
    title: `Depa con vista al parque ${id}`,
    description: 'no description',
    address: '',
    referenceAddress: 'Cerca al parque Kennedy',
    totalArea: 0,
    coveredArea: 85,
    yearConstruction: 2,
    numberBedrooms: 2,
    numberBathrooms: 2,
    numberParkinglot: 1,
    costInit: 800,
    costEnd: 1500,
    tprocessId: 2,
    tpropertyId: 1,
    ubigeoId: 150122,
    department: 'LIMA',
    province: 'LIMA',
    district: 'MIRAFLORES',
    isTerraza: '0',
    userCode: SEEKER.userCode,
    urlAvataruser: null,
    processType: 'ALQUILAR',
    propertyType: 'Departamento',
    numberCommonArea: 1,
    numberServicesAreas: 0,
    ...over,
  };
}

export function makeProperty(over: Partial<Property> = {}): Property {
  return {
    propertyId: 31,
    title: 'Departamento en Miraflores',
    address: 'Av. Larco 123',
    price: 1200,
    urlPhotoPrincipal: null,
    processType: 'ALQUILAR',
    propertyType: 'Departamento',
    department: 'LIMA',
    province: 'LIMA',
    district: 'MIRAFLORES',
    userCode: OWNER.userCode,
    ...over,
  };
}
