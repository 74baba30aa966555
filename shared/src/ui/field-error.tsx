export interface FieldErrorProps {
  /** Referenced by the input's aria-describedby. */
  id: string;
  message?: string | null;
}

/** A field's validation message (docs/product/rules.md texts), announced when it appears. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="lt-field-error" role="alert">
      {message}
    </p>
  );
}
