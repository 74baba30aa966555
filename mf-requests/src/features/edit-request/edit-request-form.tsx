import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COVERED_AREA_MAX,
  REFERENCE_ADDRESS_MAX,
  REQUEST_DESCRIPTION_MAX,
  REQUEST_TITLE_MAX,
  YEAR_CONSTRUCTION_RANGES,
  type HouseRequest,
} from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import {
  CheckboxField,
  LocationFields,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
  countOptions,
} from '@lotengo/shared/form';
import { editRequestFormSchema, type EditRequestFormValues } from '../../lib/form/request-form-schema';
import { RequestFormFrame } from '../../lib/form/request-form-frame';
import { OperationAndType } from '../../lib/form/operation-and-type';
import { RoomsAndBudget } from '../../lib/form/rooms-and-budget';
import { SearchEngineField } from '../../lib/form/search-engine-field';
import { useSaveRequest } from '../../lib/form/use-save-request';
import { toEditValues, toUpdatePayload } from './to-form-values';
import { requestFormTexts } from '../../texts';

/** Count selectors of the edit form (docs/product/rules.md): 1–6. */
const COUNT_OPTIONS_EDIT: readonly number[] = Array.from({ length: 6 }, (_, i) => i + 1);

const f = requestFormTexts.form;
// Its code, its call and the demand contracts arrive after the form's, and only with the form.
const ID = 'edit-request';
const yearOptions = YEAR_CONSTRUCTION_RANGES.map((r) => ({ value: String(r.value), label: r.label }));

/** docs/product/screens.md, "Edit request form", mounted once the saved request is loaded (its values are the
 * defaults). */
export function EditRequestForm({ request }: { request: HouseRequest }) {
  const form = useForm<EditRequestFormValues>({
    resolver: zodResolver(editRequestFormSchema),
    mode: 'onTouched',
    defaultValues: toEditValues(request),
  });

  const save = useSaveRequest(
    (values: EditRequestFormValues) => api.updateHouseRequest(request.houseRequestId, toUpdatePayload(values, request)),
    'requestUpdated',
  );

  const [title, description, operation] = useWatch({
    control: form.control,
    name: ['title', 'description', 'tprocessId'],
  });
  const counts = (saved: number) => countOptions(COUNT_OPTIONS_EDIT, saved);

  return (
    <RequestFormFrame
      form={form}
      saving={save.isPending}
      onValid={(values) => save.mutate(values)}
      submitLabel={f.editSubmit}
      footer={<SearchEngineField id={ID} />}
    >
      <OperationAndType id={ID} />
      <TextField
        name="title"
        id={`${ID}-title`}
        label={f.title}
        hint={f.charCount(title.length, REQUEST_TITLE_MAX)}
        maxLength={REQUEST_TITLE_MAX}
        className="lt-req-span-all"
      />
      <TextAreaField
        name="description"
        id={`${ID}-description`}
        label={f.description}
        hint={`${f.descriptionHint} ${f.charCount(description.length, REQUEST_DESCRIPTION_MAX)}`}
        rows={4}
        maxLength={REQUEST_DESCRIPTION_MAX}
        className="lt-req-span-all"
      />
      <LocationFields idPrefix={ID} />
      <TextField
        name="referenceAddress"
        id={`${ID}-reference`}
        label={f.referenceAddress}
        maxLength={REFERENCE_ADDRESS_MAX}
      />
      <NumberField name="coveredArea" id={`${ID}-area`} label={f.coveredArea} min={0} max={COVERED_AREA_MAX} />
      <SelectField name="yearConstruction" id={`${ID}-year`} label={f.yearConstruction} options={yearOptions} />
      <CheckboxField name="isTerraza" id={`${ID}-terrace`} label={f.terrace} />
      <RoomsAndBudget id={ID} operation={Number(operation) || 0} counts={(field) => counts(request[field])} />
    </RequestFormFrame>
  );
}
