import { useId, type ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { FieldError } from '../field-error';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  /** Extra class on the wrapper (e.g. a grid span); the wrapper is always `lt-field`. */
  className?: string;
}

/** Label, control, hint and the field's message (announced). The control gets its ids via fieldA11y. */
export function FormField({ id, label, error, hint, children, className }: FormFieldProps) {
  return (
    <div className={className ? `lt-field ${className}` : 'lt-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="lt-hint">
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria attributes tying a control to its hint and message; only ids that exist (a dangling one fails axe). */
export function fieldA11y(id: string, error?: string, hint?: string) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/**
 * SPEC §5: a field's message shows only once it was touched, and every message shows after a submit
 * attempt (handleSubmit marks the form submitted). Re-renders only on this field's state.
 */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext<FieldValues>();
  const { errors, touchedFields, isSubmitted } = useFormState({ control, name });
  if (!get(touchedFields, name) && !isSubmitted) return undefined;
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The control's id: the caller's, or a stable generated one. */
export function useFieldId(id: string | undefined): string {
  const generated = useId();
  return id ?? `lt-field${generated.replace(/:/g, '')}`;
}
