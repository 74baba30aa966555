import * as z from 'zod/mini';

/** Every error the API answers: a Spanish-readable reason and, for bad input, the field. */
export const apiErrorBodySchema = z.object({ message: z.string(), field: z.optional(z.string()) });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
