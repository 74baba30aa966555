/** The added capabilities without a seed counterpart: a request's lifecycle, notifications, e-mail, the rest. */
import { EMAIL_UNSUBSCRIBE_PARAMS } from '@lotengo/shared/contracts/alerts';
import { TINY_PNG, PRICE, BUDGET } from './bodies';
import { codeOf, fact, memberOf, record, remember, type Place } from './facts';
import type { Answer, Case, CallSpec, World } from '../types';

const byB = (_w: World, ok: CallSpec): CallSpec => ({ ...ok, who: 'b' });
const own = (who: 'a' | 'b' = 'a'): Case => ({ call: (w) => ({ who, params: { userCode: codeOf(w, who) } }) });
const anonymous: Case = { call: () => ({ who: null }) };

/** One of A's moves on A's request, refused to B. */
const onRequestA: Case = {
  call: (w) => ({ who: 'a', params: { id: fact<number>(w, 'requestA') } }),
  foreign: byB,
};

/** The signed link's query, from an e-mail to A; without one, a link signed by nobody (refusals only). */
function unsubscribeCall(w: World, extra: Partial<CallSpec> = {}): CallSpec | { refusalsOnly: CallSpec; why: string } {
  const link = w.facts.unsubscribeLink as string | undefined;
  if (link) {
    const query = Object.fromEntries(new URL(link).searchParams);
    return { who: null, query, ...extra };
  }
  const p = EMAIL_UNSUBSCRIBE_PARAMS;
  return {
    refusalsOnly: {
      who: null,
      query: { [p.userCode]: codeOf(w, 'a'), [p.scope]: 'offer-received', [p.signature]: 'firma-de-nadie' },
      ...extra,
    },
    why: 'sin un enlace de baja de un e-mail a A (--unsubscribe-link o --mail-catcher)',
  };
}

/** A's link with B's user code: the signature is A's, so it must not reach B's preferences. */
const unsubscribeForeign = (w: World, ok: CallSpec): CallSpec | string =>
  w.facts.unsubscribeLink
    ? { ...ok, query: { ...ok.query, [EMAIL_UNSUBSCRIBE_PARAMS.userCode]: codeOf(w, 'b') } }
    : 'sin un enlace firmado';

/**
 * A report refused for what the suite cannot know: a backend with a release registry counts only its live
 * versions (a made-up one is a 400 on `version`, unless --telemetry-version named it), and a client's
 * reports are limited per minute (429).
 */
function telemetryRefusal(w: World, answer: Answer): string | undefined {
  if (answer.status === 429) return 'el límite de reportes por minuto del backend';
  if (answer.status === 400 && record(answer).field === 'version' && !w.options.telemetryVersionGiven)
    return `el registro del backend no conoce la versión ${w.options.telemetryVersion} (--telemetry-version)`;
  return undefined;
}

const place = (w: World) => fact<Place>(w, 'place').ubigeoId;

export const addedCases = {
  pauseHouseRequest: onRequestA,
  reopenHouseRequest: onRequestA,
  renewHouseRequest: onRequestA,
  closeHouseRequest: onRequestA,

  getNotifications: {
    call: (w) => ({ who: 'a', params: { userCode: codeOf(w, 'a') }, query: { page: 1, pageSize: 5 } }),
    learn: (w, answer) => {
      const items = record(answer).items as Array<{ notificationId?: number }> | undefined;
      remember(w, 'notificationA', items?.[0]?.notificationId);
    },
  },
  markNotificationRead: {
    call: (w) => ({ who: 'a', params: { notificationId: fact<number>(w, 'notificationA') } }),
    foreign: byB,
  },
  markAllNotificationsRead: own(),
  getNotificationPreferences: own(),
  updateNotificationPreferences: {
    call: (w) => ({
      who: 'a',
      params: { userCode: codeOf(w, 'a') },
      body: { kinds: { 'request-match': true }, email: { 'offer-received': 'instant' } },
    }),
  },
  createStreamTicket: {
    call: () => ({ who: 'a' }),
    learn: (w, answer) => remember(w, 'ticket', record(answer).ticket),
  },
  openNotificationStream: {
    // From the first event: A's offer and notifications are there to replay (lastEventId=0).
    call: (w) => ({ who: null, query: { ticket: fact<string>(w, 'ticket'), lastEventId: 0 }, streamMs: 5000 }),
    noSession: () => ({ who: null, query: { lastEventId: 0 } }),
    // With the bearer token, not the ticket: a refused ticket is spent.
    badInput: () => ({
      spec: { who: 'a', query: { lastEventId: 'no-es-válido' } },
      where: 'query',
      what: '?lastEventId=no-es-válido',
    }),
  },
  showUnsubscribe: {
    call: (w) => unsubscribeCall(w),
    foreign: unsubscribeForeign,
  },
  unsubscribe: {
    call: (w) => unsubscribeCall(w, { form: { 'List-Unsubscribe': 'One-Click' } }),
    foreign: unsubscribeForeign,
  },
  getEmailStatus: own(),
  sendEmailVerification: {
    ...own(),
    // A member whose address is verified already (demo users are) has nothing to send.
    alsoAccept: { status: 409, meaning: 'ya verificada' },
    unverifiable: (_w, answer) =>
      answer.status === 429
        ? 'un enlace cada 10 minutos: otra corrida con el mismo miembro lo pidió hace poco'
        : answer.status === 503
          ? 'el proveedor de identidad no pudo hacer el enlace'
          : undefined,
  },
  // Not on the suppression list: nothing to lift, the status as it is.
  reactivateEmail: own(),
  // Its permission is the mail provider's secret (HTTP Basic), which no member holds. A soft bounce of an address
  // nobody has: a backend must take it and change nothing.
  receiveProviderEvent: {
    call: (w) =>
      w.options.webhookSecret
        ? {
            who: null,
            basicAuth: w.options.webhookSecret,
            body: { RecordType: 'Bounce', Type: 'SoftBounce', Email: 'rebote-de-prueba@conformidad.test' },
          }
        : 'sin el secreto del webhook del proveedor de correo (--webhook-secret)',
    noSession: (_w, ok) => ({ ...ok, basicAuth: undefined }),
  },
  sendEmailSummaryNow: {
    ...own(),
    alsoAccept: { status: 404, meaning: 'solo local' },
  },

  getDemandSummary: {
    call: (w) => ({ who: null, query: { ubigeoId: place(w), tprocessId: fact<number>(w, 'process') } }),
  },
  getPropertyDemand: {
    call: (w) => ({
      who: null,
      query: {
        ubigeoId: place(w),
        tprocessId: fact<number>(w, 'process'),
        tpropertyId: fact<number>(w, 'tpropertyId'),
        price: PRICE,
      },
    }),
  },
  getSupply: {
    call: (w) => ({
      who: null,
      query: {
        ubigeoId: place(w),
        tprocessId: fact<number>(w, 'process'),
        tpropertyId: fact<number>(w, 'tpropertyId'),
        costEnd: BUDGET.costEnd,
      },
    }),
  },

  sendContactMessage: {
    call: (w) => ({
      who: null,
      body: {
        firstName: 'Ana',
        lastName: 'Conformidad',
        email: memberOf(w, 'a').email,
        message: 'Hola, una consulta de la prueba de conformidad.',
      },
    }),
  },

  uploadImage: {
    call: () => ({ who: 'a', file: { field: 'file', name: 'foto.png', type: 'image/png', bytes: TINY_PNG } }),
    learn: (w, answer) => {
      const url = record(answer).fileUrl;
      if (typeof url !== 'string') return;
      const [fileName, userCode] = new URL(url).pathname.split('/').reverse();
      remember(w, 'photo', { userCode, fileName });
    },
    badInput: (_w, ok) => ({
      spec: {
        ...ok,
        file: { field: 'file', name: 'nota.txt', type: 'text/plain', bytes: Buffer.from('no soy una foto') },
      },
      where: 'body',
      what: 'un archivo de texto',
    }),
  },
  getStoredImage: {
    call: (w) => ({ who: null, params: fact<{ userCode: string; fileName: string }>(w, 'photo') }),
  },

  reportRemoteError: {
    call: (w) => ({
      who: null,
      body: { app: 'shell', version: w.options.telemetryVersion, kind: 'load', path: '/page/requests' },
    }),
    unverifiable: telemetryRefusal,
  },
  reportPageLoad: {
    call: (w) => ({ who: null, body: { versions: { shell: w.options.telemetryVersion } } }),
    unverifiable: telemetryRefusal,
  },
  getTelemetrySummary: {
    call: () => ({
      refusalsOnly: { who: null, params: { app: 'shell' } },
      why: 'pide una credencial de despliegue que verifica el servicio del registro, y la suite no tiene ninguna',
    }),
  },
  getHealth: anonymous,
} satisfies Record<string, Case>;
