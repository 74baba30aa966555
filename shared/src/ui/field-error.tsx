export interface FieldErrorProps {
  /** Referenced by the input's aria-describedby. */
  id: string;
  message?: string | null;
}

/** A field's validation message (SPEC §5 texts), announced when it appears. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="lt-field-error" role="alert">
      {message}
    </p>
  );
}
