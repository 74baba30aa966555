import * as z from 'zod/mini';
import { houseRequestSchema } from './house-request';
import { propertySchema } from './property';

/**
 * Matches both ways (docs/product/api.md match-property / match-house-request, defined here: the original API left the
 * answer unshown). A property matches a request when the operation (rent↔rent, sale↔buy), property
 * type and district are the same, the price is inside the budget and, where both sides give them, the
 * bedrooms, bathrooms, parking and covered area reach what was asked. A near match misses one thing by
 * a little: price up to 10 % over the budget, or one bedroom fewer. Closed properties never match.
 */

/** Why it fits: the UI writes "distrito, precio, 2 dormitorios" from these (texts in the catalogue). */
export const MATCH_REASON_KINDS = ['district', 'price', 'bedrooms', 'bathrooms', 'parking', 'area'] as const;
export const matchReasonSchema = z.object({
  kind: z.enum(MATCH_REASON_KINDS),
  /** The property's figure for counts and area (m²); absent for district and price. */
  value: z.optional(z.number()),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

/** What a near match misses: price → percent over the budget's maximum; bedrooms → the property's count. */
export const matchMissSchema = z.object({ kind: z.enum(['price', 'bedrooms']), value: z.number() });
export type MatchMiss = z.infer<typeof matchMissSchema>;

const verdictFields = {
  reasons: z.array(matchReasonSchema),
  near: z.boolean(),
  misses: z.array(matchMissSchema),
};

/**
 * Someone else's property that meets one of my requests. `property.phoneNumber` (the owner's) is there
 * only when the server's contact rule allows it: exact matches, or a property I received as an offer.
 */
export const propertyMatchItemSchema = z.object({ property: propertySchema, ...verdictFields });
export type PropertyMatchItem = z.infer<typeof propertyMatchItemSchema>;

/**
 * Someone else's request that one of my properties meets. `request.phoneNumber` (the seeker's) only
 * for exact matches or when the seeker liked one of my offers to it.
 */
export const requestMatchItemSchema = z.object({
  request: houseRequestSchema,
  ...verdictFields,
  /** This group's property was already sent to that request ("Enviado"). */
  sent: z.boolean(),
});
export type RequestMatchItem = z.infer<typeof requestMatchItemSchema>;

/**
 * Counts are always full; the lists are capped (newest first) so an answer stays small however many
 * requests or properties a user has: at most MATCH_GROUPS_LIMIT groups (my newest requests/properties
 * that have any match), each with at most MATCH_GROUP_LIMIT exact and NEAR_GROUP_LIMIT near items.
 */
export const MATCH_GROUPS_LIMIT = 50;
export const MATCH_GROUP_LIMIT = 20;
export const NEAR_GROUP_LIMIT = 10;

const groupCounts = { total: z.number().check(z.int(), z.gte(0)), nearTotal: z.number().check(z.int(), z.gte(0)) };
/** Answer-level counts: all matches and near matches, and how many groups exist before the cap. */
const answerCounts = { ...groupCounts, groupsTotal: z.number().check(z.int(), z.gte(0)) };

/** A matches answer: one group per entity of mine (`head`), each with its capped exact and near items. */
function matchesAnswerSchema<H extends z.core.$ZodLooseShape, I extends z.core.SomeType>(head: H, item: I) {
  return z.object({
    groups: z.array(z.object({ ...head, matches: z.array(item), nearMatches: z.array(item), ...groupCounts })),
    ...answerCounts,
  });
}

/** GET /property/match-property/{userCode}: grouped by my (active) request; groups without any match are left out. */
export const propertyMatchesSchema = matchesAnswerSchema({ request: houseRequestSchema }, propertyMatchItemSchema);
export type PropertyMatches = z.infer<typeof propertyMatchesSchema>;
export type PropertyMatchGroup = PropertyMatches['groups'][number];

/** GET /house-request/match-house-request/{userCode}: grouped by my (active) property. */
export const requestMatchesSchema = matchesAnswerSchema({ property: propertySchema }, requestMatchItemSchema);
export type RequestMatches = z.infer<typeof requestMatchesSchema>;
export type RequestMatchGroup = RequestMatches['groups'][number];
