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

  /** The daily summary's own switch (its unsubscribe link turns it off). */
  summary: {
    label: 'Recibir el resumen diario',
    hint:
      'Junta en un solo correo, cada mañana, los avisos que elegiste recibir en un resumen diario y los que ' +
      'pasan del límite de correos del día. Apagado, esos avisos solo se ven en la campana; si eliges «Un ' +
      'resumen diario» para algún aviso, se vuelve a encender.',
    on: 'Resumen diario activado',
    off: 'Resumen diario desactivado: no te enviaremos más resúmenes',
  },

  /** Whether the member's address gets mail at all, and how to fix it when it does not. */
  status: {
    active: (address: string) => `Te escribimos a ${address}.`,
    loadError: 'No se pudo comprobar si tu correo recibe avisos',
    unverified: {
      title: 'No te enviamos correos: tu correo aún no está verificado',
      how: (address: string) =>
        `Verifica ${address} para recibir avisos por correo: pide el enlace, ábrelo desde tu bandeja de entrada ` +
        'y vuelve a esta pestaña.',
      send: 'Enviarme el enlace de verificación',
      sent: (address: string) => `Te enviamos el enlace a ${address}. Ábrelo y vuelve a esta pestaña.`,
      check: 'Ya lo verifiqué',
    },
    bounce: {
      title: 'No te enviamos correos: tu buzón los rechazó',
      how: (address: string, day: string) =>
        `El ${day} el buzón de ${address} rechazó nuestros correos (no existía o estaba lleno), así que dejamos ` +
        'de escribirte. Revisa que funcione y vuelve a activarlos.',
    },
    complaint: {
      title: 'No te enviamos correos: marcaste uno como spam',
      how: (day: string) =>
        `El ${day} marcaste uno de nuestros correos como spam, así que dejamos de escribirte. Si fue sin ` +
        'querer, vuelve a activarlos.',
    },
    manual: {
      title: 'No te enviamos correos: nuestro equipo los detuvo',
      how: (address: string) => `Detuvimos los correos a ${address}. Escríbenos para volver a activarlos.`,
      contact: 'Escribir a Lo Tengo',
    },
    reactivate: 'Volver a recibir correos',
    reactivated: 'Listo: volveremos a escribirte',
  },
} as const;
