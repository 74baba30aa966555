import {
  DEFAULT_LIMIT_DAYS_REQUEST,
  LIMIT_DAYS_REQUEST_KEY,
  type AvailableHour,
  type ContactMessage,
  type ConfigParameter,
  type Multimedia,
  type ProcessId,
  type RejectReason,
  type RequestState,
  type Ubigeo,
  type VisitType,
} from '@lotengo/shared/contracts';

export type {
  MailSkipReason,
  MailState,
  StoredDigestEvent,
  StoredMail,
  StoredNotification,
  StoredNotificationPreferences,
  StoredSuppression,
} from './schema-alerts';

/** The records the tables hold (db/migrations.ts) and the export lists; reads are projections of them
 * (domain/views.ts). */
export interface StoredUser {
  userCode: number;
  userFirebaseId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  avatarUrl: string;
  status: number;
  createdAt: string;
  /**
   * The ID token's `email_verified`, kept at registration and whenever a token says otherwise; absent:
   * not known yet (an account registered before it was kept), mailed until a sign-in says it is not.
   */
  emailVerified?: boolean;
}

export interface StoredProperty {
  propertyId: number;
  title: string;
  description: string;
  address: string;
  ubigeoId: number;
  numberBedrooms: number;
  numberBathrooms: number;
  numberParkinglot: number;
  price: number;
  tprocessId: ProcessId;
  tpropertyId: number;
  declarationProperties: 0 | 1;
  userCode: number;
  /** 1 published, 2 closed by its owner (close/reopen routes). */
  status: 1 | 2;
  characteristics: number[];
  multimedias: Multimedia[];
  typeOwner?: string;
  agencyName?: string;
  /** Service area and common areas (1 yes, 0 no); absent when never answered. */
  numberServicesAreas?: 0 | 1;
  numberCommonArea?: 0 | 1;
  /** Documented additions; absent on older records means '' / 0. */
  referenceAddress?: string;
  totalArea?: number;
  coveredArea?: number;
  yearConstruction?: number;
  createdAt: string;
  updatedAt?: string;
  closedAt?: string;
}

export interface StoredHouseRequest {
  houseRequestId: number;
  title: string;
  description: string;
  referenceAddress: string;
  totalArea: number;
  coveredArea: number;
  ubigeoId: number;
  yearConstruction: number;
  numberBedrooms: number;
  numberBathrooms: number;
  numberParkinglot: number;
  tpropertyId: number;
  tprocessId: ProcessId;
  costInit: number;
  costEnd: number;
  numberCommonArea: 0 | 1;
  numberServicesAreas?: 0 | 1;
  isTerraza: '0' | '1';
  userCode: number;
  /** The status of docs/product/entities.md, always 1; where the request stands is `state`. */
  status: 1;
  /** Only 'active' is searched, matched and open to offers (normalised to 'active' on older files). */
  state: RequestState;
  /** Created, edited, reopened or renewed: the expiry clock starts here. */
  lastActiveAt: string;
  /** false: its public page is kept out of search engines (true on older files and when not chosen). */
  indexable: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface StoredInboxEntry {
  idInboxProperty: number;
  propertyId: number;
  /** The request owner's user code (whose inbox it is). */
  userCode: number;
  houseRequestId: number;
  /** Who sent it (the property owner when it was sent). */
  senderUserCode: number;
  isAccepted: 0 | 1 | 2;
  isRead: 0 | 1;
  /** 1 while the owner has the property closed and the offer was still pending (set by the close route). */
  isWithdrawn?: 0 | 1;
  /** Optional reason given with a reject (REJECT_REASONS). */
  rejectReason?: RejectReason;
  dateInbox: string;
  decidedAt?: string;
}

export interface StoredHour extends AvailableHour {
  hourId: number;
}

export interface StoredVisit {
  visitId: number;
  /** The offer it belongs to (one active visit per offer). Older dbs may lack it: matched by property + seeker. */
  idInboxProperty?: number;
  propertyId: number;
  userCode: number;
  typeVisit: VisitType;
  visitDate: string;
  visitHour: string;
  /** 1 planned, 0 cancelled (by `cancelledBy`); a cancelled visit frees its slot. */
  status: 0 | 1;
  cancelledBy?: 'seeker' | 'owner';
  cancelledAt?: string;
  createdAt: string;
  updatedAt?: string;
}

export interface StoredContactMessage extends ContactMessage {
  id: number;
  createdAt: string;
}

export interface StoredTypeProcess {
  tprocessId: ProcessId;
  /** Name on the property side (ALQUILAR / VENDER). */
  propertyName: string;
  /** Name on the request side (ALQUILAR / COMPRAR). */
  requestName: string;
}

export interface StoredImageProfile {
  imageProfileId: number;
  /** Path under the API origin, e.g. /mvp/static/avatars/avatar-1.svg (made absolute when read). */
  path: string;
}

export interface DbState {
  meta: { schemaVersion: 1; seed: { requests: number; properties: number; date: string; generatedAt: string } };
  ubigeos: Ubigeo[];
  typeProcesses: StoredTypeProcess[];
  typeProperties: { tpropertyId: number; name: string }[];
  characteristics: { characteristicId: number; name: string }[];
  imageProfiles: StoredImageProfile[];
  configParameters: ConfigParameter[];
  users: StoredUser[];
  properties: StoredProperty[];
  houseRequests: StoredHouseRequest[];
  inbox: StoredInboxEntry[];
  hours: StoredHour[];
  visits: StoredVisit[];
  contactMessages: StoredContactMessage[];
}

export const COLLECTIONS = [
  'ubigeos',
  'typeProcesses',
  'typeProperties',
  'characteristics',
  'imageProfiles',
  'configParameters',
  'users',
  'properties',
  'houseRequests',
  'inbox',
  'hours',
  'visits',
  'contactMessages',
] as const satisfies readonly (keyof DbState)[];

/** Collections a db must have to be usable; the rest start empty when an older file lacks them. */
const REQUIRED: readonly (keyof DbState)[] = [
  'ubigeos',
  'typeProcesses',
  'typeProperties',
  'users',
  'properties',
  'houseRequests',
];

/** Checks that parsed JSON looks like our db; returns a reason when it does not. */
export function checkDbShape(data: unknown): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return 'el contenido no es un objeto JSON';
  const record = data as Record<string, unknown>;
  for (const key of REQUIRED) {
    if (!Array.isArray(record[key])) return `falta la colección "${key}"`;
  }
  for (const key of COLLECTIONS) {
    if (record[key] !== undefined && !Array.isArray(record[key])) return `"${key}" no es una lista`;
  }
  return null;
}

/**
 * Fills what an older JSON file (an import, `seed --from`) may lack, so code can rely on it: every
 * list, the request freshness fields (an older request counts as active from the moment the file is
 * read, so nothing expires at once), `indexable` (true: as public as before) and the `limit_days_request`
 * parameter.
 */
export function normalizeDb(data: Record<string, unknown>, now: Date = new Date()): DbState {
  for (const key of COLLECTIONS) {
    if (!Array.isArray(data[key])) data[key] = [];
  }
  // A `telemetry` collection in an imported file holds report counts, a unit the telemetry table does not use.
  delete data.telemetry;
  const state = data as unknown as DbState;
  const iso = now.toISOString();
  for (const r of state.houseRequests as Partial<StoredHouseRequest>[]) {
    r.state ??= 'active';
    r.lastActiveAt ??= iso;
    r.indexable ??= true;
  }
  if (!state.configParameters.some((p) => p.typeField === LIMIT_DAYS_REQUEST_KEY)) {
    state.configParameters.push({ typeField: LIMIT_DAYS_REQUEST_KEY, value: String(DEFAULT_LIMIT_DAYS_REQUEST) });
  }
  return state;
}
