import * as z from 'zod/mini';
import { id, isoDateSchema, visitTypeSchema } from '../primitives';
import { TELEMETRY_APPS } from '../telemetry';

interface PathParam {
  schema: z.ZodMiniType;
  description: string;
}

/**
 * Every `:name` of the API's paths, once: what it holds. The document's path parameters are built from
 * here, so a path with a name this list lacks fails the generator (and its test).
 */
export const PATH_PARAMS: Readonly<Record<string, PathParam>> = {
  id: { schema: id('id'), description: 'The record the path names (getBuzon: the user code of the inbox).' },
  userCode: { schema: id('userCode'), description: "A user's code; the caller's own on every 'mine' call." },
  uid: { schema: z.string().check(z.minLength(1)), description: 'A Firebase Auth uid: the caller’s own.' },
  email: { schema: z.email(), description: 'An e-mail address (URL-encoded).' },
  propertyId: { schema: id('propertyId'), description: 'A property.' },
  houseRequestId: { schema: id('houseRequestId'), description: 'A house request.' },
  idInboxProperty: { schema: id('idInboxProperty'), description: 'An offer: an entry of a seeker’s inbox.' },
  visitId: { schema: id('visitId'), description: 'A visit.' },
  notificationId: { schema: id('notificationId'), description: 'A notification of the caller.' },
  value: {
    schema: z.union([z.literal(1), z.literal(2)]),
    description: 'The new isAccepted of a pending offer: 1 accept, 2 reject.',
  },
  typeVisit: { schema: visitTypeSchema, description: 'How the visit is made.' },
  date: { schema: isoDateSchema, description: 'A day, YYYY-MM-DD.' },
  department: {
    schema: z.string().check(z.minLength(1)),
    description: 'A department by name (case and accents ignored), 2-digit code or ubigeo (LIMA, 15, 150000).',
  },
  province: {
    schema: z.string().check(z.minLength(1)),
    description: 'A province of that department by name, 4-digit code or ubigeo.',
  },
  fileName: {
    schema: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
    description: 'The uuid the upload answered as `name`.',
  },
  app: { schema: z.enum(TELEMETRY_APPS), description: 'An app folder: shell or one of the four remotes.' },
};

/** The `:name`s of an Express-style pattern, in order. */
export const pathParamNames = (pattern: string): string[] => [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
