/**
 * Every call of the site's one API client reaches the operation the contract lists it under
 * (shared/src/contracts/operations, `calls`): the method and path it sends are that operation's, and
 * no call is missing from the registry. A new call without a contract fails here; so does one whose
 * request goes somewhere else than its contract says.
 */
const getIdToken = jest.fn<Promise<string | null>, []>();
jest.mock('../../identity', () => ({ identity: { getIdToken: () => getIdToken(), signOut: async () => undefined } }));
jest.mock('../../notify', () => ({ notify: { warning: jest.fn() } }));

import { api, type Api } from '..';
import { setRuntimeConfig } from '../../config';
import { operationList, type NamedOperation } from '../../contracts/operations';
import { demandApi } from '../../demand/api';
import { configureTelemetry, reportPageLoad, reportRemoteError } from '../../remotes/telemetry';
import { config, fake, installFakeTransport, resetFakeTransport, sent } from './support/fake-http';

installFakeTransport();
const BASE = 'http://api.test/mvp';

beforeEach(() => {
  resetFakeTransport();
  getIdToken.mockReset().mockResolvedValue('id-token');
  setRuntimeConfig(config(BASE));
});

const property = {
  address: 'Av. Larco 812',
  ubigeoId: 150122,
  price: 1500,
  tprocessId: 2,
  tpropertyId: 2,
  declarationProperties: 1,
  userCode: 1,
} as const;
const request = {
  referenceAddress: 'Cerca al parque',
  ubigeoId: 150122,
  numberBedrooms: 2,
  numberBathrooms: 1,
  numberParkinglot: 1,
  tpropertyId: 2,
  tprocessId: 2,
  costInit: 800,
  costEnd: 1500,
  numberCommonArea: 1,
  userCode: 2,
} as const;
const visit = { propertyId: 4, userCode: 2, typeVisit: 'Presencial', visitDate: '', visitHour: '' } as const;
const hour = {
  propertyId: 4,
  typeVisit: 'Presencial',
  dateVisitAvailable: '2030-01-02',
  hourAvailableDateMin: '9:00 am a 11:00 am',
} as const;

/** Arguments each call accepts (typed: a call added to the client and not here does not compile). */
const ARGS: { [K in keyof Api]: Parameters<Api[K]> } = {
  getUbigeos: [],
  getDepartments: [],
  getProvinces: ['LIMA'],
  getDistricts: ['LIMA', 'LIMA'],
  getTypeProcesses: [],
  getTypeProcessesForProperty: [],
  getTypeProcessesForRequest: [],
  getTypeProperties: [],
  getCharacteristics: [],
  getProfileImages: [],
  getConfigParameters: [],
  searchHouseRequests: [{}],
  getPopularHouseRequests: [],
  getMyHouseRequests: [2],
  getHouseRequest: [5],
  getProperties: [],
  registerProperty: [property],
  getUserProperties: [1],
  getProperty: [4],
  updateProperty: [4, property],
  closeProperty: [4],
  reopenProperty: [4],
  searchUserProperties: [1, {}],
  getPropertyMatches: [2],
  getUserByUid: ['uid-1'],
  registerUser: [
    { userFirebaseId: 'uid-1', firstName: 'Ana', lastName: 'Díaz', email: 'ana@correo.pe', phoneNumber: '' },
  ],
  getUserByEmail: ['ana@correo.pe'],
  updateUser: [{ userCode: 1, firstName: 'Ana' }],
  registerHouseRequest: [request],
  updateHouseRequest: [5, request],
  getHouseRequestMatches: [1],
  getInbox: [2],
  sendToInbox: [{ propertyId: 4, userCode: 2, houseRequestId: 5 }],
  changeIsAccepted: [3, 1],
  getSentPropertyIds: [5],
  getInboxUnreadCount: [2],
  markInboxRead: [2],
  setRejectReason: [3, 'precio'],
  registerHours: [[hour]],
  getHoursByProperty: [4],
  getHoursByPropertyAndType: [4, 'Presencial'],
  getHoursByPropertyTypeAndDate: [4, 'Presencial', '2030-01-02'],
  registerVisit: [visit],
  getMyVisits: [2],
  getOwnerVisits: [1],
  cancelVisit: [9],
  uploadImage: [new Blob(['x'], { type: 'image/png' }), 'foto.png'],
  sendContactMessage: [{ firstName: 'Ana', lastName: 'Díaz', email: 'ana@correo.pe', message: 'Hola' }],
  pauseHouseRequest: [5],
  closeHouseRequest: [5],
  reopenHouseRequest: [5],
  renewHouseRequest: [5],
  getSentOffers: [1],
  getNotifications: [2, { page: 1 }],
  markNotificationRead: [7],
  markAllNotificationsRead: [2],
  getNotificationPreferences: [2],
  setNotificationPreferences: [2, { 'offer-received': false }],
  setEmailPreferences: [2, { 'offer-received': 'daily' }],
  setEmailSummary: [2, false],
  getEmailStatus: [2],
  sendEmailVerification: [2],
  reactivateEmail: [2],
  getStreamUrl: [],
};

const DEMAND_ARGS: { [K in keyof typeof demandApi]: Parameters<(typeof demandApi)[K]> } = {
  getSummary: [{ ubigeoId: 150000 }],
  getPropertyDemand: [{ ubigeoId: 150122, tprocessId: 2, tpropertyId: 2, price: 1500 }],
  getSupply: [{ ubigeoId: 150122, tprocessId: 2, tpropertyId: 2 }],
};

const pattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const literalLength = (path: string) => path.replace(/:[A-Za-z]+/g, '').length;

/** The operation a request goes to: same method, path pattern matching (the most literal one wins, as in Express). */
function operationOf(method: string, url: string): NamedOperation | undefined {
  const path = new URL(url, `${BASE}/`).pathname.replace(/^\/mvp/, '');
  return operationList
    .filter((op) => op.method === method.toLowerCase() && pattern(op.path).test(path))
    .sort((a, b) => literalLength(b.path) - literalLength(a.path))[0];
}

/** What the registry says each call reaches. */
const registered = (call: string) => operationList.filter((op) => op.calls?.includes(call)).map((op) => op.operationId);

describe('every call of the API client has its operation in the contract', () => {
  it.each(Object.keys(ARGS) as (keyof Api)[])('api.%s', async (name) => {
    // The stream's URL needs a ticket back; every other answer may be anything (only the request matters).
    if (name === 'getStreamUrl') fake.answer = () => ({ data: { ticket: 't'.repeat(24), expiresInSeconds: 30 } });
    const result = await (api[name] as (...a: unknown[]) => Promise<unknown>)(...ARGS[name]).catch(() => undefined);
    const reached = sent.map((req) => operationOf(req.method ?? 'get', req.url ?? '')?.operationId ?? req.url);
    // The stream's URL is built here and opened by the browser (EventSource).
    if (name === 'getStreamUrl') reached.push(operationOf('get', String(result ?? ''))?.operationId ?? '?');
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.sort()).toEqual(registered(`api.${name}`).sort());
  });

  it.each(Object.keys(DEMAND_ARGS) as (keyof typeof demandApi)[])('demandApi.%s', async (name) => {
    await (demandApi[name] as (...a: unknown[]) => Promise<unknown>)(...DEMAND_ARGS[name]).catch(() => undefined);
    expect(sent.map((req) => operationOf(req.method ?? 'get', req.url ?? '')?.operationId)).toEqual(
      registered(`demandApi.${name}`),
    );
  });

  it('the release telemetry reports', async () => {
    jest.useFakeTimers();
    const fetched: Array<{ url: string; method: string }> = [];
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      fetched.push({ url, method: init.method ?? 'GET' });
      return new Response(null, { status: 202 });
    }) as typeof fetch;
    try {
      configureTelemetry({ apiBaseUrl: BASE, release: { versions: { shell: 'abcd123-0123456789' }, preview: null } });
      reportRemoteError('shell', 'load');
      reportPageLoad();
      await jest.runAllTimersAsync();
      expect(fetched.map((f) => operationOf(f.method, f.url)?.operationId)).toEqual([
        ...registered('telemetry.reportRemoteError'),
        ...registered('telemetry.reportPageLoad'),
      ]);
    } finally {
      globalThis.fetch = fetchBefore;
      configureTelemetry({ apiBaseUrl: BASE });
      jest.useRealTimers();
    }
  });

  it('names in the registry only calls the client has', () => {
    const known = new Set([
      ...Object.keys(ARGS).map((n) => `api.${n}`),
      ...Object.keys(DEMAND_ARGS).map((n) => `demandApi.${n}`),
      'telemetry.reportRemoteError',
      'telemetry.reportPageLoad',
    ]);
    expect(operationList.flatMap((op) => op.calls ?? []).filter((c) => !known.has(c))).toEqual([]);
  });
});
