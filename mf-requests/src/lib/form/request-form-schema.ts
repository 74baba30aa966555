import { z } from 'zod';
import { COVERED_AREA_MAX, REFERENCE_ADDRESS_MAX, REQUEST_DESCRIPTION_MAX, REQUEST_TITLE_MAX } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { EMPTY_LISTING_FIELDS } from '@lotengo/shared/form';

const v = messages.validation;

/** Form inputs hold strings; these turn them into the numbers the contracts expect. */
export const toNumber = (s: string) => (s.trim() === '' ? NaN : Number(s));
const isNumeric = (s: string) => Number.isFinite(toNumber(s));

/** A budget amount (docs/product/rules.md): required, a number, not negative. */
const amount = z
  .string()
  .trim()
  .min(1, v.required)
  .refine((s) => s === '' || isNumeric(s), v.invalidNumber)
  .refine((s) => !isNumeric(s) || toNumber(s) >= 0, v.minValue(0));

/** Ours (docs/product/rules.md showed none): the minimum budget may not exceed the maximum. Shown under the maximum. */
type Budget = { costInit: string; costEnd: string };
function budgetInOrder<S extends z.ZodType<Budget, Budget>>(schema: S): S {
  return schema.refine((f) => toNumber(f.costInit) <= toNumber(f.costEnd), {
    message: v.budgetOrder,
    path: ['costEnd'],
    // Also when other fields fail, so the message shows with the rest on an invalid submit.
    when: (payload) => {
      const f = payload.value as Partial<Budget> | undefined;
      return Boolean(
        f &&
        typeof f.costInit === 'string' &&
        typeof f.costEnd === 'string' &&
        isNumeric(f.costInit) &&
        isNumeric(f.costEnd),
      );
    },
  });
}

const location = {
  department: z.string(),
  province: z.string(),
  ubigeoId: z.string().min(1, v.districtRequired),
};

const referenceAddress = z
  .string()
  .trim()
  .min(1, v.required)
  .max(REFERENCE_ADDRESS_MAX, v.maxLength(REFERENCE_ADDRESS_MAX));

/** docs/product/rules.md, "Create request": every field required with "* Requerido" (district: "* Distrito requerido").
 */
export const createRequestFormSchema = budgetInOrder(
  z.object({
    tprocessId: z.string().min(1, v.required),
    tpropertyId: z.string().min(1, v.required),
    ...location,
    referenceAddress,
    numberServicesAreas: z.string().min(1, v.required),
    numberCommonArea: z.string().min(1, v.required),
    numberBedrooms: z.string().min(1, v.required),
    numberBathrooms: z.string().min(1, v.required),
    numberParkinglot: z.string().min(1, v.required),
    costInit: amount,
    costEnd: amount,
    indexable: z.boolean(),
    terms: z.boolean().refine((b) => b, v.required),
  }),
);
export type CreateRequestFormValues = z.infer<typeof createRequestFormSchema>;

export const EMPTY_CREATE_FORM: CreateRequestFormValues = {
  ...EMPTY_LISTING_FIELDS,
  costInit: '',
  costEnd: '',
  // Public as the request list is: the seeker unchecks it to keep the request out of search engines.
  indexable: true,
  terms: false,
};

const coveredArea = z
  .string()
  .trim()
  .refine((s) => s === '' || isNumeric(s), v.invalidNumber)
  .refine((s) => !isNumeric(s) || toNumber(s) >= 0, v.minValue(0))
  .refine((s) => !isNumeric(s) || toNumber(s) <= COVERED_AREA_MAX, v.maxValue(COVERED_AREA_MAX));

/** docs/product/rules.md, "Edit request": its own messages for title, district, operation and property type. */
export const editRequestFormSchema = budgetInOrder(
  z.object({
    tprocessId: z.string().min(1, v.operationRequired),
    tpropertyId: z.string().min(1, v.propertyTypeRequired),
    title: z.string().trim().min(1, v.titleRequired).max(REQUEST_TITLE_MAX, v.maxLength(REQUEST_TITLE_MAX)),
    description: z.string().trim().max(REQUEST_DESCRIPTION_MAX, v.maxLength(REQUEST_DESCRIPTION_MAX)),
    ...location,
    referenceAddress,
    coveredArea,
    isTerraza: z.boolean(),
    yearConstruction: z.string(),
    numberBedrooms: z.string().min(1, v.required),
    numberBathrooms: z.string().min(1, v.required),
    numberParkinglot: z.string().min(1, v.required),
    costInit: amount,
    costEnd: amount,
    indexable: z.boolean(),
  }),
);
export type EditRequestFormValues = z.infer<typeof editRequestFormSchema>;

/** Money typed with more than 2 decimals is rounded to cents (inputs use step 0.01). */
export const toMoney = (s: string) => Math.round(toNumber(s) * 100) / 100;

type SharedFormValues = Pick<
  CreateRequestFormValues & EditRequestFormValues,
  | 'referenceAddress'
  | 'ubigeoId'
  | 'numberBedrooms'
  | 'numberBathrooms'
  | 'numberParkinglot'
  | 'tpropertyId'
  | 'tprocessId'
  | 'costInit'
  | 'costEnd'
  | 'indexable'
>;

/** The payload fields the create and edit forms fill the same way (docs/product/entities.md). */
export function sharedPayloadFields(values: SharedFormValues) {
  return {
    referenceAddress: values.referenceAddress.trim(),
    ubigeoId: toNumber(values.ubigeoId),
    numberBedrooms: toNumber(values.numberBedrooms),
    numberBathrooms: toNumber(values.numberBathrooms),
    numberParkinglot: toNumber(values.numberParkinglot),
    tpropertyId: toNumber(values.tpropertyId),
    tprocessId: toNumber(values.tprocessId) as 2 | 3,
    costInit: toMoney(values.costInit),
    costEnd: toMoney(values.costEnd),
    indexable: values.indexable,
  };
}
