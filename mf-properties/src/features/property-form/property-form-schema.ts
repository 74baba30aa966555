import { z } from 'zod';
import {
  AGENCY_NAME_MAX,
  MONEY_MAX,
  OWNER_TYPE_AGENCY,
  PROPERTY_ADDRESS_MAX,
  PROPERTY_AREA_MAX,
  PROPERTY_REFERENCE_MAX,
  PROPERTY_YEAR_MIN,
  propertyYearMax,
} from '@lotengo/shared';
import { EMPTY_LISTING_FIELDS } from '@lotengo/shared/form';
import { propertiesTexts } from '../../texts';

const f = propertiesTexts.form;

/** What the form holds: strings as typed or chosen (selects and number inputs), booleans for the terms. */
export interface PropertyFormValues {
  typeOwner: string;
  agencyName: string;
  tprocessId: string;
  tpropertyId: string;
  department: string;
  province: string;
  ubigeoId: string;
  address: string;
  referenceAddress: string;
  numberServicesAreas: string;
  numberCommonArea: string;
  numberBedrooms: string;
  numberBathrooms: string;
  numberParkinglot: string;
  price: string;
  totalArea: string;
  coveredArea: string;
  yearConstruction: string;
  titleDeclaration: boolean;
  commissionTerms: boolean;
  confidentialityTerms: boolean;
}

export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  ...EMPTY_LISTING_FIELDS,
  typeOwner: '',
  agencyName: '',
  address: '',
  price: '',
  totalArea: '',
  coveredArea: '',
  yearConstruction: '',
  titleDeclaration: false,
  commissionTerms: false,
  confidentialityTerms: false,
};

const required = (message: string) => z.string().trim().min(1, message);
const accepted = z.boolean().refine((v) => v, f.termsRequired);

/** '' is "not given"; anything else must be a number in [min, max]. */
const optionalNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') return;
      const n = Number(v);
      if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: f.invalidNumber });
      else if (n < min) ctx.addIssue({ code: 'custom', message: f.minValue(min) });
      else if (n > max) ctx.addIssue({ code: 'custom', message: f.maxValue(max) });
    });

/**
 * docs/product/rules.md property form: the required fields with their exact messages, shown once touched. Ours:
 * counts 1–10 optional (asked only where they apply to the type), the agency name only for "Inmobiliaria"
 * (docs/product/rules.md), limits of the documented additions (reference 150, areas 0–100000 m², a plausible year).
 */
export const propertyFormSchema = z
  .object({
    typeOwner: required(f.ownerTypeRequired),
    agencyName: z.string().trim().max(AGENCY_NAME_MAX, f.maxLength(AGENCY_NAME_MAX)),
    tprocessId: required(f.operationRequired),
    tpropertyId: required(f.propertyTypeRequired),
    department: z.string(),
    province: z.string(),
    ubigeoId: required(f.districtRequired),
    address: required(f.addressRequired).max(PROPERTY_ADDRESS_MAX, f.maxLength(PROPERTY_ADDRESS_MAX)),
    referenceAddress: z.string().trim().max(PROPERTY_REFERENCE_MAX, f.maxLength(PROPERTY_REFERENCE_MAX)),
    numberServicesAreas: z.string(),
    numberCommonArea: z.string(),
    // Optional (docs/product/rules.md requires none; a plot of land has none): '' is sent as 0, "not given".
    numberBedrooms: z.string(),
    numberBathrooms: z.string(),
    numberParkinglot: z.string(),
    price: required(f.priceRequired).pipe(optionalNumber(0, MONEY_MAX)),
    totalArea: optionalNumber(0, PROPERTY_AREA_MAX),
    coveredArea: optionalNumber(0, PROPERTY_AREA_MAX),
    yearConstruction: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d{4}$/.test(v) && Number(v) >= PROPERTY_YEAR_MIN && Number(v) <= propertyYearMax()),
        f.yearRange(PROPERTY_YEAR_MIN, propertyYearMax()),
      ),
    titleDeclaration: accepted,
    commissionTerms: accepted,
    confidentialityTerms: accepted,
  })
  .superRefine((v, ctx) => {
    if (v.typeOwner === OWNER_TYPE_AGENCY && v.agencyName.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['agencyName'], message: f.agencyNameRequired });
  });
