/**
 * The order the suite calls the operations in, with the few arrangements between them (B's property and
 * request, A's offer to B): each operation once, after the ones whose answers it needs. Only seed calls
 * arrange anything, so a backend of the seed alone runs every seed operation.
 */
import { operationList, type NamedOperation, type OperationId } from '@lotengo/shared/contracts/operations';
import { propertyBody, requestBody } from './cases/bodies';
import { registration } from './cases/options-users';
import { codeOf, fact, list, memberOf, record, remember, type Place } from './cases/facts';
import { unsubscribeLinkFrom } from './mail-link';
import type { Arrange } from './types';

export const named = (id: OperationId): NamedOperation => operationList.find((op) => op.operationId === id)!;

/** Which accounts the backend already has a user for (GET /users/getUserByUuid/{uid}: a user or null). */
const lookUpMembers: Arrange = {
  arrange: 'busca el usuario de cada cuenta',
  async run(w, call) {
    for (const key of ['a', 'b', 'fresh'] as const) {
      const m = key === 'fresh' ? w.members.fresh : w.members[key];
      if (!m) continue;
      const answer = await call(named('getUserByUid'), { who: key, params: { uid: m.uid } });
      if (answer.status !== 200) throw new Error(`getUserByUid de ${key}: ${answer.status} ${answer.text}`);
      const code = record(answer).userCode;
      if (typeof code === 'number') m.userCode = code;
    }
    // A spare account the backend already knows is no spare: it only registers.
    if (w.members.fresh?.userCode !== undefined && w.members.fresh.key === 'fresh') delete w.members.fresh;
  },
};

const registerTheOthers: Arrange = {
  arrange: 'registra a A y B si aún no tienen usuario',
  async run(w, call) {
    for (const key of ['a', 'b'] as const) {
      const m = memberOf(w, key);
      if (m.userCode !== undefined) continue;
      const answer = await call(named('registerUser'), { who: key, body: registration(m) });
      if (answer.status !== 201) throw new Error(`registerUser de ${key}: ${answer.status} ${answer.text}`);
      m.userCode = record(answer).userCode as number;
    }
  },
};

/**
 * The district the run publishes in: the province's first (else the country's) where neither A nor B has a
 * request yet, so nothing of an earlier run with the same members matches what this one publishes (B
 * could then read A's new property, and rightly).
 */
const choosePlace: Arrange = {
  arrange: 'elige un distrito donde ni A ni B tienen solicitudes',
  async run(w, call) {
    const taken = new Set<unknown>();
    for (const key of ['a', 'b'] as const) {
      const answer = await call(named('getMyHouseRequests'), { who: key, params: { userCode: codeOf(w, key) } });
      if (answer.status !== 200) throw new Error(`getMyHouseRequests de ${key}: ${answer.status} ${answer.text}`);
      for (const r of list(answer)) taken.add(r.ubigeoId);
    }
    const candidates = [
      ...((w.facts.districts as Place[] | undefined) ?? []),
      ...((w.facts.ubigeos as Place[] | undefined) ?? []),
    ];
    remember(
      w,
      'place',
      candidates.find((p) => !taken.has(p.ubigeoId)),
    );
  },
};

const bPublishes: Arrange = {
  arrange: 'B publica una propiedad para la solicitud de A y una solicitud para la propiedad de A',
  async run(w, call) {
    const p = await call(named('registerProperty'), { who: 'b', body: propertyBody(w, 'b') });
    if (p.status !== 201) throw new Error(`registerProperty de B: ${p.status} ${p.text}`);
    remember(w, 'propertyB', record(p).propertyId);
    const r = await call(named('registerHouseRequest'), { who: 'b', body: requestBody(w, 'b') });
    if (r.status !== 201) throw new Error(`registerHouseRequest de B: ${r.status} ${r.text}`);
    remember(w, 'requestB', record(r).houseRequestId);
  },
};

const aOffersToB: Arrange = {
  arrange: 'A ofrece su propiedad a la solicitud de B',
  async run(w, call) {
    const body = {
      propertyId: fact<number>(w, 'propertyA'),
      userCode: codeOf(w, 'b'),
      houseRequestId: fact<number>(w, 'requestB'),
      isAccepted: 0,
      isRead: 0,
    };
    const answer = await call(named('sendToInbox'), { who: 'a', body });
    if (answer.status !== 201) throw new Error(`sendToInbox de A: ${answer.status} ${answer.text}`);
    remember(w, 'offerToB', record(answer).idInboxProperty);
  },
};

const findUnsubscribeLink: Arrange = {
  arrange: 'busca un enlace de baja de un e-mail a A',
  needs: ['emailPreferences'],
  async run(w) {
    if (w.options.unsubscribeLink) remember(w, 'unsubscribeLink', w.options.unsubscribeLink);
    else if (w.options.mailCatcher)
      remember(w, 'unsubscribeLink', await unsubscribeLinkFrom(w.options.mailCatcher, memberOf(w, 'a').email));
  },
};

export type Step = OperationId | Arrange;

export const scenario: readonly Step[] = [
  'getCapabilities',
  'getHealth',
  'getUbigeos',
  'getDepartments',
  'getProvinces',
  'getDistricts',
  'getTypeProcesses',
  'getTypeProcessesForProperty',
  'getTypeProcessesForRequest',
  'getTypeProperties',
  'getCharacteristics',
  'getProfileImages',
  'getConfigParameters',

  lookUpMembers,
  'registerUser',
  registerTheOthers,
  choosePlace,
  'getUserByUid',
  'getUserByEmail',
  'updateUser',

  'uploadImage',
  'getStoredImage',

  'registerProperty',
  'getProperty',
  'updateProperty',
  'closeProperty',
  'reopenProperty',
  'getUserProperties',
  'searchUserProperties',
  'getProperties',

  'registerHouseRequest',
  'getHouseRequest',
  'updateHouseRequest',
  'getMyHouseRequests',
  'searchHouseRequests',
  'getPopularHouseRequests',

  bPublishes,
  'getPropertyMatches',
  'getHouseRequestMatches',
  'sendToInbox',
  aOffersToB,
  'getSentPropertyIds',
  'getSentOffers',
  'getInboxUnreadCount',
  'getInbox',
  'markInboxRead',
  'changeIsAccepted',
  'setRejectReason',

  'registerHours',
  'getHoursByProperty',
  'getHoursByPropertyAndType',
  'getHoursByPropertyTypeAndDate',
  'registerVisit',
  'getMyVisits',
  'getOwnerVisits',
  'cancelVisit',

  'getNotifications',
  'markNotificationRead',
  'markAllNotificationsRead',
  'getNotificationPreferences',
  'updateNotificationPreferences',
  'createStreamTicket',
  'openNotificationStream',
  'sendEmailSummaryNow',
  findUnsubscribeLink,
  'showUnsubscribe',
  'unsubscribe',
  // After the unsubscribe link is found: the verification mail must not be taken for the alert it came in.
  'getEmailStatus',
  'sendEmailVerification',
  'reactivateEmail',
  'receiveProviderEvent',

  'getDemandSummary',
  'getPropertyDemand',
  'getSupply',
  'sendContactMessage',
  'reportRemoteError',
  'reportPageLoad',
  'getTelemetrySummary',

  'pauseHouseRequest',
  'reopenHouseRequest',
  'renewHouseRequest',
  'closeHouseRequest',
];
