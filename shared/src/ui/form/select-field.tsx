import { Controller } from 'react-hook-form';
import { messages } from '@lotengo/shared/i18n';
import { FormField, fieldA11y } from './field-shell';
import { SelectOptions, type SelectOption } from './select-control';
import { useKitField, type FieldBaseProps } from './text-field';

export type SelectFieldProps = FieldBaseProps & {
  options: readonly SelectOption[];
  loading?: boolean;
  placeholder?: string;
  /** Called after the form value changed (e.g. to clear what depended on it). */
  onValueChange?: (value: string) => void;
};

/**
 * A select bound to react-hook-form, "Seleccione" first. Controlled on purpose: options that arrive after
 * the value (operation, property type, places) still show the chosen or saved value.
 */
export function SelectField({
  name,
  label,
  hint,
  id,
  className,
  disabled,
  clearWhenDisabled,
  options,
  loading,
  placeholder,
  onValueChange,
}: SelectFieldProps) {
  const { form, fieldId, error } = useKitField(name, id, disabled, clearWhenDisabled);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const value = field.value == null ? '' : String(field.value);
        return (
          <FormField id={fieldId} label={label} error={error} hint={hint} className={className}>
            <select
              className="lt-select"
              {...fieldA11y(fieldId, error, hint)}
              aria-busy={loading || undefined}
              ref={field.ref}
              name={field.name}
              value={value}
              disabled={disabled || field.disabled}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.target.value);
                onValueChange?.(e.target.value);
              }}
            >
              <SelectOptions options={options} value={value} loading={loading} placeholder={placeholder} />
            </select>
          </FormField>
        );
      }}
    />
  );
}

const t = messages.form;

/** Counts as select options (docs/product/constants.md: 1–10 on create, 1–6 on edit); a saved count outside the list
 * stays selectable. */
export const countOptions = (counts: readonly number[], extra?: number): SelectOption[] => {
  const all = extra && !counts.includes(extra) ? [...counts, extra] : [...counts];
  return all.map((n) => ({ value: String(n), label: String(n) }));
};

/** Sí / No as '1' / '0' (service area, common areas). */
export const yesNoOptions: readonly SelectOption[] = [
  { value: '1', label: t.yes },
  { value: '0', label: t.no },
];

export type YesNoFieldProps = Omit<SelectFieldProps, 'options' | 'loading'>;

/** A yes/no select ('1' / '0'), "Seleccione" until answered so "required" means something. */
export function YesNoField(props: YesNoFieldProps) {
  return <SelectField {...props} options={yesNoOptions} />;
}
