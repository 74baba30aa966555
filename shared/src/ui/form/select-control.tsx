import type { SelectHTMLAttributes } from 'react';
import { messages } from '@lotengo/shared/i18n';
import { FormField, fieldA11y, useFieldId } from './field-shell';

const t = messages.form;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectOptionsProps {
  options: readonly SelectOption[];
  value: string;
  loading?: boolean;
  /** Text of the empty first option ("Seleccione" unless told). */
  placeholder?: string;
}

/**
 * The options of a select: the empty first one ("Cargando…" while loading), the list, and a value the
 * list does not (yet) contain, so a saved or linked value stays visible instead of becoming "Seleccione".
 */
export function SelectOptions({ options, value, loading, placeholder = t.select }: SelectOptionsProps) {
  return (
    <>
      <option value="">{loading ? t.loadingOptions : placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
      {value && !loading && !options.some((o) => o.value === value) ? <option value={value}>{value}</option> : null}
    </>
  );
}

export type SelectControlProps = {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  loading?: boolean;
  placeholder?: string;
  error?: string;
  hint?: string;
  className?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A labelled select outside react-hook-form (filters kept in component state). */
export function SelectControl({
  id,
  label,
  value,
  onChange,
  options,
  loading,
  placeholder,
  error,
  hint,
  className,
  ...rest
}: SelectControlProps) {
  const fieldId = useFieldId(id);
  return (
    <FormField id={fieldId} label={label} error={error} hint={hint} className={className}>
      <select
        className="lt-select"
        aria-busy={loading || undefined}
        {...rest}
        {...fieldA11y(fieldId, error, hint)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <SelectOptions options={options} value={value} loading={loading} placeholder={placeholder} />
      </select>
    </FormField>
  );
}
