/**
 * The <h1> of the pages the shell prerenders or shows while their remote loads
 * (shell/src/app/remote-routes.ts): the remote's page renders the same text, from here.
 */
export const pageHeadings = {
  requestsIndex: 'Solicitudes de nuestra comunidad',
  requestsSearch: 'Búsqueda de solicitudes',
  profile: 'Mi Perfil',
  inbox: 'Mis Ofertas',
  myProperties: 'Mis Propiedades',
  propertyCreate: '¡Tengo una propiedad para ofrecer!',
  propertyEdit: 'Modifica los datos de tu propiedad',
  myRequests: 'Mis Solicitudes',
  requestCreate: 'Crea una nueva solicitud',
  requestEdit: 'Modifica los datos de tu solicitud',
} as const;
