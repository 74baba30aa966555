/**
 * Every call of docs/product/api.md, relative to the API base (…/mvp). Express-style patterns for the mock API,
 * builders for the client: one list, so a renamed path breaks both sides at compile time.
 */
import { CAPABILITIES_PATH } from '../facts';
import { TELEMETRY_PATHS } from './telemetry-paths';

export const API_BASE_PATH = '/mvp';

export const apiPaths = {
  hoursRegistration: '/hours/hours-registration',
  hoursByProperty: '/hours/hoursByProperty/:propertyId',
  hoursByPropertyAndTypeVisit: '/hours/hoursByPropertyAndTypeVisit/:propertyId/:typeVisit',
  hoursByPropertyTypeAndDate: '/hours/hoursByPropertyAndTypeVisitAndHours/:propertyId/:typeVisit/:date',
  visitRegistration: '/visit-planned/visit-registration',
  /** Our additions: the seeker's visits, the visits on my properties, cancel by either party. */
  visitsMine: '/visit-planned/mine/:userCode',
  visitsOwner: '/visit-planned/owner/:userCode',
  visitCancel: '/visit-planned/:visitId/cancel',
  ubigeoList: '/ubigeo/list',
  departments: '/ubigeo/listDeparment',
  provinces: '/ubigeo/listProvinces/:department',
  districts: '/ubigeo/listDistritos/:department/:province',
  typeProcess: '/type-process',
  typeProcessProperty: '/type-process/getAllTypeProcessProperty',
  typeProcessRequest: '/type-process/getAllTypeProcessRequest',
  typeProperty: '/type-property',
  characteristic: '/characteristic',
  imageProfiles: '/image-profile/getImagesProfile',
  configParameter: '/config-parameter',
  properties: '/property',
  propertyRegistration: '/property/property-registration',
  userProperties: '/property/getProperty/:userCode',
  propertyFilters: '/property/property-filters/:userCode',
  propertyMatches: '/property/match-property/:userCode',
  /** Our additions: one property (edit form), update, close and reopen, owner only for writes. */
  property: '/property/:id',
  propertyUpdate: '/property/:id/update',
  propertyClose: '/property/:id/close',
  propertyReopen: '/property/:id/reopen',
  userByUid: '/users/getUserByUuid/:uid',
  userRegistration: '/users/user-registration',
  userByEmail: '/users/getUserByEmail/:email',
  userUpdate: '/users/user-update',
  houseRequestSearch: '/house-request',
  houseRequestRegistration: '/house-request/houserequest-registration',
  houseRequestPopular: '/house-request/getHouseRequestMorePopular',
  houseRequestMine: '/house-request/getHouseRequestMine/:userCode',
  houseRequestMatches: '/house-request/match-house-request/:userCode',
  houseRequest: '/house-request/:id',
  houseRequestUpdate: '/house-request/:id/update',
  inbox: '/inboxProperty/getBuzon/:id',
  inboxSend: '/inboxProperty/enviar-al-inbox-property',
  /** first = idInboxProperty, second = the new isAccepted value (1 or 2): the original API left the order open,
   * docs/product/api.md. */
  inboxChangeIsAccepted: '/inboxProperty/changeIsAccepted/:idInboxProperty/:value',
  /** Our additions. Which of the caller's properties were already sent to a request (so the UI shows "Enviado"). */
  inboxSentByMe: '/inboxProperty/sent-by-me/:houseRequestId',
  /** Our additions: unread badge, mark my inbox read, the reason of a reject. */
  inboxUnreadCount: '/inboxProperty/unread-count/:userCode',
  inboxMarkRead: '/inboxProperty/mark-read/:userCode',
  inboxRejectReason: '/inboxProperty/reject-reason/:idInboxProperty',
  contactMessages: '/contact/messages',
  storageUpload: '/storage/upload',
  storageFile: '/storage/:userCode/:fileName',
  health: '/health',
  /** Ours: what this backend has beyond the original calls (capabilities.ts); a backend without it has only those. */
  capabilities: CAPABILITIES_PATH,
  /** Our additions: release telemetry, anonymous and rate-limited; the summary the health command reads. */
  telemetryRemoteErrors: TELEMETRY_PATHS.remoteErrors,
  telemetryPageLoads: TELEMETRY_PATHS.pageLoads,
  telemetrySummary: TELEMETRY_PATHS.summary,
} as const;

export type ApiPathKey = keyof typeof apiPaths;

/** Fill an Express-style pattern: buildPath('/a/:id', { id: 3 }) → '/a/3' (each value URL-encoded). */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Falta el parámetro ${key} para ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
