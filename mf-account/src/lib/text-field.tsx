import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@lotengo/shared';

interface ShellProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, hint and error wired to the control by id, so screen readers announce them (WCAG 1.3.1, 3.3.1). */
function FieldShell({ id, label, hint, error, children }: ShellProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // Only point at elements that exist: a dangling aria-describedby is an axe violation.
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="lt-field acc-field">
      <label htmlFor={id}>{label}</label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="lt-hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

export function TextField({ label, hint, error, registration, className, ...rest }: InputProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(aria) => <input id={id} className={className ?? 'lt-input'} {...aria} {...rest} {...registration} />}
    </FieldShell>
  );
}

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

export function TextAreaField({ label, hint, error, registration, className, ...rest }: AreaProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(aria) => <textarea id={id} className={className ?? 'lt-textarea'} {...aria} {...rest} {...registration} />}
    </FieldShell>
  );
}
