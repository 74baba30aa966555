import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { act } from '@testing-library/react';
import type { HouseRequest, User } from '../../contracts';

const getIdToken = jest.fn<Promise<string | null>, []>();
const signOut = jest.fn<Promise<void>, []>();
jest.mock('../../identity', () => ({ identity: { getIdToken: () => getIdToken(), signOut: () => signOut() } }));
const warning = jest.fn();
jest.mock('../../notify', () => ({ notify: { warning: (...a: unknown[]) => warning(...a) } }));

import { api, ApiError, apiErrorMessage, httpClient } from '..';
import { setRuntimeConfig } from '../../config';
import { getSessionUser, useSession } from '../../session';

interface FakeAnswer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  network?: boolean;
}
const sent: InternalAxiosRequestConfig[] = [];
let answer: (config: InternalAxiosRequestConfig) => FakeAnswer = () => ({ data: [] });

// A fake transport: the real instance, interceptors and parsing run; only the network is replaced.
httpClient.defaults.adapter = async (config) => {
  sent.push(config);
  const a = answer(config);
  if (a.network) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const response: AxiosResponse = {
    data: a.data,
    status: a.status ?? 200,
    statusText: '',
    headers: AxiosHeaders.from(a.headers ?? {}),
    config,
  };
  if (response.status >= 400) throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
  return response;
};

const request: HouseRequest = {
  houseRequestId: 1,
  title: 'Depa en Miraflores',
  description: 'no description',
  address: '',
  referenceAddress: 'Cerca al parque Kennedy',
  totalArea: 0,
  coveredArea: 80,
  yearConstruction: 0,
  numberBedrooms: 2,
  numberBathrooms: 1,
  numberParkinglot: 1,
  costInit: 500,
  costEnd: 1200,
  tprocessId: 2,
  tpropertyId: 1,
  ubigeoId: 150122,
  department: 'LIMA',
  province: 'LIMA',
  district: 'MIRAFLORES',
  isTerraza: '0',
  userCode: 3,
  urlAvataruser: null,
  processType: 'ALQUILAR',
  propertyType: 'Departamento',
};
const user: User = {
  userCode: 3,
  userFirebaseId: 'uid-3',
  firstName: 'Luis',
  lastName: 'Rojas',
  email: 'luis@correo.pe',
  phoneNumber: '987654321',
  avatarUrl: '',
  status: 1,
};

const config = (apiBaseUrl: string) => ({
  apiBaseUrl,
  firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-lotengo' },
  authEmulatorUrl: null,
  remotes: {
    mf_requests: 'http://localhost:8081/mf-manifest.json',
    mf_properties: 'http://localhost:8082/mf-manifest.json',
    mf_inbox: 'http://localhost:8083/mf-manifest.json',
    mf_account: 'http://localhost:8084/mf-manifest.json',
  },
});

beforeEach(() => {
  sent.length = 0;
  answer = () => ({ data: [] });
  getIdToken.mockReset().mockResolvedValue(null);
  signOut.mockReset().mockResolvedValue(undefined);
  warning.mockReset();
  setRuntimeConfig(config('http://api.test/mvp'));
  act(() => useSession.getState().clear());
});

const header = (c: InternalAxiosRequestConfig, name: string) => AxiosHeaders.from(c.headers).get(name);

describe('httpClient', () => {
  it('sends the bearer token when signed in', async () => {
    getIdToken.mockResolvedValue('token-123');
    await api.getDepartments();
    expect(header(sent[0], 'Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when signed out', async () => {
    await api.getDepartments();
    expect(header(sent[0], 'Authorization')).toBeFalsy();
  });

  it('still calls (anonymously) when the identity is not available', async () => {
    getIdToken.mockRejectedValue(new Error('not initialised'));
    await expect(api.getDepartments()).resolves.toEqual([]);
    expect(header(sent[0], 'Authorization')).toBeFalsy();
  });

  it('resolves the base URL per request and keeps XSRF and credentials settings', async () => {
    setRuntimeConfig(config('http://other.test/v2'));
    await api.getProvinces('SAN MARTÍN');
    expect(sent[0].baseURL).toBe('http://other.test/v2');
    expect(sent[0].url).toBe('/ubigeo/listProvinces/SAN%20MART%C3%8DN');
    expect(sent[0].withCredentials).toBe(true);
    expect(sent[0].withXSRFToken).toBe(true);
    expect(sent[0].xsrfCookieName).toBe('XSRF-TOKEN');
    expect(sent[0].xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(sent[0].timeout).toBe(15_000);
  });
});

describe('api parsing and errors', () => {
  it('searchHouseRequests returns a page with the total from X-Total-Count', async () => {
    answer = () => ({ data: [request], headers: { 'X-Total-Count': '37' } });
    const page = await api.searchHouseRequests({ tprocessId: 2, page: 2, pageSize: 12 });
    expect(page).toEqual({ items: [request], total: 37, page: 2, pageSize: 12 });
    expect(sent[0].method).toBe('post');
    expect(sent[0].url).toBe('/house-request');
    // The filter goes out complete: zeros mean "no filter" (SPEC §3).
    expect(JSON.parse(sent[0].data as string)).toMatchObject({ ubigeoId: 0, tprocessId: 2, priceMin: 0, page: 2, pageSize: 12 });
  });

  it('without X-Total-Count the total is the list length', async () => {
    answer = () => ({ data: [request, { ...request, houseRequestId: 2 }] });
    const page = await api.searchHouseRequests({});
    expect(page.total).toBe(2);
    expect(page.page).toBe(1);
  });

  it('an answer off contract becomes an ApiError with a Spanish message', async () => {
    answer = () => ({ data: [{ ...request, costInit: 'mucho' }] });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const err = await api.searchHouseRequests({}).catch((e: unknown) => e);
    // The details go to the console for the developer, not to the user.
    expect(log).toHaveBeenCalledWith('Respuesta de la API fuera de contrato', expect.any(Array));
    log.mockRestore();
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('invalid-response');
    expect((err as ApiError).message).toBe('El servidor respondió con datos inesperados');
    expect((err as ApiError).field).toBe('0.costInit');
  });

  it('the server body {message, field} becomes the ApiError message', async () => {
    answer = () => ({ status: 409, data: { message: 'La propiedad ya fue enviada a esta solicitud', field: 'propertyId' } });
    const err = await api.sendToInbox({ propertyId: 4, userCode: 3, houseRequestId: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, message: 'La propiedad ya fue enviada a esta solicitud', field: 'propertyId', kind: 'http' });
    expect(apiErrorMessage(err)).toBe('La propiedad ya fue enviada a esta solicitud');
  });

  it('a server error without a body gets the generic text', async () => {
    answer = () => ({ status: 500, data: '<html>Bad gateway</html>' });
    const err = await api.getDepartments().catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 500, message: 'Ocurrió un error inesperado' });
  });

  it('no answer at all is a network error in Spanish', async () => {
    answer = () => ({ network: true });
    const err = await api.getDepartments().catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, kind: 'network' });
    expect(apiErrorMessage(err)).toBe('No se pudo conectar con el servidor');
  });

  it('apiErrorMessage of anything else is the generic text', () => {
    expect(apiErrorMessage(new TypeError('x is undefined'))).toBe('Ocurrió un error inesperado');
    expect(apiErrorMessage(undefined)).toBe('Ocurrió un error inesperado');
  });

  it('a bad payload is rejected before sending, naming the field', async () => {
    const err = await api.registerHouseRequest({ ...request, referenceAddress: '  ', tprocessId: 2 } as never).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, kind: 'invalid-request', field: 'referenceAddress', message: 'referenceAddress es requerido' });
    expect(sent).toHaveLength(0);
  });

  it('fills the create defaults (title, description, status) on the way out', async () => {
    answer = () => ({ data: request });
    await api.registerHouseRequest({
      referenceAddress: 'Cerca al parque Kennedy',
      ubigeoId: 150122,
      numberBedrooms: 2,
      numberBathrooms: 1,
      numberParkinglot: 1,
      tpropertyId: 1,
      tprocessId: 2,
      costInit: 500,
      costEnd: 1200,
      numberCommonArea: 0,
      numberServicesAreas: 1,
      userCode: 3,
    });
    expect(JSON.parse(sent[0].data as string)).toMatchObject({ title: 'no-title-request', description: 'no description', status: 1 });
  });
});

describe('nullable user lookups', () => {
  it.each([
    ['a null body', { data: null }],
    ['an empty body', { data: '' }],
    ['a 404', { status: 404, data: { message: 'Usuario no encontrado' } }],
  ])('getUserByEmail resolves null on %s', async (_l, a) => {
    answer = () => a;
    await expect(api.getUserByEmail(' luis@correo.pe ')).resolves.toBeNull();
    expect(sent[0].url).toBe('/users/getUserByEmail/luis%40correo.pe');
  });

  it('getUserByUid parses a user and still throws on other failures', async () => {
    answer = () => ({ data: user });
    await expect(api.getUserByUid('uid-3')).resolves.toEqual(user);
    answer = () => ({ status: 500, data: { message: 'Base de datos caída' } });
    await expect(api.getUserByUid('uid-3')).rejects.toMatchObject({ message: 'Base de datos caída' });
  });
});

describe('401 handling', () => {
  it('clears an existing session once, and tells the user', async () => {
    act(() => useSession.getState().setUser({ userCode: 3, firstName: 'Luis', lastName: 'Rojas', avatarUrl: '' }));
    answer = () => ({ status: 401, data: { message: 'Token inválido o vencido' } });
    const err = await api.getMyHouseRequests(3).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, message: 'Token inválido o vencido' });
    expect(getSessionUser()).toBeNull();
    expect(sessionStorage.getItem('User')).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledWith('Tu sesión se cerró, vuelve a ingresar');
  });

  it('does nothing special without a session', async () => {
    answer = () => ({ status: 401, data: { message: 'Falta el token' } });
    await expect(api.getMyHouseRequests(3)).rejects.toMatchObject({ status: 401 });
    expect(signOut).not.toHaveBeenCalled();
    expect(warning).not.toHaveBeenCalled();
  });

  it('a 403 keeps the session', async () => {
    act(() => useSession.getState().setUser({ userCode: 3, firstName: 'Luis', lastName: 'Rojas', avatarUrl: '' }));
    answer = () => ({ status: 403, data: { message: 'No es tuyo' } });
    await expect(api.getMyHouseRequests(9)).rejects.toMatchObject({ status: 403 });
    expect(getSessionUser()).not.toBeNull();
  });
});

describe('other calls', () => {
  it('registerHours returns the boolean answer', async () => {
    answer = () => ({ data: true });
    const hours = [{ propertyId: 1, typeVisit: 'Presencial' as const, dateVisitAvailable: '2026-12-01', hourAvailableDateMin: '9:00 am a 11:00 am' as const }];
    await expect(api.registerHours(hours)).resolves.toBe(true);
    answer = () => ({ data: false });
    await expect(api.registerHours(hours)).resolves.toBe(false);
  });

  it('sendToInbox stamps dateInbox and uses the send path', async () => {
    answer = (c) => ({ data: { idInboxProperty: 1, ...JSON.parse(c.data as string), propertyDetail: {
      propertyId: 4, title: 't', address: 'a', price: 10, urlPhotoPrincipal: null, processType: 'VENDER', propertyType: 'Casa',
      department: 'LIMA', province: 'LIMA', district: 'SURCO', userCode: 5 } } });
    const entry = await api.sendToInbox({ propertyId: 4, userCode: 3, houseRequestId: 1 });
    expect(sent[0].url).toBe('/inboxProperty/enviar-al-inbox-property');
    expect(entry.isAccepted).toBe(0);
    expect(Number.isNaN(Date.parse(entry.dateInbox))).toBe(false);
  });

  it('changeIsAccepted builds the path in order (id, value)', async () => {
    answer = () => ({ data: { ok: true } });
    await api.changeIsAccepted(12, 2);
    expect(sent[0].url).toBe('/inboxProperty/changeIsAccepted/12/2');
  });

  it('uploadImage posts multipart form data with the file', async () => {
    answer = () => ({ data: { name: 'a.png', tipo: 'image/png', fileUrl: 'http://api.test/mvp/storage/3/x.png' } });
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const m = await api.uploadImage(file);
    expect(m.tipo).toBe('image/png');
    expect(sent[0].data).toBeInstanceOf(FormData);
    expect((sent[0].data as FormData).get('file')).toBeInstanceOf(File);
  });
});

describe('XSRF race on a first visit', () => {
  const xsrfRefusal = { status: 403, data: { message: 'Falta o no coincide la cabecera X-XSRF-TOKEN', field: 'X-XSRF-TOKEN' } };

  it('sends a write again when the API refused its XSRF token, and succeeds', async () => {
    let calls = 0;
    answer = () => (++calls === 1 ? xsrfRefusal : { data: true });
    const hours = [{ propertyId: 1, typeVisit: 'Virtual' as const, dateVisitAvailable: '2026-12-01', hourAvailableDateMin: '9:00 am a 11:00 am' as const }];
    await expect(api.registerHours(hours)).resolves.toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('gives up after two retries with the server message', async () => {
    answer = () => xsrfRefusal;
    await expect(api.changeIsAccepted(1, 1)).rejects.toMatchObject({ status: 403, field: 'X-XSRF-TOKEN' });
    expect(sent).toHaveLength(3);
  });

  it('does not retry other 403s', async () => {
    answer = () => ({ status: 403, data: { message: 'No es tuyo' } });
    await expect(api.changeIsAccepted(1, 1)).rejects.toMatchObject({ status: 403, message: 'No es tuyo' });
    expect(sent).toHaveLength(1);
  });
});
