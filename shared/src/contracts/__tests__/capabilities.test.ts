import {
  apiPaths,
  buildPath,
  CAPABILITIES,
  capabilitiesAnswerSchema,
  capabilityOfPath,
  capabilityOfPattern,
  knownCapabilities,
  pathCapabilities,
  patternsOf,
  SEED,
} from '..';

/**
 * The original API as the product's first description listed it (docs/product/api.md "The original calls",
 * 35 operations on these paths), spelled out here so the map cannot move a call in or out of the seed unseen.
 */
const ORIGINAL_CALLS = [
  '/characteristic',
  '/config-parameter',
  '/hours/hours-registration',
  '/hours/hoursByProperty/:propertyId',
  '/hours/hoursByPropertyAndTypeVisit/:propertyId/:typeVisit',
  '/hours/hoursByPropertyAndTypeVisitAndHours/:propertyId/:typeVisit/:date',
  '/house-request',
  '/house-request/:id',
  '/house-request/:id/update',
  '/house-request/getHouseRequestMine/:userCode',
  '/house-request/getHouseRequestMorePopular',
  '/house-request/houserequest-registration',
  '/house-request/match-house-request/:userCode',
  '/image-profile/getImagesProfile',
  '/inboxProperty/changeIsAccepted/:idInboxProperty/:value',
  '/inboxProperty/enviar-al-inbox-property',
  '/inboxProperty/getBuzon/:id',
  '/property',
  '/property/getProperty/:userCode',
  '/property/match-property/:userCode',
  '/property/property-filters/:userCode',
  '/property/property-registration',
  '/type-process',
  '/type-process/getAllTypeProcessProperty',
  '/type-process/getAllTypeProcessRequest',
  '/type-property',
  '/ubigeo/list',
  '/ubigeo/listDeparment',
  '/ubigeo/listDistritos/:department/:province',
  '/ubigeo/listProvinces/:department',
  '/users/getUserByEmail/:email',
  '/users/getUserByUuid/:uid',
  '/users/user-registration',
  '/users/user-update',
  '/visit-planned/visit-registration',
];

const sample = (pattern: string) =>
  buildPath(pattern, Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map((m) => [m[1], 7])));

describe('which call needs what', () => {
  it('the seed is exactly the original calls (and the question itself)', () => {
    const seed = patternsOf(SEED).filter((p) => p !== apiPaths.capabilities);
    expect([...new Set(seed)].sort()).toEqual(ORIGINAL_CALLS);
    expect(capabilityOfPattern(apiPaths.capabilities)).toBe(SEED);
  });

  it('names the capabilities the site and the API document share', () => {
    for (const name of ['visits', 'propertyDetail', 'notifications', 'demand', 'emailPreferences', 'telemetry'])
      expect(CAPABILITIES).toContain(name);
    expect(CAPABILITIES).toContain('photoStorage');
    // Each one is needed by some call (no name without a call behind it).
    for (const c of CAPABILITIES) expect({ c, calls: patternsOf(c).length > 0 }).toEqual({ c, calls: true });
  });

  it('a request’s path finds its own pattern’s capability, the most literal match winning', () => {
    for (const { pattern, capability } of pathCapabilities())
      expect({ pattern, found: capabilityOfPath(sample(pattern)) }).toEqual({ pattern, found: capability });
    expect(capabilityOfPath('/property/property-registration')).toBe(SEED);
    expect(capabilityOfPath('/property/7')).toBe('propertyDetail');
    expect(capabilityOfPath('/house-request/getHouseRequestMorePopular')).toBe(SEED);
    expect(capabilityOfPath('/notifications/stream?ticket=abc')).toBe('notificationStream');
    expect(capabilityOfPath('/inboxProperty/unread-count/2')).toBe('unreadCounts');
    expect(capabilityOfPath('/notifications/preferences/2')).toBe('emailPreferences');
    expect(capabilityOfPath('/demand/summary')).toBe('demand');
    expect(capabilityOfPath('/telemetry/page-loads')).toBe('telemetry');
    expect(capabilityOfPath('/storage/2/foto.jpg')).toBe('photoStorage');
    expect(capabilityOfPath('/no/such/call')).toBeUndefined();
  });

  it('no pattern is claimed by two capabilities', () => {
    const byPattern = new Map<string, Set<string>>();
    for (const { pattern, capability } of pathCapabilities())
      byPattern.set(pattern, (byPattern.get(pattern) ?? new Set()).add(capability));
    expect([...byPattern].filter(([, tags]) => tags.size > 1)).toEqual([]);
  });
});

describe('GET /capabilities', () => {
  it('answers the names, and maybe the contract version; the site keeps the names it knows, once', () => {
    expect(capabilitiesAnswerSchema.safeParse({ capabilities: ['demand'] }).success).toBe(true);
    expect(capabilitiesAnswerSchema.safeParse({ capabilities: ['demand'], apiVersion: '1' }).success).toBe(true);
    expect(capabilitiesAnswerSchema.safeParse({ capabilities: 'demand' }).success).toBe(false);
    expect(capabilitiesAnswerSchema.safeParse({}).success).toBe(false);
    expect(knownCapabilities(['demand', 'teleport', 'seed', 'demand', 'visits'])).toEqual(['demand', 'visits']);
  });
});
