import { DEFAULT_REQUEST_DESCRIPTION, DEFAULT_REQUEST_TITLE, type HouseRequestCreate } from '@lotengo/shared';
import { toMoney, toNumber, type CreateRequestFormValues } from '../../lib/form/request-form-schema';

/** SPEC §3 create payload: the form has no title or description, so the defaults go; area and age are 0. */
export function toCreatePayload(values: CreateRequestFormValues, userCode: number): HouseRequestCreate {
  return {
    title: DEFAULT_REQUEST_TITLE,
    description: DEFAULT_REQUEST_DESCRIPTION,
    referenceAddress: values.referenceAddress.trim(),
    totalArea: 0,
    coveredArea: 0,
    ubigeoId: toNumber(values.ubigeoId),
    yearConstruction: 0,
    numberBedrooms: toNumber(values.numberBedrooms),
    numberBathrooms: toNumber(values.numberBathrooms),
    numberParkinglot: toNumber(values.numberParkinglot),
    tpropertyId: toNumber(values.tpropertyId),
    tprocessId: toNumber(values.tprocessId) as 2 | 3,
    costInit: toMoney(values.costInit),
    costEnd: toMoney(values.costEnd),
    numberCommonArea: values.numberCommonArea === '1' ? 1 : 0,
    numberServicesAreas: values.numberServicesAreas === '1' ? 1 : 0,
    isTerraza: '0',
    userCode,
    status: 1,
  };
}
