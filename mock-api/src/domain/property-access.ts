import type { PropertyAccess } from '@lotengo/shared/contracts';
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { DbState, StoredProperty } from '../db/schema';
import { prepare, qb } from '../db/typed-query';
import { classifyMatch, NEAR_PRICE_TOLERANCE, NO_MATCH } from './matching';
import { liveRequest } from './request-lifecycle';

/** What is read of a viewer: the offers they received and their requests (only theirs are needed). */
export type ViewerSide = Pick<DbState, 'inbox' | 'houseRequests'>;

/**
 * Who may read one property (its detail, its photos, its address): the one place this is decided.
 *
 * - `owner`: the user who published it, open or closed.
 * - `recipient`: someone it was sent to (an inbox entry in their name), whatever they decided, and still
 *   after the owner closed it and the offer was withdrawn: they hold the card in "Mis Ofertas" and may
 *   look at what they were offered; the detail then says it is closed and offers no action.
 * - `match`: someone with a live request it answers by the matching rule (exact or near, as "Mis Matchs"
 *   lists it). A closed property never matches, so a closed one is for the first two only.
 * - nobody else (null): 403, so counting ids lists nothing.
 *
 * Returns a reader for one viewer: a list asks once per property, so the viewer's side is read once.
 * `state` needs only the viewer's own offers received and requests (the routes read just those).
 */
export function propertyReader(state: ViewerSide, viewerCode: number): (p: StoredProperty) => PropertyAccess | null {
  const received = new Set(state.inbox.filter((e) => e.userCode === viewerCode).map((e) => e.propertyId));
  const myRequests = state.houseRequests.filter((r) => r.userCode === viewerCode);
  return (p) => {
    if (p.userCode === viewerCode) return 'owner';
    if (received.has(p.propertyId)) return 'recipient';
    if (myRequests.some((r) => classifyMatch(p, r) !== NO_MATCH)) return 'match';
    return null;
  };
}

export const propertyAccess = (state: ViewerSide, p: StoredProperty, viewerCode: number): PropertyAccess | null =>
  propertyReader(state, viewerCode)(p);

/**
 * Both figures given (> 0 on both sides, matching.ts's `given`) and the property's below `limit` (the
 * request's figure, or one less).
 */
const fewer = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  mine: Expression<number>,
  asked: Expression<number>,
  limit: Expression<number> = asked,
) => eb.and([eb(mine, '>', sql.lit(0)), eb(asked, '>', sql.lit(0)), eb(mine, '<', limit)]);

/**
 * The published properties a live request of `viewer` answers (classifyMatch ≠ NO_MATCH, in SQL): the
 * viewer's requests (their index) joined with the properties of the same operation, type and district
 * (the match-key index), then the price, counts and area rule. property-access.test.ts checks it
 * against classifyMatch over the seed.
 */
const matchedFor = (viewer: Expression<number>, near: Expression<number>) =>
  qb
    .selectFrom('houseRequests')
    .innerJoin('properties as candidate', (join) =>
      join
        .onRef('candidate.ubigeoId', '=', 'houseRequests.ubigeoId')
        .onRef('candidate.tprocessId', '=', 'houseRequests.tprocessId')
        .onRef('candidate.tpropertyId', '=', 'houseRequests.tpropertyId'),
    )
    .select('candidate.propertyId')
    .where('houseRequests.userCode', '=', viewer)
    .where(liveRequest)
    .where('candidate.status', '=', sql.lit(1))
    .where('candidate.userCode', '!=', viewer)
    .where((eb) => {
      const p = (c: 'price' | 'numberBedrooms' | 'numberBathrooms' | 'numberParkinglot') => eb.ref(`candidate.${c}`);
      const r = (
        c: 'costInit' | 'costEnd' | 'numberBedrooms' | 'numberBathrooms' | 'numberParkinglot' | 'coveredArea',
      ) => eb.ref(`houseRequests.${c}`);
      const area = eb.fn.coalesce('candidate.coveredArea', sql.lit(0));
      const fewerBedrooms = fewer(eb, p('numberBedrooms'), r('numberBedrooms'));
      return eb.and([
        eb(p('price'), '>=', r('costInit')),
        eb.not(fewer(eb, p('numberBathrooms'), r('numberBathrooms'))),
        eb.not(fewer(eb, p('numberParkinglot'), r('numberParkinglot'))),
        eb.not(fewer(eb, area, r('coveredArea'))),
        // Near: up to 10 % over the budget, or one bedroom fewer, never both.
        eb(p('price'), '<=', eb(r('costEnd'), '*', near)),
        eb.not(fewer(eb, p('numberBedrooms'), r('numberBedrooms'), eb(r('numberBedrooms'), '-', sql.lit(1)))),
        eb.not(eb.and([eb(p('price'), '>', r('costEnd')), fewerBedrooms])),
      ]);
    });

/**
 * propertyReader's rule in SQL over the published properties: the viewer's own, those sent to them,
 * those one of their live requests matches. GET /property counts and pages it without reading the rest.
 */
const readableBy = (viewer: Expression<number>, near: Expression<number>) =>
  qb
    .selectFrom('properties')
    .where('properties.status', '=', sql.lit(1))
    .where((eb) =>
      eb.or([
        eb('properties.userCode', '=', viewer),
        eb(
          'properties.propertyId',
          'in',
          eb.selectFrom('inbox').select('inbox.propertyId').where('inbox.userCode', '=', viewer),
        ),
        eb('properties.propertyId', 'in', matchedFor(viewer, near)),
      ]),
    );

/** How many published properties `viewer` may read. */
export const readableCount = prepare((viewer: number, near: number) =>
  readableBy(sql.val(viewer), sql.val(near)).select((eb) => eb.fn.countAll<number>().as('n')),
);

/** A page of them, newest first. */
export const readablePage = prepare((viewer: number, near: number, limit: number, offset: number) =>
  readableBy(sql.val(viewer), sql.val(near))
    .selectAll('properties')
    .orderBy('properties.propertyId', 'desc')
    .limit(limit)
    .offset(offset),
);

/** The factor of the near price rule (matching.ts), as the SQL rule is given it. */
export const NEAR_PRICE_FACTOR = 1 + NEAR_PRICE_TOLERANCE;
