import {
  DEFAULT_REQUEST_DESCRIPTION,
  DEFAULT_REQUEST_TITLE,
  type HouseRequest,
  type HouseRequestUpdate,
} from '@lotengo/shared';
import { sharedPayloadFields, toNumber, type EditRequestFormValues } from '../../lib/form/request-form-schema';

/** A saved request as form values (docs/product/rules.md: the edit form shows every saved value). */
export function toEditValues(r: HouseRequest): EditRequestFormValues {
  return {
    tprocessId: String(r.tprocessId),
    tpropertyId: r.tpropertyId ? String(r.tpropertyId) : '',
    // The create form has no title (docs/product/screens.md): a placeholder title starts empty, so the required title
    // (docs/product/rules.md) asks for a real one instead of silently storing the card's "{tipo} en {distrito}".
    title: r.title.trim() === DEFAULT_REQUEST_TITLE ? '' : r.title,
    description: r.description === DEFAULT_REQUEST_DESCRIPTION ? '' : r.description,
    department: r.department,
    province: r.province,
    ubigeoId: r.ubigeoId ? String(r.ubigeoId) : '',
    referenceAddress: r.referenceAddress,
    coveredArea: r.coveredArea ? String(r.coveredArea) : '',
    isTerraza: r.isTerraza === '1',
    yearConstruction: r.yearConstruction >= 1 && r.yearConstruction <= 4 ? String(r.yearConstruction) : '',
    numberBedrooms: r.numberBedrooms ? String(r.numberBedrooms) : '',
    numberBathrooms: r.numberBathrooms ? String(r.numberBathrooms) : '',
    numberParkinglot: r.numberParkinglot ? String(r.numberParkinglot) : '',
    costInit: String(r.costInit),
    costEnd: String(r.costEnd),
    indexable: r.indexable,
  };
}

/** docs/product/entities.md update payload; status stays 1, fields the edit form lacks keep their saved values. */
export function toUpdatePayload(values: EditRequestFormValues, saved: HouseRequest): HouseRequestUpdate {
  const area = toNumber(values.coveredArea);
  return {
    houseRequestId: saved.houseRequestId,
    title: values.title.trim(),
    description: values.description.trim() || DEFAULT_REQUEST_DESCRIPTION,
    ...sharedPayloadFields(values),
    totalArea: 0,
    coveredArea: Number.isFinite(area) ? Math.round(area * 100) / 100 : 0,
    yearConstruction: Number(values.yearConstruction) || 0,
    numberCommonArea: saved.numberCommonArea ?? 0,
    isTerraza: values.isTerraza ? '1' : '0',
    userCode: saved.userCode,
    status: 1,
  };
}
