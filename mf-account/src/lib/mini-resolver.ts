import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/** What the resolver needs of a schema: zod's `safeParse` (zod/mini and classic alike). */
export interface SafeParseSchema<Out> {
  safeParse(data: unknown):
    | { success: true; data: Out }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code?: string }> };
      };
}

/**
 * A react-hook-form resolver for a schema built with `zod/mini` (the zod of the contracts this remote
 * bundles), without @hookform/resolvers' classic-zod path. The first issue of each field is its message,
 * nested by the issue's path, as @hookform/resolvers does.
 */
export function miniResolver<In extends FieldValues, Out extends FieldValues>(
  schema: SafeParseSchema<Out>,
): Resolver<In, unknown, Out> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length ? issue.path.map(String) : ['root'];
      let node = errors;
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      const last = path[path.length - 1]!;
      if (!node[last]) node[last] = { type: issue.code ?? 'invalid', message: issue.message } satisfies FieldError;
    }
    return { values: {}, errors: errors as never };
  };
}
