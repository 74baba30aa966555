import { act } from '@testing-library/react';

const getIdToken = jest.fn<Promise<string | null>, []>();
const signOut = jest.fn<Promise<void>, []>();
jest.mock('../../identity', () => ({ identity: { getIdToken: () => getIdToken(), signOut: () => signOut() } }));
const warning = jest.fn();
jest.mock('../../notify', () => ({ notify: { warning: (...a: unknown[]) => warning(...a) } }));

import { api } from '..';
import { ApiError, apiErrorMessage } from '../../http';
import { setRuntimeConfig } from '../../config';
import { useSession } from '../../session';
import { config, fake, installFakeTransport, request, resetFakeTransport, sent, user } from './support/fake-http';

installFakeTransport();

beforeEach(() => {
  resetFakeTransport();
  getIdToken.mockReset().mockResolvedValue(null);
  signOut.mockReset().mockResolvedValue(undefined);
  warning.mockReset();
  setRuntimeConfig(config('http://api.test/mvp'));
  act(() => useSession.getState().clear());
});

describe('api parsing and errors', () => {
  it('searchHouseRequests returns a page with the total from X-Total-Count', async () => {
    fake.answer = () => ({ data: [request], headers: { 'X-Total-Count': '37' } });
    const page = await api.searchHouseRequests({ tprocessId: 2, page: 2, pageSize: 12 });
    expect(page).toEqual({ items: [request], total: 37, page: 2, pageSize: 12 });
    expect(sent[0].method).toBe('post');
    expect(sent[0].url).toBe('/house-request');
    // The filter goes out complete: zeros mean "no filter" (docs/product/entities.md).
    expect(JSON.parse(sent[0].data as string)).toMatchObject({
      ubigeoId: 0,
      tprocessId: 2,
      priceMin: 0,
      page: 2,
      pageSize: 12,
    });
  });

  it('without X-Total-Count the total is the list length', async () => {
    fake.answer = () => ({ data: [request, { ...request, houseRequestId: 2 }] });
    const page = await api.searchHouseRequests({});
    expect(page.total).toBe(2);
    expect(page.page).toBe(1);
  });

  it('an answer off contract becomes an ApiError with a Spanish message', async () => {
    fake.answer = () => ({ data: [{ ...request, costInit: 'mucho' }] });
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
    fake.answer = () => ({
      status: 409,
      data: { message: 'La propiedad ya fue enviada a esta solicitud', field: 'propertyId' },
    });
    const err = await api.sendToInbox({ propertyId: 4, userCode: 3, houseRequestId: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 409,
      message: 'La propiedad ya fue enviada a esta solicitud',
      field: 'propertyId',
      kind: 'http',
    });
    expect(apiErrorMessage(err)).toBe('La propiedad ya fue enviada a esta solicitud');
  });

  it('a server error without a body gets the generic text', async () => {
    fake.answer = () => ({ status: 500, data: '<html>Bad gateway</html>' });
    const err = await api.getDepartments().catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 500, message: 'Ocurrió un error inesperado' });
  });

  it('no answer at all is a network error in Spanish', async () => {
    fake.answer = () => ({ network: true });
    const err = await api.getDepartments().catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, kind: 'network' });
    expect(apiErrorMessage(err)).toBe('No se pudo conectar con el servidor');
  });

  it('apiErrorMessage of anything else is the generic text', () => {
    expect(apiErrorMessage(new TypeError('x is undefined'))).toBe('Ocurrió un error inesperado');
    expect(apiErrorMessage(undefined)).toBe('Ocurrió un error inesperado');
  });

  it('a bad payload is rejected before sending, naming the field', async () => {
    const err = await api
      .registerHouseRequest({ ...request, referenceAddress: '  ', tprocessId: 2 } as never)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 400,
      kind: 'invalid-request',
      field: 'referenceAddress',
      message: 'referenceAddress es requerido',
    });
    expect(sent).toHaveLength(0);
  });

  it('fills the create defaults (title, description, status) on the way out', async () => {
    fake.answer = () => ({ data: request });
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
    expect(JSON.parse(sent[0].data as string)).toMatchObject({
      title: 'no-title-request',
      description: 'no description',
      status: 1,
    });
  });
});

describe('nullable user lookups', () => {
  it.each([
    ['a null body', { data: null }],
    ['an empty body', { data: '' }],
    ['a 404', { status: 404, data: { message: 'Usuario no encontrado' } }],
  ])('getUserByEmail resolves null on %s', async (_l, a) => {
    fake.answer = () => a;
    await expect(api.getUserByEmail(' luis@correo.pe ')).resolves.toBeNull();
    expect(sent[0].url).toBe('/users/getUserByEmail/luis%40correo.pe');
  });

  it('getUserByUid parses a user and still throws on other failures', async () => {
    fake.answer = () => ({ data: user });
    await expect(api.getUserByUid('uid-3')).resolves.toEqual(user);
    fake.answer = () => ({ status: 500, data: { message: 'Base de datos caída' } });
    await expect(api.getUserByUid('uid-3')).rejects.toMatchObject({ message: 'Base de datos caída' });
  });
});

describe('other calls', () => {
  it('registerHours returns the boolean answer', async () => {
    fake.answer = () => ({ data: true });
    const hours = [
      {
        propertyId: 1,
        typeVisit: 'Presencial' as const,
        dateVisitAvailable: '2026-12-01',
        hourAvailableDateMin: '9:00 am a 11:00 am' as const,
      },
    ];
    await expect(api.registerHours(hours)).resolves.toBe(true);
    fake.answer = () => ({ data: false });
    await expect(api.registerHours(hours)).resolves.toBe(false);
  });

  it('sendToInbox stamps dateInbox and uses the send path', async () => {
    fake.answer = (c) => ({
      data: {
        idInboxProperty: 1,
        ...JSON.parse(c.data as string),
        propertyDetail: {
          propertyId: 4,
          title: 't',
          address: 'a',
          price: 10,
          urlPhotoPrincipal: null,
          processType: 'VENDER',
          propertyType: 'Casa',
          department: 'LIMA',
          province: 'LIMA',
          district: 'SURCO',
          userCode: 5,
        },
      },
    });
    const entry = await api.sendToInbox({ propertyId: 4, userCode: 3, houseRequestId: 1 });
    expect(sent[0].url).toBe('/inboxProperty/enviar-al-inbox-property');
    expect(entry.isAccepted).toBe(0);
    expect(Number.isNaN(Date.parse(entry.dateInbox))).toBe(false);
  });

  it('changeIsAccepted builds the path in order (id, value)', async () => {
    fake.answer = () => ({ data: { ok: true } });
    await api.changeIsAccepted(12, 2);
    expect(sent[0].url).toBe('/inboxProperty/changeIsAccepted/12/2');
  });

  it('uploadImage posts multipart form data with the file', async () => {
    fake.answer = () => ({
      data: { name: 'a.png', tipo: 'image/png', fileUrl: 'http://api.test/mvp/storage/3/x.png' },
    });
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const m = await api.uploadImage(file);
    expect(m.tipo).toBe('image/png');
    expect(sent[0].data).toBeInstanceOf(FormData);
    expect((sent[0].data as FormData).get('file')).toBeInstanceOf(File);
  });
});
