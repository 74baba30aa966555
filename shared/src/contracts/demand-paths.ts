/** The demand figures' calls, relative to API_BASE_PATH like apiPaths; public (no session needed), always computed
 * afresh. */
export const demandApiPaths = {
  summary: '/demand/summary',
  property: '/demand/property',
  supply: '/demand/supply',
} as const;

export type DemandApiPathKey = keyof typeof demandApiPaths;
