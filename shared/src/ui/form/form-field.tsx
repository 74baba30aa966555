import { get, useFormContext, useFormState, type FieldValues } from 'react-hook-form';

/**
 * docs/product/rules.md: a field's message shows only once it was touched, and every message shows after a submit
 * attempt (handleSubmit marks the form submitted). Re-renders only on this field's state.
 */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext<FieldValues>();
  const { errors, touchedFields, isSubmitted } = useFormState({ control, name });
  if (!get(touchedFields, name) && !isSubmitted) return undefined;
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
