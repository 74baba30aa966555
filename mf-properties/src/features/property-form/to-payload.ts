import { OWNER_TYPE_AGENCY, type Multimedia, type PropertyCreate, type PropertyDetail } from '@lotengo/shared';
import { EMPTY_PROPERTY_FORM, type PropertyFormValues } from './property-form-schema';

const num = (v: string) => (v.trim() === '' ? 0 : Number(v));
const flag = (v: string): 0 | 1 | undefined => (v === '1' ? 1 : v === '0' ? 0 : undefined);

/** The create/update body (docs/product/entities.md) from valid form values, photos in display order (the first is the
 * cover). */
export function toPropertyPayload(
  values: PropertyFormValues,
  userCode: number,
  multimedias: Multimedia[],
): PropertyCreate {
  const agency = values.typeOwner === OWNER_TYPE_AGENCY;
  return {
    address: values.address.trim(),
    referenceAddress: values.referenceAddress.trim(),
    ubigeoId: Number(values.ubigeoId),
    numberBedrooms: num(values.numberBedrooms),
    numberBathrooms: num(values.numberBathrooms),
    numberParkinglot: num(values.numberParkinglot),
    price: Number(values.price),
    totalArea: num(values.totalArea),
    coveredArea: num(values.coveredArea),
    yearConstruction: num(values.yearConstruction),
    tprocessId: Number(values.tprocessId) as PropertyCreate['tprocessId'],
    tpropertyId: Number(values.tpropertyId),
    // The title declaration checkbox is the declaration of ownership (required to publish).
    declarationProperties: values.titleDeclaration ? 1 : 0,
    userCode,
    status: 1,
    multimedias,
    typeOwner: values.typeOwner,
    ...(agency ? { agencyName: values.agencyName.trim() } : {}),
    ...(flag(values.numberServicesAreas) !== undefined
      ? { numberServicesAreas: flag(values.numberServicesAreas) }
      : {}),
    ...(flag(values.numberCommonArea) !== undefined ? { numberCommonArea: flag(values.numberCommonArea) } : {}),
  };
}

const text = (n: number | undefined) => (n ? String(n) : '');

/** A stored property as form values (the edit form); the terms were accepted when it was published. */
export function propertyToFormValues(p: PropertyDetail): PropertyFormValues {
  return {
    ...EMPTY_PROPERTY_FORM,
    typeOwner: p.typeOwner ?? '',
    agencyName: p.agencyName ?? '',
    tprocessId: String(p.tprocessId),
    tpropertyId: String(p.tpropertyId),
    department: p.department,
    province: p.province,
    ubigeoId: String(p.ubigeoId),
    address: p.address,
    referenceAddress: p.referenceAddress,
    numberServicesAreas: p.numberServicesAreas === undefined ? '' : String(p.numberServicesAreas),
    numberCommonArea: p.numberCommonArea === undefined ? '' : String(p.numberCommonArea),
    numberBedrooms: text(p.numberBedrooms),
    numberBathrooms: text(p.numberBathrooms),
    numberParkinglot: text(p.numberParkinglot),
    price: String(p.price),
    totalArea: text(p.totalArea),
    coveredArea: text(p.coveredArea),
    yearConstruction: text(p.yearConstruction),
    titleDeclaration: p.declarationProperties === 1,
    commissionTerms: true,
    confidentialityTerms: true,
  };
}
