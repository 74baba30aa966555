import type { ConfigParameter, Ubigeo } from '@lotengo/shared/contracts';
import type { TelemetryRow } from '../telemetry/counters';
import type {
  StoredContactMessage,
  StoredDigestEvent,
  StoredHour,
  StoredHouseRequest,
  StoredImageProfile,
  StoredInboxEntry,
  StoredMail,
  StoredNotification,
  StoredNotificationPreferences,
  StoredProperty,
  StoredSuppression,
  StoredTypeProcess,
  StoredUser,
  StoredVisit,
} from './schema';

/** A value as its column holds it: true/false as 1/0. */
type Stored<V> = V extends boolean ? 0 | 1 : V;

/**
 * A record's row: every field a column, an optional one NULL when absent, the fields listed in `Json`
 * as JSON text (db/tables.ts turns rows back into records).
 */
export type RowOf<R, Json extends keyof R = never> = {
  [K in keyof R]-?:
    (K extends Json ? string : Stored<Exclude<R[K], undefined>>) | (undefined extends R[K] ? null : never);
};

/**
 * The tables as typed queries see them (Kysely's database interface, db/typed-query.ts): the columns of
 * migrations.ts with the record types of schema.ts. A column renamed in a record type breaks every
 * query that names it at compile time, where a SQL string would fail only when it runs.
 */
export interface Database {
  meta: { key: string; value: string };
  counters: { name: string; value: number };
  ubigeos: RowOf<Ubigeo>;
  typeProcesses: RowOf<StoredTypeProcess>;
  typeProperties: { tpropertyId: number; name: string };
  characteristics: { characteristicId: number; name: string };
  imageProfiles: RowOf<StoredImageProfile>;
  configParameters: RowOf<ConfigParameter>;
  users: RowOf<StoredUser>;
  properties: RowOf<StoredProperty, 'characteristics' | 'multimedias'>;
  houseRequests: RowOf<StoredHouseRequest>;
  inbox: RowOf<StoredInboxEntry>;
  hours: RowOf<StoredHour>;
  visits: RowOf<StoredVisit>;
  contactMessages: RowOf<StoredContactMessage>;
  notifications: RowOf<StoredNotification, 'subject'>;
  notificationPreferences: RowOf<StoredNotificationPreferences, 'off' | 'email'>;
  /** `rowid`: the order rows were added in (ties of lastAt). */
  telemetryVersions: RowOf<TelemetryRow, 'paths'> & { rowid: number };
  mailOutbox: RowOf<StoredMail, 'content'>;
  mailDigest: RowOf<StoredDigestEvent, 'content'>;
  mailSuppressions: RowOf<StoredSuppression>;
}
