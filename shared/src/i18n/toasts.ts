/** docs/product/texts.md error catalogue: message and title of every toast, exactly as the contract says. */
export const toasts = {
  invalidForm: { message: 'Por favor revisar, hay datos incompletos', title: 'Atención' },
  inboxLoaded: { message: 'Buzón cargado con éxito', title: 'OK...' },
  inboxLoadFailure: { message: 'No se pudo cargar el buzón', title: 'Error...' },
  hoursLoadFailure: { message: 'No se pudo cargar los horarios', title: 'Error...' },
  likeOrVisit: {
    message: 'Se notificará al usuario titular de esa propiedad sobre su preferencia',
    title: 'Muy bien...',
  },
  dislike: { message: 'Dislike hecho', title: 'OK...' },
  visitIncomplete: { message: 'Por favor revisar, no ha seleccionado bien los horarios', title: 'Atención' },
  saved: { message: 'Guardado correctamente', title: 'OK...' },
  saveFailure: { message: 'No se pudo guardar la informacion', title: 'Error...' },
  requestUpdated: { message: 'Actualizado Correctamente', title: 'OK...' },
  hoursSaved: { message: 'Configurado correctamente', title: 'OK...' },
  hoursNotTrue: {
    message: 'A ocurrido un error, es posible que no se hayan guardado tus cambios',
    title: 'Atención...',
  },
  emptyAvailability: { message: 'No ha llenado horarios, si no desea configurarlo puede salir', title: 'Atención' },
  userNotFound: { message: 'Usuario no registrado, por favor regístrese', title: 'Info' },
  wrongPassword: { message: 'Contraseña incorrecta', title: 'Error...' },
  registered: { message: 'User Registrado Correctamente', title: 'OK' },
  duplicateEmail: { message: 'El correo ya se encuentra registrado', title: 'Revisar' },
  profileUpdated: { message: 'Datos actualizados', title: 'OK...' },
  avatarUpdated: { message: 'Avatar actualizado', title: 'OK...' },
  profileFailure: { message: 'Ha ocurrido un error', title: 'Error...' },
  offerSent: { message: 'Enviado correctamente', title: 'Ok...' },
  offerFailure: { message: 'Ha ocurrido un error', title: 'Atención' },
  ownRequest: { message: 'Esta es una solicitud generada por usted mismo', title: 'Atención' },
  notLoggedIn: { message: 'Para enlazar tu propiedad debes registrarte o ingresar con tu cuenta', title: 'Importante' },
  helloDreamer: { message: 'Por favor, inicia sesión o regístrate para continuar', title: '¡Hola Dreamer!' },
  noMatchingProperties: {
    message: 'No se encontraron propiedades que cumplan con los requisitos de la solicitud',
    title: 'Atención',
  },
  propertySearchError: { message: 'Ocurrió un error al buscar propiedades', title: 'Error...' },
  /** Ours: a failed load of a list or an option set. */
  loadFailure: { message: 'No se pudo cargar la información', title: 'Error...' },
} as const;

export type ToastKey = keyof typeof toasts;
export interface ToastText {
  readonly message: string;
  readonly title: string;
}
