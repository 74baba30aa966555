/** Route paths: the one place they are written (docs/product/screens.md). Components call these, never build strings.
 */
export const paths = {
  root: '/',
  home: '/home',
  index: '/index',
  login: '/page/login',
  registry: '/page/registry',
  contact: '/page/contact',
  profile: '/page/profile',
  propertyCreate: '/page/property-create',
  properties: '/page/properties',
  /** My properties with the availability modal open for one property (after "Crear", docs/product/screens.md). */
  propertiesWithHours: (propertyId: number | string) => `/page/properties?${PROPERTIES_HOURS_PARAM}=${propertyId}`,
  inbox: '/page/buzon',
  /** Ours: "Mis Ofertas" on one of its sections (an owner's visits, the offers they sent); `ofertas` is the inbox. */
  inboxSection: (section: InboxSection) =>
    section === INBOX_SECTIONS[0] ? '/page/buzon' : `/page/buzon?${INBOX_SECTION_PARAM}=${section}`,
  requests: '/page/requests',
  /** Ours: the public demand figures ("Demanda"). */
  demand: '/page/demanda',
  /** Ours: the request list with the "¡Lo tengo!" modal open for one request (a match notification's link). */
  requestLoTengo: (houseRequestId: number | string) => `/page/requests?${REQUESTS_LO_TENGO_PARAM}=${houseRequestId}`,
  /** Ours: every notification, paged. */
  notifications: '/page/notificaciones',
  requestsCreate: (idDistrit: number | string = 0, idProcess: number | string = 0) =>
    `/page/requests-create/${idDistrit}/${idProcess}`,
  myRequests: '/page/my-request',
  /** Ours: "Mis Solicitudes" with "Comparte tu solicitud" open for the request just published. */
  myRequestsShare: (houseRequestId: number | string) => `/page/my-request?${MY_REQUESTS_SHARE_PARAM}=${houseRequestId}`,
  editRequest: (houseRequestId: number | string) => `/page/edit-request/${houseRequestId}`,
  /** Ours: the original shows Editar on property cards but has no screen. */
  propertyEdit: (propertyId: number | string) => `/page/property-edit/${propertyId}`,
  /**
   * Ours: one property's detail page (gallery, every fact, the actions of the viewer's context);
   * `'matchs'` when opened from the profile's "Mis Matchs" (the owner sees the requests it matches there).
   */
  propertyDetail: (propertyId: number | string, view?: 'matchs') =>
    `/page/property/${propertyId}${view ? `?ver=${view}` : ''}`,
  /** Ours: the profile on one tab, optionally scrolled to its "Mis Matchs" (see PROFILE_PARAMS). */
  profileTab: (tab: ProfileTab, view?: 'matchs') => `/page/profile?tab=${tab}${view ? `&ver=${view}` : ''}`,
} as const;

/** The profile's tabs as written in its URL (`?tab=`), so a link or a reload lands on the right one. */
export const PROFILE_TABS = ['solicitudes', 'propiedades', 'notificaciones'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
/** Query parameters of /page/profile (the tab, and `ver=matchs` to open straight on its matches) and of a property's
 * detail (`ver=matchs`). */
export const PROFILE_PARAMS = { tab: 'tab', view: 'ver', matches: 'matchs' } as const;

/**
 * An id in a route or query parameter (a property's, a request's) as the pages accept it: 1–9 digits,
 * as a RegExp source (the early-start script's route table takes it as it is).
 */
export const ROUTE_ID_SOURCE = '\\d{1,9}';
const ROUTE_ID = new RegExp(`^(?:${ROUTE_ID_SOURCE})$`);

/** The positive id a route or query parameter holds, or null for anything else (`..`, `4a`, `0`, too long). */
export function routeIdOf(raw: string | null | undefined): number | null {
  if (!raw || !ROUTE_ID.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** Patterns for <Route path>. */
export const routePatterns = {
  requestsCreate: '/page/requests-create/:idDistrit/:idProcess',
  editRequest: '/page/edit-request/:houseRequestId',
  propertyEdit: '/page/property-edit/:propertyId',
  propertyDetail: '/page/property/:propertyId',
  /** A request's public page, `/solicitud/{id}-{slug}` (routing/public-paths.ts writes and reads it). */
  publicRequest: '/solicitud/:requestRef',
} as const;

/**
 * Query parameter of /page/properties that opens the availability modal for one property (set by the
 * create form after "Guardado correctamente", docs/product/screens.md: `?horarios={propertyId}`).
 */
export const PROPERTIES_HOURS_PARAM = 'horarios';

/**
 * A request's public page in the shell's frame: the element its server writes the page into (the shell
 * keeps it while the page's code loads), and the JSON the server leaves for the app's first render.
 */
export const PUBLIC_REQUEST_SLOT_ID = 'lt-public-request';
export const PUBLIC_REQUEST_DATA_ID = 'lt-public-request-data';

/** Query parameter of /page/requests that opens "¡Lo tengo!" for one request (`?lotengo={houseRequestId}`). */
export const REQUESTS_LO_TENGO_PARAM = 'lotengo';

/**
 * The sections of "Mis Ofertas" as written in its URL (`?seccion=`): the offers received (the default,
 * no parameter), the visits booked on my properties, the offers I sent. A link or a reload keeps one open.
 */
export const INBOX_SECTIONS = ['ofertas', 'visitas', 'enviadas'] as const;
export type InboxSection = (typeof INBOX_SECTIONS)[number];
export const INBOX_SECTION_PARAM = 'seccion';

/** Query parameter of /page/my-request that offers to share one request (`?compartir={houseRequestId}`). */
export const MY_REQUESTS_SHARE_PARAM = 'compartir';

/** Anchor of the public request list on the home page ("Tengo una propiedad" scrolls there). */
export const HOME_REQUESTS_ANCHOR = 'solicitudes';
