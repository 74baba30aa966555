import express from 'express';
import supertest from 'supertest';
import { apiPaths, type ApiPathKey } from '@lotengo/shared/contracts';
import { errorHandler, HttpError } from '../http/errors';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

const contact = { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', message: 'Hola, quiero información.' };

describe('XSRF double submit', () => {
  it('hands out a readable XSRF-TOKEN cookie (SameSite=Lax, path /) when the request has none', async () => {
    const res = await t.http.get(url('health')).expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]{48}; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const again = await t.http.get(url('health')).set('Cookie', 'XSRF-TOKEN=abc').expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('a write that carries the cookie must echo it in X-XSRF-TOKEN (else 403, nothing written)', async () => {
    const before = t.readDisk().contactMessages.length;
    const missing = await t.http.post(url('contactMessages')).set('Cookie', 'XSRF-TOKEN=tok123').send(contact).expect(403);
    expect(missing.body.field).toBe('X-XSRF-TOKEN');
    await t.http.post(url('contactMessages')).set('Cookie', 'XSRF-TOKEN=tok123').set('X-XSRF-TOKEN', 'otro').send(contact).expect(403);
    expect(t.readDisk().contactMessages).toHaveLength(before);
    await t.http.post(url('contactMessages')).set('Cookie', 'XSRF-TOKEN=tok123').set('X-XSRF-TOKEN', 'tok123').send(contact).expect(201);
    expect(t.readDisk().contactMessages).toHaveLength(before + 1);
  });

  it('reads are not blocked by the check', async () => {
    await t.http.get(url('departments')).set('Cookie', 'XSRF-TOKEN=tok123').expect(200);
  });
});

describe('CORS', () => {
  it('allows any localhost/127.0.0.1 origin with credentials and exposes X-Total-Count', async () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:18081']) {
      const res = await t.http.post(url('houseRequestSearch')).set('Origin', origin).send({ pageSize: 1 }).expect(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers['access-control-expose-headers']).toMatch(/X-Total-Count/);
    }
  });

  it('answers the preflight of an authenticated JSON write', async () => {
    const res = await t.http
      .options(url('houseRequestRegistration'))
      .set('Origin', 'http://localhost:8080')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type,x-xsrf-token')
      .expect(204);
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(res.headers['access-control-allow-headers']).toMatch(/authorization/i);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });

  it('gives no CORS headers to a foreign origin', async () => {
    const res = await t.http.get(url('departments')).set('Origin', 'https://evil.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS_ORIGINS restricts to an exact list', async () => {
    const strict = makeTestApp({}, { corsOrigins: ['https://lotengo.pe'] });
    try {
      expect((await strict.http.get(url('health')).set('Origin', 'https://lotengo.pe')).headers['access-control-allow-origin']).toBe('https://lotengo.pe');
      expect((await strict.http.get(url('health')).set('Origin', 'http://localhost:8080')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      strict.cleanup();
    }
  });
});

describe('bad bodies', () => {
  it('malformed JSON → 400 naming the body', async () => {
    const res = await t.http.post(url('contactMessages')).set('Content-Type', 'application/json').send('{"firstName": "Ana",').expect(400);
    expect(res.body).toEqual({ message: 'El cuerpo de la petición no es JSON válido', field: 'body' });
  });

  it('a body over 1 MB → 413, nothing written', async () => {
    const before = t.readDisk().contactMessages.length;
    const res = await t.http.post(url('contactMessages')).send({ ...contact, message: 'x'.repeat(1_100_000) }).expect(413);
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
  const POSTS: ApiPathKey[] = ['hoursRegistration', 'visitRegistration', 'propertyRegistration', 'propertyFilters', 'userRegistration', 'userUpdate', 'houseRequestSearch', 'houseRequestRegistration', 'houseRequestUpdate', 'inboxSend', 'contactMessages', 'storageUpload', 'inboxRejectReason', 'visitCancel'];
  const BODIES: unknown[] = [[], [{}], {}, { a: 1 }, [1, 2], { userCode: 'x', propertyId: -1, ubigeoId: 1e20 }, { ubigeoId: null, price: NaN }, [{ propertyId: {} }], { title: { nested: true } }];
  const params = { userCode: 1, id: 1, propertyId: 1, typeVisit: 'Presencial', date: '2030-01-01', idInboxProperty: 1, value: 1, houseRequestId: 1, department: 'LIMA', province: 'LIMA', uid: 'x', email: 'a@b.cd', fileName: 'x', visitId: 1 };

  // An empty or unknown-keys object is a valid "no filter" search (0 means no filter).
  const FILTERS = new Set<ApiPathKey>(['propertyFilters', 'houseRequestSearch']);
  const FILTER_KEYS = ['ubigeoId', 'tprocessId', 'tpropertyId', 'numBedrooms', 'numBathrooms', 'priceMin', 'priceMax', 'areaMin', 'areaMax', 'page', 'pageSize'];
  const noFilter = (body: unknown) => !Array.isArray(body) && Object.keys(body as object).every((k) => !FILTER_KEYS.includes(k));

  it.each(POSTS)('POST %s', async (key) => {
    for (const body of BODIES) {
      const res = await t.http.post(url(key, params)).set(bearer('lucia')).send(body as object);
      if (FILTERS.has(key) && noFilter(body)) {
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
  });

  const GETS = (Object.keys(apiPaths) as ApiPathKey[]).filter((k) => apiPaths[k].includes(':'));
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
