import { Controller, type Control, type FieldValues, type FormState, type Path, type PathValue, type UseFormSetValue } from 'react-hook-form';
import { messages } from '@lotengo/shared';
import { useDepartmentOptions, useDistrictOptions, useProvinceOptions, type OptionsState } from '../reference-data';
import { FormField, fieldA11y, visibleError } from './form-field';

type LocationValues = { department: string; province: string; ubigeoId: string };

export interface LocationFieldsProps<T extends FieldValues & LocationValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  formState: FormState<T>;
  department: string;
  province: string;
  idPrefix: string;
}

const f = messages.requests.form;

function Options({ state, value }: { state: OptionsState; value: string }) {
  return (
    <>
      <option value="">{state.isLoading ? f.loadingOptions : f.select}</option>
      {state.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
      {/* A saved value the list does not (yet) contain stays visible instead of silently becoming "Seleccione". */}
      {value && !state.isLoading && !state.options.some((o) => o.value === value) ? <option value={value}>{value}</option> : null}
    </>
  );
}

/**
 * Region → province → district (SPEC §4): each choice loads the next list and clears what depended on it.
 * Controlled selects, so a saved value shows as soon as its list arrives (the edit form's loading order).
 */
export function LocationFields<T extends FieldValues & LocationValues>({ control, setValue, formState, department, province, idPrefix }: LocationFieldsProps<T>) {
  const departments = useDepartmentOptions();
  const provinces = useProvinceOptions(department);
  const districts = useDistrictOptions(department, province);
  const name = (n: keyof LocationValues) => n as Path<T>;
  const clear = (n: keyof LocationValues) => setValue(name(n), '' as PathValue<T, Path<T>>, { shouldValidate: false });
  const districtError = visibleError(formState, 'ubigeoId');
  const ids = { dep: `${idPrefix}-department`, prov: `${idPrefix}-province`, dist: `${idPrefix}-district` };
  return (
    <>
      <Controller
        control={control}
        name={name('department')}
        render={({ field }) => (
          <FormField id={ids.dep} label={f.region}>
            <select
              {...fieldA11y(ids.dep)}
              ref={field.ref}
              name={field.name}
              value={field.value as string}
              onBlur={field.onBlur}
              disabled={field.disabled}
              aria-busy={departments.isLoading || undefined}
              onChange={(e) => {
                field.onChange(e.target.value);
                clear('province');
                clear('ubigeoId');
              }}
            >
              <Options state={departments} value={field.value as string} />
            </select>
          </FormField>
        )}
      />
      <Controller
        control={control}
        name={name('province')}
        render={({ field }) => (
          <FormField id={ids.prov} label={f.province}>
            <select
              {...fieldA11y(ids.prov)}
              ref={field.ref}
              name={field.name}
              value={field.value as string}
              onBlur={field.onBlur}
              disabled={field.disabled || !department}
              aria-busy={provinces.isLoading || undefined}
              onChange={(e) => {
                field.onChange(e.target.value);
                clear('ubigeoId');
              }}
            >
              <Options state={provinces} value={field.value as string} />
            </select>
          </FormField>
        )}
      />
      <Controller
        control={control}
        name={name('ubigeoId')}
        render={({ field }) => (
          <FormField id={ids.dist} label={f.district} error={districtError}>
            <select
              {...fieldA11y(ids.dist, districtError)}
              ref={field.ref}
              name={field.name}
              value={field.value as string}
              onBlur={field.onBlur}
              disabled={field.disabled || !province}
              aria-busy={districts.isLoading || undefined}
              onChange={(e) => field.onChange(e.target.value)}
            >
              <Options state={districts} value={field.value as string} />
            </select>
          </FormField>
        )}
      />
      {departments.isError || provinces.isError || districts.isError ? (
        <p className="lt-req-error lt-req-span-all" role="alert">
          {messages.requests.search.optionsError}{' '}
          <button
            type="button"
            className="lt-req-btn lt-req-btn--secondary lt-req-btn--small"
            onClick={() => {
              departments.refetch();
              provinces.refetch();
              districts.refetch();
            }}
          >
            {messages.common.retry}
          </button>
        </p>
      ) : null}
    </>
  );
}
