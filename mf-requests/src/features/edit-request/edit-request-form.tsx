import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  COUNT_OPTIONS_EDIT,
  COVERED_AREA_MAX,
  REQUEST_DESCRIPTION_MAX,
  REQUEST_TITLE_MAX,
  YEAR_CONSTRUCTION_RANGES,
  ProcessingOverlay,
  api,
  apiErrorMessage,
  messages,
  notifyKey,
  paths,
  queryKeys,
  type HouseRequest,
} from '@lotengo/shared';
import { BudgetFields } from '../../lib/form/budget-fields';
import { FormField, fieldA11y, visibleError } from '../../lib/form/form-field';
import { LocationFields } from '../../lib/form/location-fields';
import { editRequestFormSchema, type EditRequestFormValues } from '../../lib/form/request-form-schema';
import { SelectField, countOptions } from '../../lib/form/select-field';
import { useOperationOptions, usePropertyTypeOptions } from '../../lib/reference-data';
import { toEditValues, toUpdatePayload } from './to-form-values';

const f = messages.requests.form;
const ID = 'edit-request';
const yearOptions = YEAR_CONSTRUCTION_RANGES.map((r) => ({ value: String(r.value), label: r.label }));

/** SPEC §2 "Edit request form", mounted once the saved request is loaded (its values are the defaults). */
export function EditRequestForm({ request }: { request: HouseRequest }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { control, register, handleSubmit, formState, setValue } = useForm<EditRequestFormValues>({
    resolver: zodResolver(editRequestFormSchema),
    mode: 'onTouched',
    defaultValues: toEditValues(request),
  });
  const operations = useOperationOptions();
  const types = usePropertyTypeOptions();

  const save = useMutation({
    mutationFn: (values: EditRequestFormValues) => api.updateHouseRequest(request.houseRequestId, toUpdatePayload(values, request)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.houseRequests });
      void client.invalidateQueries({ queryKey: ['mf-requests', 'house-requests'] });
      notifyKey('success', 'requestUpdated');
      navigate(paths.myRequests);
    },
    onError: (err) => notifyKey('error', 'saveFailure', apiErrorMessage(err)),
  });

  const err = (name: keyof EditRequestFormValues) => visibleError(formState, name);
  const [title, description, operation, department, province] = useWatch({ control, name: ['title', 'description', 'tprocessId', 'department', 'province'] });
  const tprocessId = Number(operation) || 0;

  return (
    <>
      <ProcessingOverlay show={save.isPending} />
      <form className="lt-req-form" noValidate onSubmit={handleSubmit((values) => save.mutate(values), () => notifyKey('error', 'invalidForm'))}>
        <fieldset disabled={save.isPending}>
          <div className="lt-req-form-grid">
            <SelectField control={control} name="tprocessId" id={`${ID}-operation`} label={f.operation} options={operations.options} loading={operations.isLoading} error={err('tprocessId')} />
            <SelectField control={control} name="tpropertyId" id={`${ID}-type`} label={f.propertyType} options={types.options} loading={types.isLoading} error={err('tpropertyId')} />
            <FormField id={`${ID}-title`} label={f.title} error={err('title')} hint={f.charCount(title.length, REQUEST_TITLE_MAX)} className="lt-req-span-all">
              <input type="text" maxLength={REQUEST_TITLE_MAX} {...fieldA11y(`${ID}-title`, err('title'), 'count')} {...register('title')} />
            </FormField>
            <FormField
              id={`${ID}-description`}
              label={f.description}
              error={err('description')}
              hint={`${f.descriptionHint} ${f.charCount(description.length, REQUEST_DESCRIPTION_MAX)}`}
              className="lt-req-span-all"
            >
              <textarea rows={4} maxLength={REQUEST_DESCRIPTION_MAX} {...fieldA11y(`${ID}-description`, err('description'), 'hint')} {...register('description')} />
            </FormField>
            <LocationFields<EditRequestFormValues> control={control} setValue={setValue} formState={formState} department={department} province={province} idPrefix={ID} />
            <FormField id={`${ID}-reference`} label={f.referenceAddress} error={err('referenceAddress')}>
              <input type="text" maxLength={150} {...fieldA11y(`${ID}-reference`, err('referenceAddress'))} {...register('referenceAddress')} />
            </FormField>
            <FormField id={`${ID}-area`} label={f.coveredArea} error={err('coveredArea')}>
              <input type="number" inputMode="decimal" min={0} max={COVERED_AREA_MAX} step={0.01} {...fieldA11y(`${ID}-area`, err('coveredArea'))} {...register('coveredArea')} />
            </FormField>
            <SelectField control={control} name="yearConstruction" id={`${ID}-year`} label={f.yearConstruction} options={yearOptions} />
            <div className="lt-req-check">
              <input type="checkbox" id={`${ID}-terrace`} {...register('isTerraza')} />
              <label htmlFor={`${ID}-terrace`}>{f.terrace}</label>
            </div>
            <SelectField control={control} name="numberBedrooms" id={`${ID}-bedrooms`} label={f.bedrooms} options={countOptions(COUNT_OPTIONS_EDIT, request.numberBedrooms)} error={err('numberBedrooms')} />
            <SelectField control={control} name="numberBathrooms" id={`${ID}-bathrooms`} label={f.bathrooms} options={countOptions(COUNT_OPTIONS_EDIT, request.numberBathrooms)} error={err('numberBathrooms')} />
            <SelectField control={control} name="numberParkinglot" id={`${ID}-parking`} label={f.parking} options={countOptions(COUNT_OPTIONS_EDIT, request.numberParkinglot)} error={err('numberParkinglot')} />
            <BudgetFields<EditRequestFormValues> register={register} formState={formState} tprocessId={tprocessId} idPrefix={ID} />
          </div>
          <div className="lt-req-actions">
            <button type="submit" className="lt-req-btn">
              {f.editSubmit}
            </button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
