/**
 * Texts of a remote run alone by its team (`npm run dev -w mf-…`): the demo session bar. Loaded only by
 * the standalone mount, never by the site.
 */
export const standaloneTexts = {
  region: 'Sesión de demostración',
  checking: 'Comprobando la API y la sesión de demostración…',
  signedInAs: (name: string, email: string) =>
    `Sesión de demostración: ${name} (${email}), con los datos de la semilla.`,
  signedOut: 'Sin sesión.',
  signInAs: (firstName: string) => `Ingresar como ${firstName}`,
  signOut: 'Salir',
  retry: 'Reintentar',
  apiDown: (url: string) =>
    `No se puede conectar con la API (${url}): las páginas no tendrán datos. Iníciala en otra terminal con: npm ` +
    `start -- --only=auth,api`,
  authDown: (url: string) =>
    `No se puede conectar con el emulador de Auth (${url}) para iniciar la sesión de demostración. Inícialo en otra ` +
    `terminal con: npm start -- --only=auth,api`,
  noDemoUser: (email: string) =>
    `La API no tiene el usuario de demostración ${email}. Carga la semilla con: npm run seed`,
  realProject:
    'Sin sesión automática: esta configuración apunta a un proyecto de Firebase real. Ingresa con tu cuenta.',
} as const;
