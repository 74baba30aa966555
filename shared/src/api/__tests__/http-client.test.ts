import { act } from '@testing-library/react';

const getIdToken = jest.fn<Promise<string | null>, []>();
const signOut = jest.fn<Promise<void>, []>();
jest.mock('../../identity', () => ({ identity: { getIdToken: () => getIdToken(), signOut: () => signOut() } }));
const warning = jest.fn();
jest.mock('../../notify', () => ({ notify: { warning: (...a: unknown[]) => warning(...a) } }));

import { api } from '..';
import { setRuntimeConfig } from '../../config';
import { getSessionUser, useSession } from '../../session';
import { config, fake, header, installFakeTransport, resetFakeTransport, sent } from './support/fake-http';

installFakeTransport();

beforeEach(() => {
  resetFakeTransport();
  getIdToken.mockReset().mockResolvedValue(null);
  signOut.mockReset().mockResolvedValue(undefined);
  warning.mockReset();
  setRuntimeConfig(config('http://api.test/mvp'));
  act(() => useSession.getState().clear());
});

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

describe('401 handling', () => {
  it('clears an existing session once, and tells the user', async () => {
    act(() => useSession.getState().setUser({ userCode: 3, firstName: 'Luis', lastName: 'Rojas', avatarUrl: '' }));
    fake.answer = () => ({ status: 401, data: { message: 'Token inválido o vencido' } });
    const err = await api.getMyHouseRequests(3).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, message: 'Token inválido o vencido' });
    expect(getSessionUser()).toBeNull();
    expect(sessionStorage.getItem('User')).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledWith('Tu sesión se cerró, vuelve a ingresar');
  });

  it('does nothing special without a session', async () => {
    fake.answer = () => ({ status: 401, data: { message: 'Falta el token' } });
    await expect(api.getMyHouseRequests(3)).rejects.toMatchObject({ status: 401 });
    expect(signOut).not.toHaveBeenCalled();
    expect(warning).not.toHaveBeenCalled();
  });

  it('a 403 keeps the session', async () => {
    act(() => useSession.getState().setUser({ userCode: 3, firstName: 'Luis', lastName: 'Rojas', avatarUrl: '' }));
    fake.answer = () => ({ status: 403, data: { message: 'No es tuyo' } });
    await expect(api.getMyHouseRequests(9)).rejects.toMatchObject({ status: 403 });
    expect(getSessionUser()).not.toBeNull();
  });
});

describe('XSRF race on a first visit', () => {
  const xsrfRefusal = {
    status: 403,
    data: { message: 'Falta o no coincide la cabecera X-XSRF-TOKEN', field: 'X-XSRF-TOKEN' },
  };

  it('sends a write again when the API refused its XSRF token, and succeeds', async () => {
    let calls = 0;
    fake.answer = () => (++calls === 1 ? xsrfRefusal : { data: true });
    const hours = [
      {
        propertyId: 1,
        typeVisit: 'Virtual' as const,
        dateVisitAvailable: '2026-12-01',
        hourAvailableDateMin: '9:00 am a 11:00 am' as const,
      },
    ];
    await expect(api.registerHours(hours)).resolves.toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('gives up after two retries with the server message', async () => {
    fake.answer = () => xsrfRefusal;
    await expect(api.changeIsAccepted(1, 1)).rejects.toMatchObject({ status: 403, field: 'X-XSRF-TOKEN' });
    expect(sent).toHaveLength(3);
  });

  it('does not retry other 403s', async () => {
    fake.answer = () => ({ status: 403, data: { message: 'No es tuyo' } });
    await expect(api.changeIsAccepted(1, 1)).rejects.toMatchObject({ status: 403, message: 'No es tuyo' });
    expect(sent).toHaveLength(1);
  });
});
