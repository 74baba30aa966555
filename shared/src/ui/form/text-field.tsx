import { useEffect, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { FormField, fieldA11y, useFieldId } from './field-shell';
import { useFieldError } from './form-field';

/** Props every kit field shares. */
export interface FieldBaseProps {
  /** The form value's name (react-hook-form path). */
  name: string;
  label: string;
  hint?: string;
  /** The control's id; generated when absent. */
  id?: string;
  /** Extra class on the field wrapper. */
  className?: string;
  disabled?: boolean;
  /** With `disabled`: empty the value while disabled (e.g. agency name unless owner type "Inmobiliaria",
   * docs/product/rules.md). */
  clearWhenDisabled?: boolean;
}

/** Empties a field's value whenever it becomes disabled, if asked to (and validates it again). */
export function useClearWhenDisabled(
  name: string,
  disabled: boolean | undefined,
  clear: boolean | undefined,
  empty: unknown = '',
) {
  const { setValue, getValues } = useFormContext<FieldValues>();
  useEffect(() => {
    if (disabled && clear && getValues(name) !== empty) setValue(name, empty, { shouldValidate: true });
  }, [disabled, clear, name, empty, getValues, setValue]);
}

/** What every kit field needs: the surrounding form, its control's id, its visible message, the clearing. */
export function useKitField(
  name: string,
  id: string | undefined,
  disabled?: boolean,
  clearWhenDisabled?: boolean,
  empty: unknown = '',
) {
  const form = useFormContext<FieldValues>();
  const fieldId = useFieldId(id);
  const error = useFieldError(name);
  useClearWhenDisabled(name, disabled, clearWhenDisabled, empty);
  return { form, fieldId, error };
}

export type TextFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'disabled' | 'className'>;

/** A text-like input (text, email, password, tel…) registered in the surrounding FormProvider. */
export function TextField({
  name,
  label,
  hint,
  id,
  className,
  disabled,
  clearWhenDisabled,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { form, fieldId, error } = useKitField(name, id, disabled, clearWhenDisabled);
  return (
    <FormField id={fieldId} label={label} error={error} hint={hint} className={className}>
      <input
        type={type}
        className="lt-input"
        disabled={disabled}
        {...rest}
        {...fieldA11y(fieldId, error, hint)}
        {...form.register(name)}
      />
    </FormField>
  );
}

export type TextAreaFieldProps = FieldBaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'disabled' | 'className'>;

export function TextAreaField({
  name,
  label,
  hint,
  id,
  className,
  disabled,
  clearWhenDisabled,
  ...rest
}: TextAreaFieldProps) {
  const { form, fieldId, error } = useKitField(name, id, disabled, clearWhenDisabled);
  return (
    <FormField id={fieldId} label={label} error={error} hint={hint} className={className}>
      <textarea
        className="lt-textarea"
        disabled={disabled}
        {...rest}
        {...fieldA11y(fieldId, error, hint)}
        {...form.register(name)}
      />
    </FormField>
  );
}

export type NumberFieldProps = FieldBaseProps & {
  min?: number;
  max?: number;
  /** Defaults to 0.01 (docs/product/rules.md money and areas). */
  step?: number | 'any';
  placeholder?: string;
  /** Other fields to validate again when this one changes (e.g. the budget minimum re-checks the maximum). */
  deps?: string[];
} & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'name' | 'disabled' | 'className' | 'type' | 'min' | 'max' | 'step'
  >;

/**
 * A number input; the form value stays the typed string (schemas turn it into a number), so an empty
 * or half-typed value is never silently 0.
 */
export function NumberField({
  name,
  label,
  hint,
  id,
  className,
  disabled,
  clearWhenDisabled,
  min,
  max,
  step = 0.01,
  deps,
  ...rest
}: NumberFieldProps) {
  const { form, fieldId, error } = useKitField(name, id, disabled, clearWhenDisabled);
  return (
    <FormField id={fieldId} label={label} error={error} hint={hint} className={className}>
      <input
        type="number"
        inputMode="decimal"
        className="lt-input"
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        {...rest}
        {...fieldA11y(fieldId, error, hint)}
        {...form.register(name, deps ? { deps } : undefined)}
      />
    </FormField>
  );
}
