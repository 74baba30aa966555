/** Texts used by more than one package. */
export const common = {
  appName: 'Lo Tengo',
  loading: 'Cargando…',
  processing: 'Procesando…',
  retry: 'Reintentar',
  close: 'Cerrar',
  cancel: 'Cancelar',
  accept: 'Aceptar',
  save: 'Guardar',
  send: 'Enviar',
  sent: 'Enviado',
  edit: 'Editar',
  select: 'Seleccione',
  yes: 'Sí',
  no: 'No',
  results: (n: number) => `${n} Resultados`,
  remoteUnavailable: (area: string) => `La sección ${area} no está disponible en este momento.`,
  remoteUnavailableHint: 'El resto del sitio sigue funcionando. Puedes reintentar en unos segundos.',
  remoteRenderError: 'Algo falló al mostrar esta sección.',
  remoteRenderErrorHint: 'Ya registramos el problema. El resto del sitio sigue funcionando; puedes reintentar.',
  reloadTitle: 'Hay una versión nueva de Lo Tengo',
  reloadHint:
    'Falta una parte de esta página porque el sitio se actualizó. Recarga para seguir; lo que escribiste en un ' +
    'formulario se conserva.',
  reload: 'Recargar',
  pageRenderError: 'Algo falló al mostrar esta página.',
  pageRenderErrorHint: 'El resto del sitio sigue funcionando. Puedes reintentar o volver al inicio.',
  standaloneConfigError: 'No se pudo cargar la configuración (config.json). ¿Está corriendo el servidor de esta app?',
  underConstruction: 'Esta sección está en construcción',
  underConstructionHint: 'Muy pronto podrás usarla. Gracias por tu paciencia.',
  notFoundTitle: 'Página no encontrada',
  notFoundBody: 'La página que buscas no existe o cambió de lugar.',
  goHome: 'Ir al inicio',
  unexpectedError: 'Ocurrió un error inesperado',
  sessionExpired: 'Tu sesión se cerró, vuelve a ingresar',
  networkError: 'No se pudo conectar con el servidor',
  invalidResponse: 'El servidor respondió con datos inesperados',
  /** A call the backend does not have (GET /capabilities): the page should not have offered it. */
  unavailableFeature: 'Esta función no está disponible en este momento.',
  /** A page whose calls the backend does not have, opened by its address. */
  unavailableTitle: 'Esta sección no está disponible',
  unavailableBody: 'El servidor de Lo Tengo al que está conectado este sitio todavía no la ofrece.',
  notifications: 'Notificaciones',
  code: (id: number | string) => `Código: ${id}`,
  /** The company's one address and phone (docs/product/screens.md: in San Isidro), shown by the footer and the contact
   * page. */
  company: {
    address: 'Av. Rivera Navarrete 762, piso 8, San Isidro, Lima, Perú',
    phone: '(01) 640-5500',
    phoneHref: 'tel:+5116405500',
  },
  operationNames: { 2: 'ALQUILAR', 3: 'COMPRAR' } as Record<number, string>,
  /** A title made from the record when the stored one is the placeholder: "Departamento en alquiler · Miraflores". */
  generatedTitle: {
    property: 'Propiedad',
    separator: ' · ',
    /** By process type as read: a property's ALQUILAR/VENDER, a request's ALQUILAR/COMPRAR. */
    operations: { ALQUILAR: 'en alquiler', VENDER: 'en venta', COMPRAR: 'para comprar' } as Record<string, string>,
  },
} as const;
