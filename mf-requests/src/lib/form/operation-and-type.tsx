import { usePropertyTypeOptions, useRequestOperationOptions } from '@lotengo/shared';
import { SelectField } from '@lotengo/shared/form';
import { requestFormTexts } from '../../texts';

/** The start of both request forms: the operation (buy or rent) and the property type, from their lists. */
export function OperationAndType({ id }: { id: string }) {
  const f = requestFormTexts.form;
  const operations = useRequestOperationOptions();
  const types = usePropertyTypeOptions();
  return (
    <>
      <SelectField
        name="tprocessId"
        id={`${id}-operation`}
        label={f.operation}
        options={operations.options}
        loading={operations.isLoading}
      />
      <SelectField
        name="tpropertyId"
        id={`${id}-type`}
        label={f.propertyType}
        options={types.options}
        loading={types.isLoading}
      />
    </>
  );
}
