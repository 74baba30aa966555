/**
 * @lotengo/shared — the contracts package (see README.md). Browser code imports it by name only;
 * it is a federated singleton, so every export here exists once per page.
 */
import './ui/theme.css';
import './ui/detail-frame.css';

// Every contract's types; of its values, the constants and helpers the apps use. Not the schemas: the
// API client parses with them inside the package, and a federated module keeps every export, so each
// one exported here would be on every page's first load (session-only ones load with their calls).
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
export { messages, type ToastKey, type ToastText } from './i18n';
export * from './constants';
export * from './config';
export * from './identity';
export * from './session';
export * from './api';
export * from './query';
export * from './notify';
export * from './format';
export * from './ui';
