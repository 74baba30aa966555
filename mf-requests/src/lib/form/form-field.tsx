import type { ReactNode } from 'react';
import { FieldError } from '@lotengo/shared';
import type { FieldErrors, FieldValues, FormState } from 'react-hook-form';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and the field's message (announced). The control gets its ids via fieldA11y. */
export function FormField({ id, label, error, hint, children, className }: FormFieldProps) {
  return (
    <div className={`lt-req-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="lt-req-hint">
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria attributes tying a control to its hint and message. */
export function fieldA11y(id: string, error?: string, hint?: string) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/**
 * SPEC §5: a message shows only once its field was touched, and every message shows after a submit
 * attempt (the form marks all fields).
 */
export function visibleError<T extends FieldValues>(state: FormState<T>, name: keyof T & string): string | undefined {
  const touched = (state.touchedFields as Record<string, unknown>)[name];
  if (!touched && !state.isSubmitted) return undefined;
  const err = (state.errors as FieldErrors)[name];
  return typeof err?.message === 'string' ? err.message : undefined;
}
