import { propertyLinkTexts } from '@lotengo/shared/i18n';
import type { MatchMiss, MatchReason } from '@lotengo/shared';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why a match fits, in a few words each: "distrito, precio, 2 dormitorios" (docs/product/screens.md profile). */
function reasonText(r: MatchReason): string {
  switch (r.kind) {
    case 'district':
      return 'distrito';
    case 'price':
      return 'precio';
    case 'bedrooms':
      return plural(r.value ?? 0, 'dormitorio', 'dormitorios');
    case 'bathrooms':
      return plural(r.value ?? 0, 'baño', 'baños');
    case 'parking':
      return plural(r.value ?? 0, 'estacionamiento', 'estacionamientos');
    case 'area':
      return `${r.value ?? 0} m²`;
  }
}

function missText(m: MatchMiss): string {
  return m.kind === 'price'
    ? `${m.value} % sobre el presupuesto`
    : `${plural(m.value, 'dormitorio', 'dormitorios')} (uno menos)`;
}

/**
 * Texts of the profile's tabs and "Mis Matchs" (mf-account). The card texts stay with their remotes;
 * the send toasts are those of docs/product/texts.md (`toasts.offerSent` …).
 */
export const profileTexts = {
  /** "Ver detalle" on a matched property and on my property's group of matches. */
  propertyLink: propertyLinkTexts,
  tabsLabel: 'Tu actividad',
  tabs: {
    requests: 'Mis solicitudes',
    properties: 'Mis propiedades',
    notifications: 'Notificaciones',
  },
  myRequests: 'Mis solicitudes',
  myProperties: 'Mis propiedades',
  addRequest: 'Añade una nueva solicitud',
  addProperty: 'Añade una nueva propiedad',
  noRequests: 'Aún no publicaste solicitudes.',
  noProperties: 'Aún no publicaste propiedades.',
  listFailure: 'No se pudo cargar esta lista.',
  matches: {
    title: 'Mis Matchs',
    count: (n: number) => `${n} ${n === 1 ? 'coincidencia' : 'coincidencias'}`,
    /** The first line of a request group / property group. */
    forRequest: (title: string, id: number) => `Para tu solicitud ${id}: ${title}`,
    forProperty: (title: string, id: number) => `Para tu propiedad ${id}: ${title}`,
    noneForRequests: 'Todavía no hay propiedades que coincidan con tus solicitudes.',
    noneForProperties: 'Todavía no hay solicitudes que coincidan con tus propiedades.',
    /** On one property's detail page, opened from "Mis Matchs". */
    ofProperty: 'Solicitudes que coinciden con tu propiedad',
    noneForProperty: 'Todavía no hay solicitudes que coincidan con esta propiedad.',
    failure: 'No se pudieron cargar tus coincidencias.',
    why: 'Coincide en',
    reasons: (reasons: readonly MatchReason[]) => reasons.map(reasonText).join(', '),
    nearTitle: 'Casi coinciden',
    nearHint: 'Les falta poco: hasta 10 % sobre el presupuesto o un dormitorio menos.',
    nearLabel: 'Casi coincide',
    misses: (misses: readonly MatchMiss[]) => misses.map(missText).join(', '),
    missesPrefix: 'Le falta',
    shownOf: (shown: number, total: number) => `Se muestran ${shown} de ${total}.`,
    propertyCode: (id: number) => `Código: ${id}`,
    requestCode: (id: number) => `Solicitud ${id}`,
    budget: 'Presupuesto',
    send: 'Enviar',
    sending: 'Enviando…',
    sent: 'Enviado',
    sendLabel: (propertyId: number, requestId: number) =>
      `Enviar tu propiedad ${propertyId} a la solicitud ${requestId}`,
    sentLabel: (propertyId: number, requestId: number) =>
      `Enviado: tu propiedad ${propertyId} ya está en la solicitud ${requestId}`,
    whatsapp: 'WhatsApp',
    whatsappOwner: (propertyId: number) =>
      `Escribir por WhatsApp al propietario de la propiedad ${propertyId} (se abre en una pestaña nueva)`,
    whatsappSeeker: (requestId: number) =>
      `Escribir por WhatsApp a quien publicó la solicitud ${requestId} (se abre en una pestaña nueva)`,
    /** What the seeker writes to the owner. */
    messageToOwner: (propertyId: number, title: string) =>
      `Hola, vi tu propiedad "${title}" (código ${propertyId}) en Lo Tengo y coincide con lo que ` +
      `busco. ¿Sigue disponible?`,
    /** What the owner writes to the seeker. */
    messageToSeeker: (requestId: number, propertyId: number) =>
      `Hola, vi tu solicitud ${requestId} en Lo Tengo y tengo una propiedad que coincide (código ` +
      `${propertyId}). ¿Te interesa?`,
  },
} as const;
