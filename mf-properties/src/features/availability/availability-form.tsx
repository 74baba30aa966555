import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TIME_SLOTS, todayInPeru, VISIT_TYPES } from '@lotengo/shared';
import { SelectField, TextField } from '@lotengo/shared/form';
import {
  availabilitySchema,
  EMPTY_ROW,
  type AvailabilityFormValues,
  type AvailabilityRow,
} from './availability-schema';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.availability;
const typeOptions = VISIT_TYPES.map((v) => ({ value: v, label: v }));
const slotOptions = TIME_SLOTS.map((v) => ({ value: v, label: v }));

export interface AvailabilityFormProps {
  formId: string;
  initialRows: AvailabilityRow[];
  disabled?: boolean;
  onValid: (rows: AvailabilityRow[]) => void;
  onEmpty: () => void;
  onInvalid: () => void;
}

/** The rows of the availability modal: visit type, date and slot each, added and removed freely. */
export function AvailabilityForm({
  formId,
  initialRows,
  disabled,
  onValid,
  onEmpty,
  onInvalid,
}: AvailabilityFormProps) {
  const form = useForm<AvailabilityFormValues>({
    resolver: zodResolver(availabilitySchema()),
    mode: 'onTouched',
    defaultValues: { rows: initialRows },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rows' });
  const submit = form.handleSubmit(
    ({ rows }) => (rows.length === 0 ? onEmpty() : onValid(rows)),
    () => onInvalid(),
  );
  const today = todayInPeru();

  return (
    <FormProvider {...form}>
      <form id={formId} noValidate onSubmit={submit}>
        {fields.length === 0 ? <p>{t.empty}</p> : null}
        <ol
          style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}
          aria-label={t.count(fields.length)}
        >
          {fields.map((field, i) => (
            <li key={field.id}>
              <fieldset
                className="lt-availability-row"
                disabled={disabled}
                style={{
                  border: '1px solid var(--lt-grey-300, #ccd1d6)',
                  borderRadius: 8,
                  padding: '8px 12px',
                  margin: 0,
                }}
              >
                <legend style={{ fontWeight: 600, padding: '0 4px' }}>{t.rowLabel(i + 1)}</legend>
                <div className="lt-form-grid">
                  <SelectField
                    name={`rows.${i}.typeVisit`}
                    id={`${formId}-${field.id}-type`}
                    label={t.typeLabel}
                    options={typeOptions}
                  />
                  <TextField
                    name={`rows.${i}.dateVisitAvailable`}
                    id={`${formId}-${field.id}-date`}
                    label={t.dateLabel}
                    type="date"
                    min={today}
                  />
                  <SelectField
                    name={`rows.${i}.hourAvailableDateMin`}
                    id={`${formId}-${field.id}-slot`}
                    label={t.slotLabel}
                    options={slotOptions}
                  />
                </div>
                <button
                  type="button"
                  className="lt-btn lt-btn--ghost"
                  aria-label={t.removeLabel(i + 1)}
                  onClick={() => remove(i)}
                >
                  {t.remove}
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="lt-btn lt-btn--secondary"
          style={{ marginTop: 12 }}
          disabled={disabled}
          onClick={() => append({ ...EMPTY_ROW }, { shouldFocus: true })}
        >
          {t.add}
        </button>
      </form>
    </FormProvider>
  );
}
