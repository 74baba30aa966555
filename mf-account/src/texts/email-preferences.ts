import type { EmailFrequency, EmailKind } from '@lotengo/shared/contracts/alerts';

/** The profile's e-mail choices (Notificaciones tab): one question per kind, three answers each. */
export const emailPreferencesTexts = {
  legend: 'Correos',
  intro: 'Elige cuándo te escribimos por correo. Un resumen diario junta los avisos del día en un solo correo.',
  /** One group per kind, in EMAIL_KINDS order. */
  kinds: {
    'request-match': 'Una solicitud nueva encaja con una de mis propiedades',
    'offer-received': 'Me enviaron una propiedad',
    'visit-booked': 'Agendaron o cambiaron una visita',
    'visit-cancelled': 'Se canceló una visita',
  } satisfies Record<EmailKind, string>,
  frequencies: {
    instant: 'Al instante',
    daily: 'Un resumen diario',
    never: 'Nunca',
  } satisfies Record<EmailFrequency, string>,
  saved: 'Preferencias de correo guardadas',
} as const;
