import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { COUNT_OPTIONS_CREATE, ProcessingOverlay, api, apiErrorMessage, messages, notifyKey, paths, queryKeys } from '@lotengo/shared';
import { BudgetFields } from '../../lib/form/budget-fields';
import { FormField, fieldA11y, visibleError } from '../../lib/form/form-field';
import { LocationFields } from '../../lib/form/location-fields';
import { createRequestFormSchema, EMPTY_CREATE_FORM, type CreateRequestFormValues } from '../../lib/form/request-form-schema';
import { SelectField, countOptions, yesNoOptions } from '../../lib/form/select-field';
import { useOperationOptions, usePropertyTypeOptions } from '../../lib/reference-data';
import { toCreatePayload } from './to-payload';
import { districtFromParam, processFromParam, usePreselectedPlace } from './use-preselection';

const f = messages.requests.form;
const ID = 'create-request';

export interface CreateRequestFormProps {
  userCode: number;
  /** Route params of /page/requests-create/:idDistrit/:idProcess. */
  idDistrit?: string;
  idProcess?: string;
}

/** SPEC §2 "Create request form": every field, the rules of §5, the overlay while saving, §8 toasts. */
export function CreateRequestForm({ userCode, idDistrit, idProcess }: CreateRequestFormProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<CreateRequestFormValues>({
    resolver: zodResolver(createRequestFormSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY_CREATE_FORM, tprocessId: processFromParam(idProcess) },
  });
  const { control, register, handleSubmit, formState, setValue, getValues } = form;
  const [operation, department, province] = useWatch({ control, name: ['tprocessId', 'department', 'province'] });

  const operations = useOperationOptions();
  const types = usePropertyTypeOptions();

  // Preselected district (route param): fill region, province and district unless the user already chose.
  const place = usePreselectedPlace(districtFromParam(idDistrit));
  useEffect(() => {
    const u = place.data;
    if (!u || getValues('department')) return;
    setValue('department', u.department);
    setValue('province', u.province);
    setValue('ubigeoId', String(u.ubigeoId));
  }, [place.data, getValues, setValue]);

  const save = useMutation({
    mutationFn: (values: CreateRequestFormValues) => api.registerHouseRequest(toCreatePayload(values, userCode)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.houseRequests });
      void client.invalidateQueries({ queryKey: ['mf-requests', 'house-requests'] });
      notifyKey('success', 'saved');
      navigate(paths.myRequests);
    },
    // Everything typed stays in the form: only a toast with the server's reason.
    onError: (err) => notifyKey('error', 'saveFailure', apiErrorMessage(err)),
  });

  const onInvalid = () => notifyKey('error', 'invalidForm');
  const err = (name: keyof CreateRequestFormValues) => visibleError(formState, name);
  const tprocessId = Number(operation) || 0;
  const termsError = err('terms');

  return (
    <>
      <ProcessingOverlay show={save.isPending} />
      <form className="lt-req-form" noValidate onSubmit={handleSubmit((values) => save.mutate(values), onInvalid)}>
        <fieldset disabled={save.isPending}>
          <div className="lt-req-form-grid">
            <SelectField control={control} name="tprocessId" id={`${ID}-operation`} label={f.operation} options={operations.options} loading={operations.isLoading} error={err('tprocessId')} />
            <SelectField control={control} name="tpropertyId" id={`${ID}-type`} label={f.propertyType} options={types.options} loading={types.isLoading} error={err('tpropertyId')} />
            <LocationFields<CreateRequestFormValues> control={control} setValue={setValue} formState={formState} department={department} province={province} idPrefix={ID} />
            <FormField id={`${ID}-reference`} label={f.referenceAddress} error={err('referenceAddress')} hint={f.referenceAddressHint} className="lt-req-span-all">
              <input type="text" maxLength={150} autoComplete="off" {...fieldA11y(`${ID}-reference`, err('referenceAddress'), f.referenceAddressHint)} {...register('referenceAddress')} />
            </FormField>
            <SelectField control={control} name="numberServicesAreas" id={`${ID}-service`} label={f.serviceArea} options={yesNoOptions} error={err('numberServicesAreas')} />
            <SelectField control={control} name="numberCommonArea" id={`${ID}-common`} label={f.commonAreas} options={yesNoOptions} error={err('numberCommonArea')} />
            <SelectField control={control} name="numberBedrooms" id={`${ID}-bedrooms`} label={f.bedrooms} options={countOptions(COUNT_OPTIONS_CREATE)} error={err('numberBedrooms')} />
            <SelectField control={control} name="numberBathrooms" id={`${ID}-bathrooms`} label={f.bathrooms} options={countOptions(COUNT_OPTIONS_CREATE)} error={err('numberBathrooms')} />
            <SelectField control={control} name="numberParkinglot" id={`${ID}-parking`} label={f.parking} options={countOptions(COUNT_OPTIONS_CREATE)} error={err('numberParkinglot')} />
            <BudgetFields<CreateRequestFormValues> register={register} formState={formState} tprocessId={tprocessId} idPrefix={ID} />
          </div>
          <div className="lt-req-check">
            <input type="checkbox" {...fieldA11y(`${ID}-terms`, termsError)} {...register('terms')} />
            <label htmlFor={`${ID}-terms`}>{f.terms}</label>
          </div>
          {termsError ? (
            <p id={`${ID}-terms-error`} className="lt-field-error" role="alert">
              {termsError}
            </p>
          ) : null}
          <div className="lt-req-actions">
            <button type="submit" className="lt-req-btn">
              {f.createSubmit}
            </button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
