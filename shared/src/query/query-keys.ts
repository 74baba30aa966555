import type { SearchFilter } from '../contracts';

/** Every cache key in one place, so a mutation can invalidate what it changed. */
export const queryKeys = {
  reference: ['reference'] as const,
  departments: () => ['reference', 'departments'] as const,
  provinces: (department: string) => ['reference', 'provinces', department] as const,
  districts: (department: string, province: string) => ['reference', 'districts', department, province] as const,
  ubigeos: () => ['reference', 'ubigeos'] as const,
  typeProperties: () => ['reference', 'type-properties'] as const,
  typeProcesses: () => ['reference', 'type-processes'] as const,
  typeProcessesForRequest: () => ['reference', 'type-processes', 'request'] as const,
  typeProcessesForProperty: () => ['reference', 'type-processes', 'property'] as const,
  characteristics: () => ['reference', 'characteristics'] as const,
  configParameters: () => ['reference', 'config-parameters'] as const,
  profileImages: () => ['reference', 'profile-images'] as const,

  houseRequests: ['house-requests'] as const,
  houseRequestSearch: (filter: SearchFilter) => ['house-requests', 'search', filter] as const,
  houseRequestPopular: () => ['house-requests', 'popular'] as const,
  houseRequestMine: (userCode: number) => ['house-requests', 'mine', userCode] as const,
  houseRequest: (id: number) => ['house-requests', 'one', id] as const,
  houseRequestMatches: (userCode: number) => ['house-requests', 'matches', userCode] as const,

  properties: ['properties'] as const,
  userProperties: (userCode: number) => ['properties', 'mine', userCode] as const,
  propertySearch: (userCode: number, filter: SearchFilter) => ['properties', 'search', userCode, filter] as const,
  propertyMatches: (userCode: number) => ['properties', 'matches', userCode] as const,

  inbox: (userCode: number) => ['inbox', userCode] as const,
  sentPropertyIds: (houseRequestId: number) => ['inbox', 'sent-by-me', houseRequestId] as const,
  hours: (propertyId: number, typeVisit?: string, date?: string) => ['hours', propertyId, typeVisit ?? null, date ?? null] as const,

  user: (uid: string) => ['user', uid] as const,
} as const;
