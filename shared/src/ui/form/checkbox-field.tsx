import type { InputHTMLAttributes } from 'react';
import { fieldA11y, FieldNotes } from './field-shell';
import { useKitField, type FieldBaseProps } from './text-field';

export type CheckboxFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'disabled' | 'className' | 'type'>;

/** A checkbox with its label after it (terms, terrace); the form value is a boolean. */
export function CheckboxField({
  name,
  label,
  hint,
  id,
  className,
  disabled,
  clearWhenDisabled,
  ...rest
}: CheckboxFieldProps) {
  const { form, fieldId, error } = useKitField(name, id, disabled, clearWhenDisabled, false);
  return (
    <div className={className ? `lt-check ${className}` : 'lt-check'}>
      <div className="lt-check-row">
        <input
          type="checkbox"
          disabled={disabled}
          {...rest}
          {...fieldA11y(fieldId, error, hint)}
          {...form.register(name)}
        />
        <label htmlFor={fieldId}>{label}</label>
      </div>
      <FieldNotes id={fieldId} hint={hint} error={error} />
    </div>
  );
}
