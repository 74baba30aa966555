/**
 * The <h1> of signed-in pages whose remote is not in the main catalogue: the shell shows it while the
 * remote loads (shell/src/app/remote-routes.ts) and the remote's page renders the same text, from here.
 */
export const pageHeadings = {
  profile: 'Mi Perfil',
  inbox: 'Mis Ofertas',
  myProperties: 'Mis Propiedades',
  propertyCreate: '¡Tengo una propiedad para ofrecer!',
  propertyEdit: 'Modifica los datos de tu propiedad',
  myRequests: 'Mis Solicitudes',
  requestCreate: 'Crea una nueva solicitud',
  requestEdit: 'Modifica los datos de tu solicitud',
} as const;
