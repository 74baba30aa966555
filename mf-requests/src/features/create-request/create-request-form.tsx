import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  COUNT_OPTIONS_CREATE,
  ProcessingOverlay,
  REFERENCE_ADDRESS_MAX,
  api,
  apiErrorMessage,
  invalidateHouseRequests,
  messages,
  notifyKey,
  paths,
  usePropertyTypeOptions,
  useRequestOperationOptions,
} from '@lotengo/shared';
import { BudgetFields, CheckboxField, LocationFields, SelectField, TextField, YesNoField, countOptions, useKeepOnReload } from '@lotengo/shared/form';
import { createRequestFormSchema, EMPTY_CREATE_FORM, type CreateRequestFormValues } from '../../lib/form/request-form-schema';
import { toCreatePayload } from './to-payload';
import { districtFromParam, processFromParam, usePreselectedPlace } from './use-preselection';

const f = messages.requests.form;
const ID = 'create-request';
const counts = countOptions(COUNT_OPTIONS_CREATE);

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
  // A reload for a new version ("Recargar") keeps what was typed.
  useKeepOnReload('crear-solicitud', form);
  const { control, handleSubmit, setValue, getValues } = form;
  const operation = useWatch({ control, name: 'tprocessId' });
  const operations = useRequestOperationOptions();
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
      void invalidateHouseRequests(client);
      notifyKey('success', 'saved');
      navigate(paths.myRequests);
    },
    // Everything typed stays in the form: only a toast with the server's reason.
    onError: (err) => notifyKey('error', 'saveFailure', apiErrorMessage(err)),
  });

  return (
    <FormProvider {...form}>
      <ProcessingOverlay show={save.isPending} />
      <form className="lt-req-form" noValidate onSubmit={handleSubmit((values) => save.mutate(values), () => notifyKey('error', 'invalidForm'))}>
        <fieldset disabled={save.isPending}>
          <div className="lt-req-form-grid">
            <SelectField name="tprocessId" id={`${ID}-operation`} label={f.operation} options={operations.options} loading={operations.isLoading} />
            <SelectField name="tpropertyId" id={`${ID}-type`} label={f.propertyType} options={types.options} loading={types.isLoading} />
            <LocationFields idPrefix={ID} />
            <TextField
              name="referenceAddress"
              id={`${ID}-reference`}
              label={f.referenceAddress}
              hint={f.referenceAddressHint}
              maxLength={REFERENCE_ADDRESS_MAX}
              autoComplete="off"
              className="lt-req-span-all"
            />
            <YesNoField name="numberServicesAreas" id={`${ID}-service`} label={f.serviceArea} />
            <YesNoField name="numberCommonArea" id={`${ID}-common`} label={f.commonAreas} />
            <SelectField name="numberBedrooms" id={`${ID}-bedrooms`} label={f.bedrooms} options={counts} />
            <SelectField name="numberBathrooms" id={`${ID}-bathrooms`} label={f.bathrooms} options={counts} />
            <SelectField name="numberParkinglot" id={`${ID}-parking`} label={f.parking} options={counts} />
            <BudgetFields tprocessId={Number(operation) || 0} idPrefix={ID} className="lt-req-span-all" gridClassName="lt-req-form-grid" />
          </div>
          <CheckboxField name="terms" id={`${ID}-terms`} label={f.terms} />
          <div className="lt-req-actions">
            <button type="submit" className="lt-req-btn">
              {f.createSubmit}
            </button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
