import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { messages } from '@lotengo/shared';
import { FormField, fieldA11y } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  options: readonly SelectOption[];
  error?: string;
  loading?: boolean;
  /** Text of the empty first option. */
  placeholder?: string;
  onValueChange?: (value: string) => void;
}

/**
 * A controlled select bound to react-hook-form, "Seleccione" first. Controlled on purpose: options that
 * arrive after the value (operation, property type) still show the chosen or saved value.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
  error,
  loading,
  placeholder = messages.requests.form.select,
  onValueChange,
}: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} error={error}>
          <select
            {...fieldA11y(id, error)}
            aria-busy={loading || undefined}
            ref={field.ref}
            name={field.name}
            value={(field.value as string) ?? ''}
            onBlur={field.onBlur}
            onChange={(e) => {
              field.onChange(e.target.value);
              onValueChange?.(e.target.value);
            }}
          >
            <option value="">{loading ? messages.requests.form.loadingOptions : placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </FormField>
      )}
    />
  );
}

export const countOptions = (counts: readonly number[], extra?: number): SelectOption[] => {
  // A saved count outside the list (created with 1–10, edited with 1–6) stays selectable, not lost.
  const all = extra && !counts.includes(extra) ? [...counts, extra] : [...counts];
  return all.map((n) => ({ value: String(n), label: String(n) }));
};

export const yesNoOptions: SelectOption[] = [
  { value: '1', label: messages.common.yes },
  { value: '0', label: messages.common.no },
];
