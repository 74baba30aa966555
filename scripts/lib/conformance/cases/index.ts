/**
 * One case per operation of the registry: `satisfies Cases` makes a new operation without one a type
 * error, and conformance-cases.test.ts says which it is.
 */
import { addedCases } from './added';
import { inboxAndVisitsCases } from './inbox-visits';
import { optionsAndUsersCases } from './options-users';
import { propertiesAndRequestsCases } from './properties-requests';
import type { Cases } from '../types';

export const cases = {
  ...optionsAndUsersCases,
  ...propertiesAndRequestsCases,
  ...inboxAndVisitsCases,
  ...addedCases,
} satisfies Cases;
