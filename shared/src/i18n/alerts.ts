import type { RequestAction, RequestState } from '../contracts';
import type { NotificationKind } from '../contracts/alerts';
import { formatVisitDate } from '../format/visit-dates';
import { activeSince, days } from './freshness';
import { offerTexts } from './offers';

/**
 * Texts of the alerts: notifications (written by the API, read in the bell, the panel and the page),
 * their preferences, and the freshness of requests. Node-safe (no imports but types and plain texts):
 * the mock API builds each notification's title and body from here, so the words live in one place.
 */

/** What a request or property is, in a few words: "Departamento en alquiler en Miraflores". */
export interface Described {
  /** The name a person reads: displayTitle's (a placeholder is replaced by what the record is). */
  title: string;
  /** "Departamento en alquiler en Miraflores". */
  what: string;
}

const named = (d: Described) => `«${d.title}»`;
/** A visit's day and slot as the inbox writes them: "lunes, 30 de noviembre de 2026, 9:00 am a 11:00 am". */
const visitWhen = (date: string, hour: string) => offerTexts.visitWhen(formatVisitDate(date), hour);

export const alertsTexts = {
  center: {
    title: 'Notificaciones',
    /** The bell's accessible name: "Notificaciones, 3 nuevas". */
    bell: (unread: number) =>
      unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread} ${unread === 1 ? 'nueva' : 'nuevas'}`,
    panelLabel: 'Últimas notificaciones',
    seeAll: 'Ver todas las notificaciones',
    markRead: 'Marcar como leída',
    markAllRead: 'Marcar todas como leídas',
    empty: 'No tienes notificaciones.',
    loadError: 'No se pudieron cargar las notificaciones.',
    unreadMark: 'No leída',
    loadMore: 'Ver más notificaciones',
    /** Said by screen readers when one arrives live: "Nueva notificación: …". */
    arrived: 'Nueva notificación',
    /** The page's summary: "3 sin leer de 12". */
    summary: (unread: number, total: number) => `${unread} sin leer de ${total}`,
  },

  preferences: {
    tab: 'Notificaciones',
    intro: 'Elige qué avisos quieres recibir. Un aviso apagado no se crea.',
    saved: 'Preferencias guardadas',
    /** One switch per kind, in NOTIFICATION_KINDS order. */
    kinds: {
      'request-match': 'Una solicitud nueva encaja con una de mis propiedades',
      'property-match': 'Una propiedad nueva encaja con una de mis solicitudes',
      'offer-received': 'Me enviaron una propiedad',
      'offer-liked': 'A alguien le gustó mi propiedad',
      'offer-rejected': 'Rechazaron mi propiedad',
      'visit-booked': 'Agendaron una visita a mi propiedad',
      'visit-cancelled': 'Se canceló una visita',
      'offer-withdrawn': 'Una propiedad que me ofrecieron ya no está disponible',
      'request-expiring': 'Mi solicitud está por vencer',
    } satisfies Record<NotificationKind, string>,
  },

  /** Title and body of each kind; the API fills them in when it creates the notification. */
  notification: {
    requestMatch: (request: Described, property: Described, near: boolean) => ({
      title: near ? 'Una solicitud casi encaja con tu propiedad' : 'Una solicitud encaja con tu propiedad',
      body:
        `Alguien busca ${request.what} y tu propiedad ${named(property)} ${near ? 'casi encaja' : 'encaja'}. ` +
        `Envíasela con «¡Lo tengo!».`,
    }),
    propertyMatch: (property: Described, request: Described, near: boolean) => ({
      title: near ? 'Una propiedad casi encaja con tu solicitud' : 'Una propiedad encaja con tu solicitud',
      body:
        `Publicaron ${property.what} que ${near ? 'casi encaja' : 'encaja'} con tu solicitud ${named(request)}. ` +
        `Mírala en tus coincidencias.`,
    }),
    offerReceived: (property: Described, request: Described) => ({
      title: 'Te enviaron una propiedad',
      body: `Te ofrecen ${property.what} para tu solicitud ${named(request)}. Revísala en Mis Ofertas.`,
    }),
    offerLiked: (property: Described) => ({
      title: 'A alguien le gustó tu propiedad',
      body: `Le gustó tu propiedad ${named(property)}. Pronto podría agendar una visita.`,
    }),
    offerRejected: (property: Described, reason?: keyof typeof offerTexts.rejectReasons) => ({
      title: 'Rechazaron tu propiedad',
      body:
        `Tu propiedad ${named(property)} no encajó con la ` +
        `solicitud.${reason ? ` Motivo: ${offerTexts.rejectReasons[reason]}.` : ''}`,
    }),
    visitBooked: (property: Described, typeVisit: string, date: string, hour: string) => ({
      title: 'Agendaron una visita',
      body:
        `Visita ${typeVisit.toLowerCase()} a tu propiedad ` +
        named(property) +
        (date ? ` el ${visitWhen(date, hour)}` : ', sin fecha aún: acuerda el día con el interesado') +
        '.',
    }),
    visitCancelled: (property: Described, by: 'seeker' | 'owner', date: string, hour: string) => ({
      title: 'Se canceló una visita',
      body:
        `${by === 'owner' ? 'El propietario' : 'El interesado'} canceló la visita a ` +
        `${named(property)}${date ? ` del ${visitWhen(date, hour)}` : ', que aún no tenía fecha'}.`,
    }),
    offerWithdrawn: (property: Described) => ({
      title: 'Una propiedad que te ofrecieron ya no está disponible',
      body: `El propietario cerró ${named(property)}.`,
    }),
    requestExpiring: (request: Described, daysLeft: number) => ({
      title: 'Tu solicitud vence pronto',
      body:
        `Tu solicitud ${named(request)} dejará de mostrarse en ${days(daysLeft)}. Pulsa «Sigo buscando» ` +
        `para mantenerla activa.`,
    }),
  },

  /** A request's freshness: its state, the author's actions and how recent it is. */
  requestState: {
    labels: { active: 'Activa', paused: 'Pausada', closed: 'Cerrada', expired: 'Vencida' } satisfies Record<
      RequestState,
      string
    >,
    actions: { pause: 'Pausar', close: 'Ya encontré', reopen: 'Reabrir', renew: 'Sigo buscando' },
    /** "Activa hace 3 días" on request cards. */
    activeSince,
    expiresIn: (daysLeft: number) => (daysLeft <= 0 ? 'Vence hoy' : `Vence en ${days(daysLeft)}`),
    /** On a pending offer whose request is no longer active (both sides). */
    offerRequestClosed: 'Solicitud cerrada',
    done: {
      pause: 'Solicitud pausada',
      close: 'Solicitud cerrada',
      reopen: 'Solicitud activa de nuevo',
      renew: 'Solicitud renovada',
    },
    doneTitle: 'OK...',
    /** Accessible names of the author's buttons: the visible word first, then which request. */
    actionLabels: {
      pause: (id: number) => `Pausar la solicitud ${id}`,
      close: (id: number) => `Ya encontré: cerrar la solicitud ${id}`,
      reopen: (id: number) => `Reabrir la solicitud ${id}`,
      renew: (id: number) => `Sigo buscando: renovar la solicitud ${id}`,
    } satisfies Record<RequestAction, (id: number) => string>,
    actionsGroup: (id: number) => `Estado de la solicitud ${id}`,
    /** Beside the state's label on the author's card: what it means for owners. */
    notListed: 'No aparece en la búsqueda ni recibe ofertas',
    failed: 'No se pudo cambiar el estado de la solicitud',
  },

  /** The API's reasons (409) when a request's state forbids something. */
  refusals: {
    notOpen: {
      paused: 'Esta solicitud está pausada: su autor no recibe ofertas por ahora',
      closed: 'Esta solicitud está cerrada: su autor ya encontró lo que buscaba',
      expired: 'Esta solicitud venció: su autor no recibe ofertas por ahora',
    } satisfies Record<Exclude<RequestState, 'active'>, string>,
    pauseOnlyActive: 'Solo puedes pausar una solicitud activa',
    alreadyClosed: 'La solicitud ya está cerrada',
    alreadyActive: 'La solicitud ya está activa',
    renewClosed: 'Esta solicitud está pausada o cerrada: reábrela en vez de renovarla',
  },
} as const;
