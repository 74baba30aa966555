import express from 'express';
import supertest from 'supertest';
import { type ApiPathKey } from '@lotengo/shared/contracts';
import { errorHandler, HttpError } from '../http/errors';
import { readEnv } from '../config';
import { allApiPaths, bearer, url, type AnyApiPathKey } from './support/test-app';
import { t, contact } from './support/security-setup';

describe('bad bodies', () => {
  it('malformed JSON → 400 naming the body', async () => {
    const res = await t.http
      .post(url('contactMessages'))
      .set('Content-Type', 'application/json')
      .send('{"firstName": "Ana",')
      .expect(400);
    expect(res.body).toEqual({ message: 'El cuerpo de la petición no es JSON válido', field: 'body' });
  });

  it('a body over 1 MB → 413, nothing written', async () => {
    const before = t.readDisk().contactMessages.length;
    const res = await t.http
      .post(url('contactMessages'))
      .send({ ...contact, message: 'x'.repeat(1_100_000) })
      .expect(413);
    expect(res.body.field).toBe('body');
    expect(t.readDisk().contactMessages).toHaveLength(before);
  });

  it('a JSON value that is not an object or list → 400', async () => {
    await t.http.post(url('contactMessages')).set('Content-Type', 'application/json').send('"hola"').expect(400);
  });
});

/**
 * Every write route and every route with path ids, fed garbage with a valid token: the answer is
 * always a 4xx JSON error naming a field, never a 500.
 */
describe('never a 500 on bad input', () => {
  const POSTS: ApiPathKey[] = [
    'hoursRegistration',
    'visitRegistration',
    'propertyRegistration',
    'propertyFilters',
    'userRegistration',
    'userUpdate',
    'houseRequestSearch',
    'houseRequestRegistration',
    'houseRequestUpdate',
    'inboxSend',
    'contactMessages',
    'storageUpload',
    'inboxRejectReason',
    'visitCancel',
    'telemetryRemoteErrors',
    'telemetryPageLoads',
  ];
  const BODIES: unknown[] = [
    [],
    [{}],
    {},
    { a: 1 },
    [1, 2],
    { userCode: 'x', propertyId: -1, ubigeoId: 1e20 },
    { ubigeoId: null, price: NaN },
    [{ propertyId: {} }],
    { title: { nested: true } },
  ];
  const params = {
    userCode: 1,
    id: 1,
    propertyId: 1,
    typeVisit: 'Presencial',
    date: '2030-01-01',
    idInboxProperty: 1,
    value: 1,
    houseRequestId: 1,
    department: 'LIMA',
    province: 'LIMA',
    uid: 'x',
    email: 'a@b.cd',
    fileName: 'x',
    visitId: 1,
    app: 'mf-inbox',
    notificationId: 1,
  };

  // An empty or unknown-keys object is a valid "no filter" search (0 means no filter).
  const FILTERS = new Set<ApiPathKey>(['propertyFilters', 'houseRequestSearch']);
  const FILTER_KEYS = [
    'ubigeoId',
    'tprocessId',
    'tpropertyId',
    'numBedrooms',
    'numBathrooms',
    'priceMin',
    'priceMax',
    'areaMin',
    'areaMax',
    'page',
    'pageSize',
  ];
  const noFilter = (body: unknown) =>
    !Array.isArray(body) && Object.keys(body as object).every((k) => !FILTER_KEYS.includes(k));

  it.each(POSTS)('POST %s', async (key) => {
    for (const body of BODIES) {
      const res = await t.http
        .post(url(key, params))
        .set(bearer('lucia'))
        .send(body as object);
      if (FILTERS.has(key) && noFilter(body)) {
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
  });

  const GETS = (Object.keys(allApiPaths) as AnyApiPathKey[]).filter((k) => allApiPaths[k].includes(':'));
  it.each(GETS)('GET %s with junk path values', async (key) => {
    for (const junk of ['0', '-1', '1.5', 'abc', '99999999999999999999', "1'or'1", '%00', 'ñ']) {
      const values = Object.fromEntries(Object.keys(params).map((k) => [k, junk]));
      const res = await t.http.get(url(key, values)).set(bearer('lucia'));
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('error handler', () => {
  it('turns an unexpected error into a JSON 500 and logs it', async () => {
    const log = jest.fn();
    const app = express();
    app.get('/boom', () => {
      throw new Error('secreto interno');
    });
    app.get('/known', () => {
      throw new HttpError(409, 'Conflicto', 'x');
    });
    app.use(errorHandler(log));
    const res = await supertest(app).get('/boom').expect(500);
    expect(res.body).toEqual({ message: 'Error interno del servidor' });
    expect(JSON.stringify(res.body)).not.toContain('secreto');
    expect(log).toHaveBeenCalledTimes(1);
    expect((await supertest(app).get('/known').expect(409)).body).toEqual({ message: 'Conflicto', field: 'x' });
  });
});

describe('listening address', () => {
  it('binds 127.0.0.1 unless API_HOST opens it (emulator tokens are unsigned: the network must not reach them)', () => {
    expect(readEnv({}).host).toBe('127.0.0.1');
    expect(readEnv({ API_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('bodies that are not JSON → 415 (never a silently dropped filter)', () => {
  const FILTER = JSON.stringify({ ubigeoId: 150122, pageSize: 100 });

  it('a search sent as text/plain is refused, not answered with every request', async () => {
    const res = await t.http.post(url('houseRequestSearch')).set('Content-Type', 'text/plain').send(FILTER).expect(415);
    expect(res.body).toEqual({
      message: 'El cuerpo de la petición debe ser JSON (Content-Type: application/json)',
      field: 'Content-Type',
    });
    // The same filter as JSON is applied.
    const json = await t.http
      .post(url('houseRequestSearch'))
      .set('Content-Type', 'application/json')
      .send(FILTER)
      .expect(200);
    expect((json.body as { ubigeoId: number }[]).every((r) => r.ubigeoId === 150122)).toBe(true);
  });

  it.each([
    ['text/plain', FILTER],
    ['application/x-www-form-urlencoded', 'ubigeoId=150122'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="ubigeoId"\r\n\r\n150122\r\n--x--\r\n',
    ],
    ['application/xml', '<ubigeoId>150122</ubigeoId>'],
  ])('property-filters with %s → 415', async (type, body) => {
    await t.http
      .post(url('propertyFilters', { userCode: 1 }))
      .set(bearer('lucia'))
      .set('Content-Type', type)
      .send(body)
      .expect(415);
  });

  it('a write as text/plain → 415 and nothing is written; a body without Content-Type too', async () => {
    const before = t.readDisk().contactMessages.length;
    const body = JSON.stringify({ firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', message: 'Hola' });
    await t.http.post(url('contactMessages')).set('Content-Type', 'text/plain').send(body).expect(415);
    const raw = await t.http.post(url('contactMessages')).unset('Content-Type').send(Buffer.from(body)).expect(415);
    expect(raw.body.field).toBe('Content-Type');
    expect(t.readDisk().contactMessages).toHaveLength(before);
  });

  it('accepts application/json with a charset and +json types', async () => {
    await t.http
      .post(url('houseRequestSearch'))
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(FILTER)
      .expect(200);
    await t.http
      .post(url('houseRequestSearch'))
      .set('Content-Type', 'application/merge-patch+json')
      .send(FILTER)
      .expect(200);
  });

  it('the upload route stays multipart; JSON there → 415', async () => {
    const res = await t.http.post(url('storageUpload')).set(bearer('lucia')).send({ file: 'x' }).expect(415);
    expect(res.body.field).toBe('Content-Type');
    // multipart reaches the route (which then judges the file).
    const multipart = await t.http
      .post(url('storageUpload'))
      .set(bearer('lucia'))
      .attach('file', Buffer.from('no es imagen'), 'x.png');
    expect(multipart.status).toBe(400);
    expect(multipart.body.field).toBe('file');
  });

  it('requests without a body are not affected', async () => {
    await t.http.get(url('departments')).expect(200);
    await t.http.post(url('houseRequestSearch')).set('Content-Type', 'text/plain').send('').expect(200);
  });
});
