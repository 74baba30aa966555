/**
 * @lotengo/shared — the contracts package (see README.md): what several apps use and what holds no state
 * (types and constants of docs/product/entities.md, route paths, the texts several areas share, formatters, the API's
 * calls, query options, UI primitives). Not a federated module: each app bundles the parts it imports (webpack keeps
 * only those), so a change here reaches users with each app that is released with it, and two versions can live on one
 * page. What must be one per page is in the singleton entries (@lotengo/shared/config, /identity, /session, /http,
 * /notify, /remotes, /alerts; shared/build/singletons.ts), never re-exported here.
 */

// Every contract's types; of its values, the constants and helpers the apps use (the schemas come from
// @lotengo/shared/contracts: the forms and tests that need one name it there).
export type * from './contracts';
export type * from './contracts/alerts';
export {
  /** The API's paths (the client's already; the shell's build names the detail's early call with it). */
  apiPaths,
  AGENCY_NAME_MAX,
  CONTACT_MESSAGE_MAX,
  COVERED_AREA_MAX,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PROPERTY_DESCRIPTION,
  DEFAULT_REQUEST_DESCRIPTION,
  DEFAULT_REQUEST_TITLE,
  EMPTY_FILTER,
  EXPIRY_REMINDER_DAYS,
  INBOX_ACCEPTED,
  INBOX_PENDING,
  INBOX_REJECTED,
  MAX_IMAGE_BYTES,
  MONEY_MAX,
  OWNER_TYPE_AGENCY,
  PHOTO_COMPRESSION,
  PROCESS_BUY,
  PROCESS_RENT,
  PROPERTY_ADDRESS_MAX,
  PROPERTY_AREA_MAX,
  PROPERTY_CLOSED,
  PROPERTY_PHOTOS_MAX,
  PROPERTY_REFERENCE_MAX,
  PROPERTY_YEAR_MIN,
  REFERENCE_ADDRESS_MAX,
  REQUEST_DESCRIPTION_MAX,
  REQUEST_TITLE_MAX,
  TIME_SLOTS,
  USER_NAME_MAX,
  USER_PHONE_MAX,
  VISIT_TYPES,
  YEAR_CONSTRUCTION_RANGES,
  propertyYearMax,
  todayInPeru,
} from './contracts';
export * from './routing/paths';
export { notifyKey, catalogueMessage } from './ui/notify-key';
export * from './constants';
export * from './query';
export * from './format';
export * from './ui';
