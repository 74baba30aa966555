/* Field markup without a form library: filters (component state) and the kit's fields share it. */
import { useId, type ReactNode } from 'react';
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
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** Under a control: its hint and its message, with the ids fieldA11y points to. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="lt-hint">
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}

/** aria attributes tying a control to its hint and message; only ids that exist (a dangling one fails axe). */
export function fieldA11y(id: string, error?: string, hint?: string) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** The control's id: the caller's, or a stable generated one. */
export function useFieldId(id: string | undefined): string {
  const generated = useId();
  return id ?? `lt-field${generated.replace(/:/g, '')}`;
}
