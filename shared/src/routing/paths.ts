/** Route paths: the one place they are written (SPEC §2). Components call these, never build strings. */
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
  inbox: '/page/buzon',
  requests: '/page/requests',
  requestsCreate: (idDistrit: number | string = 0, idProcess: number | string = 0) => `/page/requests-create/${idDistrit}/${idProcess}`,
  myRequests: '/page/my-request',
  editRequest: (houseRequestId: number | string) => `/page/edit-request/${houseRequestId}`,
  /** Ours (issue 7): the original shows Editar on property cards but has no screen. */
  propertyEdit: (propertyId: number | string) => `/page/property-edit/${propertyId}`,
} as const;

/** Patterns for <Route path>. */
export const routePatterns = {
  requestsCreate: '/page/requests-create/:idDistrit/:idProcess',
  editRequest: '/page/edit-request/:houseRequestId',
  propertyEdit: '/page/property-edit/:propertyId',
} as const;

/**
 * Query parameter of /page/properties that opens the availability modal for one property (set by the
 * create form after "Guardado correctamente", SPEC §2: `?horarios={propertyId}`).
 */
export const PROPERTIES_HOURS_PARAM = 'horarios';

/** Anchor of the public request list on the home page ("Tengo una propiedad" scrolls there). */
export const HOME_REQUESTS_ANCHOR = 'solicitudes';
