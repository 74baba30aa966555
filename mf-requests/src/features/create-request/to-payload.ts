import { DEFAULT_REQUEST_DESCRIPTION, DEFAULT_REQUEST_TITLE, type HouseRequestCreate } from '@lotengo/shared';
import { sharedPayloadFields, type CreateRequestFormValues } from '../../lib/form/request-form-schema';

/** docs/product/entities.md create payload: the form has no title or description, so the defaults go; area and age are
 * 0. */
export function toCreatePayload(values: CreateRequestFormValues, userCode: number): HouseRequestCreate {
  return {
    title: DEFAULT_REQUEST_TITLE,
    description: DEFAULT_REQUEST_DESCRIPTION,
    ...sharedPayloadFields(values),
    totalArea: 0,
    coveredArea: 0,
    yearConstruction: 0,
    numberCommonArea: values.numberCommonArea === '1' ? 1 : 0,
    numberServicesAreas: values.numberServicesAreas === '1' ? 1 : 0,
    isTerraza: '0',
    userCode,
    status: 1,
  };
}
