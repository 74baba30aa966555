import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COUNT_OPTIONS_CREATE, paths, REFERENCE_ADDRESS_MAX } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import {
  CheckboxField,
  LocationFields,
  TextField,
  YesNoField,
  countOptions,
  useKeepOnReload,
} from '@lotengo/shared/form';
import {
  createRequestFormSchema,
  EMPTY_CREATE_FORM,
  type CreateRequestFormValues,
} from '../../lib/form/request-form-schema';
import { RequestFormFrame } from '../../lib/form/request-form-frame';
import { OperationAndType } from '../../lib/form/operation-and-type';
import { RoomsAndBudget } from '../../lib/form/rooms-and-budget';
import { SearchEngineField } from '../../lib/form/search-engine-field';
import { useSaveRequest } from '../../lib/form/use-save-request';
import { toCreatePayload } from './to-payload';
import { districtFromParam, processFromParam, usePreselectedPlace } from './use-preselection';
import { requestFormTexts } from '../../texts';

const f = requestFormTexts.form;
// Its code, its call and the demand contracts arrive after the form's, and only with the form.
const ID = 'create-request';
const counts = countOptions(COUNT_OPTIONS_CREATE);

export interface CreateRequestFormProps {
  userCode: number;
  /** Route params of /page/requests-create/:idDistrit/:idProcess. */
  idDistrit?: string;
  idProcess?: string;
}

/** docs/product/screens.md, "Create request form": every field, the rules of docs/product/rules.md, the overlay while
 * saving, the toasts of docs/product/texts.md. */
export function CreateRequestForm({ userCode, idDistrit, idProcess }: CreateRequestFormProps) {
  const form = useForm<CreateRequestFormValues>({
    resolver: zodResolver(createRequestFormSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY_CREATE_FORM, tprocessId: processFromParam(idProcess) },
  });
  // A reload for a new version ("Recargar") keeps what was typed.
  useKeepOnReload('crear-solicitud', form);
  const { control, setValue, getValues } = form;
  const operation = useWatch({ control, name: 'tprocessId' });

  // Preselected district (route param): fill region, province and district unless the user already chose.
  const place = usePreselectedPlace(districtFromParam(idDistrit));
  useEffect(() => {
    const u = place.data;
    if (!u || getValues('department')) return;
    setValue('department', u.department);
    setValue('province', u.province);
    setValue('ubigeoId', String(u.ubigeoId));
  }, [place.data, getValues, setValue]);

  // Published: "Mis Solicitudes" offers to share it at once (docs/product/screens.md).
  const save = useSaveRequest(
    (values: CreateRequestFormValues) => api.registerHouseRequest(toCreatePayload(values, userCode)),
    'saved',
    (created) => paths.myRequestsShare(created.houseRequestId),
  );

  return (
    <RequestFormFrame
      form={form}
      saving={save.isPending}
      onValid={(values) => save.mutate(values)}
      submitLabel={f.createSubmit}
      footer={
        <>
          <SearchEngineField id={ID} />
          <CheckboxField name="terms" id={`${ID}-terms`} label={f.terms} />
        </>
      }
    >
      <OperationAndType id={ID} />
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
      <RoomsAndBudget id={ID} operation={Number(operation) || 0} counts={() => counts} />
    </RequestFormFrame>
  );
}
