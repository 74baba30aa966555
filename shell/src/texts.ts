import { areaNames } from '@lotengo/shared/i18n';

/** Texts of the shell area: header, footer, home, guards, error pages, document titles. */
export const shellTexts = {
  brand: 'Lo Tengo',
  skipToContent: 'Saltar al contenido',

  nav: {
    label: 'Principal',
    toggle: 'Menú',
    explore: 'Explorar',
    demand: 'Demanda',
    login: 'Ingresar',
    register: 'Registrarse',
    inbox: 'Mis Ofertas',
    /**
     * The unread badge on "Mis Ofertas": read after the link text ("Mis Ofertas, 3 nuevas") by screen
     * readers only; the visible badge shows the number.
     */
    inboxUnread: (n: number) => `, ${n} ${n === 1 ? 'nueva' : 'nuevas'}`,
    myRequests: 'Mis Solicitudes',
    myProperties: 'Mis propiedades',
    contact: 'Contacto',
    /** docs/product/screens.md: the header links to requests-create/0/0. */
    createRequest: 'Crear solicitud',
  },

  userMenu: {
    greeting: (firstName: string, lastName: string) => `Hola, ${[firstName, lastName].filter(Boolean).join(' ')}`,
    profile: 'Mi Perfil',
    logout: 'Salir',
    /** Shown in place of the menu if it crashes: the rest of the header keeps working. */
    unavailable: 'Menú de cuenta no disponible',
  },

  footer: {
    label: 'Enlaces del pie de página',
    tagline: 'El marketplace inmobiliario al revés: publica lo que buscas y deja que los propietarios te ofrezcan.',
    exploreGroup: 'Lo Tengo',
    explore: 'Explorar',
    contact: 'Contáctanos',
    inbox: 'Mis Ofertas',
    myRequests: 'Mis Solicitudes',
    myProperties: 'Mis propiedades',
    seekersGroup: 'Solicitantes',
    createRequest: 'Crear una solicitud',
    reviewMatches: 'Revisar mis coincidencias',
    manageOffers: 'Gestionar ofertas',
    contactGroup: 'Contacto',
    phoneLabel: 'Teléfono',
    social: 'Síguenos en Facebook',
    socialHref: 'https://www.facebook.com/lotengo.pe',
    socialNewTab: '(se abre en una pestaña nueva)',
    ownersGroup: 'Propietarios',
    ownersPitch: '¿Tienes una propiedad para vender o alquilar? Encuentra a quien ya la está buscando.',
    ownersCta: 'Crear cuenta gratis',
    copyright: (year: number) => `© ${year} Lo Tengo. Todos los derechos reservados.`,
  },

  home: {
    headline: 'Publica la propiedad que buscas y deja que los propietarios te la ofrezcan',
    subtitle:
      'En Lo Tengo no pierdes horas revisando anuncios: cuéntanos qué quieres comprar o alquilar y recibe en tu ' +
      'buzón las propiedades que encajan contigo.',
    ctaLabel: '¿Qué quieres hacer hoy?',
    wantProperty: 'Quiero una propiedad',
    haveProperty: 'Tengo una propiedad',
    demandLink: 'Mira qué se busca en tu zona',
    howItWorksTitle: '¿Cómo funciona?',
    steps: [
      {
        title: 'Publica tu solicitud de forma confidencial',
        body:
          'Indica el tipo de propiedad, la zona, el tamaño y tu presupuesto. Tus datos de contacto no ' +
          'se muestran a nadie.',
      },
      {
        title: 'Multiplica tu visibilidad',
        body:
          'Tu solicitud llega a propietarios e inmobiliarias de todo el Perú que tienen justo lo que necesitas, ' +
          'sin que salgas a buscar.',
      },
      {
        title: 'Elige entre las ofertas',
        body: 'Recibe propiedades en tu buzón, marca las que te gustan y agenda una visita presencial o virtual.',
      },
    ],
  },

  /** Names of the federated areas (shared with the remotes kit's notices). */
  areas: areaNames,

  /** Document titles: "{page} · Lo Tengo". */
  titles: {
    suffix: 'Lo Tengo',
    home: 'Inicio',
    index: 'Solicitudes destacadas',
    login: 'Ingresar',
    registry: 'Registro',
    contact: 'Contacto',
    profile: 'Mi Perfil',
    propertyCreate: 'Crear propiedad',
    properties: 'Mis Propiedades',
    propertyEdit: 'Editar propiedad',
    propertyDetail: 'Propiedad',
    inbox: 'Mis Ofertas',
    requests: 'Búsqueda de solicitudes',
    demand: 'Demanda',
    publicRequest: 'Solicitud',
    requestsCreate: 'Crear solicitud',
    myRequests: 'Mis Solicitudes',
    editRequest: 'Editar solicitud',
    notifications: 'Notificaciones',
    notFound: 'Página no encontrada',
    configError: 'Servicio no disponible',
  },

  redirecting: 'Redirigiendo…',

  configError: {
    title: 'No pudimos iniciar Lo Tengo',
    body:
      'No se pudo cargar la configuración del sitio. Revisa tu conexión a internet e inténtalo de ' +
      'nuevo en unos segundos.',
    retry: 'Reintentar',
  },

  /** A link with ?preview=<app>@<version>: this tab only, on a version of the release store. */
  preview: {
    marker: (app: string, version: string) => `Vista previa: ${app} ${version}`,
    hint: 'Solo en esta pestaña. El resto de personas ve la versión en vivo.',
    leave: 'Salir de la vista previa',
    refused:
      'No se pudo abrir la vista previa: esa versión no existe en el almacén de versiones o el enlace no es válido. ' +
      'Se muestra la versión en vivo.',
    dismiss: 'Cerrar aviso',
  },
} as const;
