import type { ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A zod resolver in a few lines (@hookform/resolvers is a dependency of the remotes, not of shared). */
function zodResolver<T extends FieldValues>(schema: z.ZodType<T, T>): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** A form around kit fields, as a remote builds one: zod schema, messages once touched. */
export function Harness<T extends FieldValues>({
  schema,
  defaultValues,
  onValid = () => undefined,
  children,
}: {
  schema: z.ZodType<T, T>;
  defaultValues: T;
  onValid?: (values: T) => void;
  children: ReactNode;
}) {
  const form = useForm<T>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: defaultValues as never });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        {children}
        <button type="submit">Enviar</button>
      </form>
    </FormProvider>
  );
}
