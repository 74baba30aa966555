import type { Router } from 'express';
import {
  apiPaths,
  MATCH_GROUP_LIMIT,
  MATCH_GROUPS_LIMIT,
  NEAR_GROUP_LIMIT,
  type PropertyMatches,
  type RequestMatches,
} from '@lotengo/shared/contracts';
import { requireSelfParam } from '../auth/middleware';
import { explainMatch, type Pairing, propertiesForRequests, requestsForProperties } from '../domain/matching';
import { houseRequestView, propertyView, type ViewContext } from '../domain/views';
import { asyncHandler } from '../http/errors';
import { propertiesSharingKey, requestsSharingKey } from '../domain/candidates';
import { liveRequestsOf, publishedPropertiesOf } from '../domain/ownership';
import { jsonList, prepare, qb } from '../db/typed-query';

/** The offers of these properties (a JSON list of ids). */
const offersOfProperties = prepare((ids: string) =>
  qb.selectFrom('inbox').selectAll().where('propertyId', 'in', jsonList(ids)),
);
import { type Deps, viewContext } from './deps';

/** Counts both lists in full, caps them (already newest first) and explains only what is sent. */
function split<A, B, V>(g: Pairing<A, B>, view: (item: B) => V) {
  return {
    matches: g.exact.slice(0, MATCH_GROUP_LIMIT).map(view),
    nearMatches: g.near.slice(0, NEAR_GROUP_LIMIT).map(view),
    total: g.exact.length,
    nearTotal: g.near.length,
  };
}

/** Full counts over every group with a match; only the newest MATCH_GROUPS_LIMIT groups are sent. */
function capGroups<A, B>(groups: Pairing<A, B>[], idOf: (a: A) => number) {
  const withAny = groups.filter((g) => g.exact.length + g.near.length > 0).sort((a, b) => idOf(b.mine) - idOf(a.mine));
  return {
    shown: withAny.slice(0, MATCH_GROUPS_LIMIT),
    counts: {
      total: withAny.reduce((n, g) => n + g.exact.length, 0),
      nearTotal: withAny.reduce((n, g) => n + g.near.length, 0),
      groupsTotal: withAny.length,
    },
  };
}

/**
 * Matches both ways (docs/product/api.md; answer shapes in shared/src/contracts/match.ts). Only the user themself
 * may ask (403 otherwise). Each item carries the other party's phone where the contact rule allows it.
 * Registered by houseRequestRoutes before GET /house-request/:id, so the name is not read as an id.
 */
export function matchRoutes(router: Router, deps: Deps): void {
  const { store } = deps;

  /** A GET of the caller's own matches: only they may ask; `answer` builds the body for their user code. */
  const ownMatches = (path: string, answer: (userCode: number, ctx: ViewContext) => PropertyMatches | RequestMatches) =>
    router.get(
      path,
      asyncHandler(async (req, res) => {
        const userCode = requireSelfParam(req, store);
        res.json(answer(userCode, viewContext(req, deps)));
      }),
    );

  // A seeker's view: other people's properties for each of my requests.
  ownMatches(apiPaths.propertyMatches, (userCode, ctx) => {
    const mine = store.houseRequests.select(liveRequestsOf(userCode));
    const pairings = propertiesForRequests(mine, propertiesSharingKey(store, mine));
    const { shown, counts } = capGroups(pairings, (r) => r.houseRequestId);
    const groups = shown.map((g) => ({
      request: houseRequestView(g.mine, ctx),
      ...split(g, (p) => ({ property: propertyView(p, ctx, { contact: true }), ...explainMatch(p, g.mine) })),
    }));
    return { groups, ...counts } satisfies PropertyMatches;
  });

  // An owner's view: other people's requests for each of my properties.
  ownMatches(apiPaths.houseRequestMatches, (userCode, ctx) => {
    const mine = store.properties.select(publishedPropertiesOf(userCode));
    const pairings = requestsForProperties(mine, requestsSharingKey(store, mine));
    const { shown, counts } = capGroups(pairings, (p) => p.propertyId);
    const mineIds = JSON.stringify(shown.map((g) => g.mine.propertyId));
    const offers = store.inbox.select(offersOfProperties(mineIds));
    const sent = new Set(offers.map((e) => `${e.propertyId}:${e.houseRequestId}`));
    const groups = shown.map((g) => ({
      property: propertyView(g.mine, ctx),
      ...split(g, (r) => ({
        request: houseRequestView(r, ctx, { contact: true }),
        ...explainMatch(g.mine, r),
        sent: sent.has(`${g.mine.propertyId}:${r.houseRequestId}`),
      })),
    }));
    return { groups, ...counts } satisfies RequestMatches;
  });
}
