import type { EmailFrequency, EmailKind, EmailUnsubscribeScope } from '@lotengo/shared/contracts/alerts';

/**
 * The words of the e-mails and of the unsubscribe page: only the API writes them. Where the site says
 * the same thing (a notification's title and body), the mail takes the site's words from
 * `@lotengo/shared/i18n/alerts` instead (mail/content.ts), so both channels read alike.
 */
const named = (title: string) => `«${title}»`;

export const mailTexts = {
  brand: 'Lo Tengo',
  greeting: (firstName: string) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  /** What each kind is, in the footer's "why you got this" and on the unsubscribe page. */
  kindNames: {
    'request-match': 'solicitudes que encajan con tus propiedades',
    'offer-received': 'propiedades que te envían',
    'visit-booked': 'visitas agendadas o cambiadas',
    'visit-cancelled': 'visitas canceladas',
  } satisfies Record<EmailKind, string>,
  summaryName: 'el resumen diario',

  facts: {
    request: 'Solicitud',
    property: 'Propiedad',
    yourProperty: 'Tu propiedad',
    district: 'Distrito',
    address: 'Dirección',
    budget: 'Presupuesto',
    price: 'Precio',
    bedrooms: 'Dormitorios',
    visitType: 'Tipo de visita',
    when: 'Fecha y hora',
    noDate: 'Sin fecha aún',
    visitor: 'Visitante',
    atLeast: (n: number) => `${n} o más`,
  },

  requestMatch: {
    subject: (heading: string, what: string) => `${heading}: ${what}`,
    reopened: (body: string) => `Se reabrió una solicitud. ${body}`,
    action: 'Ver la solicitud y responder',
  },
  offerReceived: {
    subject: (request: string) => `Te enviaron una propiedad para ${named(request)}`,
    action: 'Verla en Mis Ofertas',
  },
  visitBooked: {
    /** To the owner when the seeker moved it; the first booking takes the site's title. */
    ownerMoved: 'Cambiaron la fecha de una visita',
    seeker: (moved: boolean) => (moved ? 'Cambiaste tu visita' : 'Tu visita quedó agendada'),
    seekerBody: (type: string, title: string, when: string | null) =>
      `Visita ${type.toLowerCase()} a ${named(title)}` +
      `${when ? ` el ${when}` : ', sin fecha aún: acuerda el día con el propietario'}.`,
    subject: (heading: string, title: string) => `${heading}: ${named(title)}`,
    ownerAction: 'Ver las visitas de mis propiedades',
    seekerAction: 'Ver mi visita',
  },
  visitCancelled: {
    /** To the seeker: by the owner, or their own cancellation confirmed. */
    seeker: (by: 'seeker' | 'owner') => (by === 'owner' ? 'El propietario canceló tu visita' : 'Cancelaste tu visita'),
    seekerBody: (by: 'seeker' | 'owner', title: string, when: string | null) =>
      `${by === 'owner' ? 'El propietario canceló' : 'Cancelaste'} la visita a ${named(title)}` +
      `${when ? ` del ${when}` : ', que aún no tenía fecha'}.`,
    subject: (heading: string, title: string) => `${heading}: ${named(title)}`,
    action: 'Ver Mis Ofertas',
    ownerAction: 'Ver las visitas de mis propiedades',
  },

  summary: {
    subject: (day: string, count: number) =>
      `Tu resumen de Lo Tengo del ${day}: ${count} ${count === 1 ? 'aviso' : 'avisos'}`,
    heading: (day: string) => `Lo que pasó el ${day}`,
    intro: (count: number) =>
      count === 1
        ? 'Este es el aviso del día que aún no habías visto en Lo Tengo.'
        : `Estos son los ${count} avisos del día que aún no habías visto en Lo Tengo.`,
  },

  verifyAddress: {
    subject: 'Verifica tu correo para recibir los avisos de Lo Tengo',
    heading: 'Verifica tu correo',
    body: (address: string) =>
      `Pediste verificar ${address} en tu perfil de Lo Tengo. Pulsa el botón y desde ese momento te ` +
      'enviaremos por correo los avisos que elegiste.',
    action: 'Verificar mi correo',
    why: 'Recibes este correo porque lo pediste en tu perfil de Lo Tengo. Si no fuiste tú, ignóralo.',
  },

  footer: {
    why: (kind: string, frequency: EmailFrequency) =>
      `Recibes este correo porque elegiste recibir ${kind} ` +
      `${frequency === 'daily' ? 'en un resumen diario' : 'al instante'}.`,
    whySummary: 'Recibes este resumen porque elegiste recibir algunos avisos en un resumen diario.',
    unsubscribe: (what: string) => `Dejar de recibir ${what}`,
    preferences: 'Cambiar mis preferencias de correo',
    address: 'Lo Tengo · San Isidro, Lima, Perú',
  },

  /** The page the unsubscribe link opens (no session needed). */
  unsubscribePage: {
    title: 'Preferencias de correo · Lo Tengo',
    question: (what: string) => `¿Dejar de recibir ${what} por correo?`,
    explain: 'Seguirás viendo estos avisos en la campana de Lo Tengo cuando entres.',
    confirm: 'Dejar de recibir',
    done: (what: string) => `Listo: ya no te enviaremos ${what} por correo.`,
    again: 'Puedes volver a activarlos cuando quieras en tu perfil, pestaña Notificaciones.',
    toProfile: 'Ir a mis preferencias',
    invalid:
      'Este enlace para dejar de recibir correos no es válido. Cambia tus preferencias desde tu perfil en Lo Tengo.',
    gone: 'No encontramos esta cuenta de Lo Tengo.',
  },
} as const;

/** What an unsubscribe link names, in words. */
export const scopeName = (scope: EmailUnsubscribeScope): string =>
  scope === 'summary' ? mailTexts.summaryName : mailTexts.kindNames[scope];
