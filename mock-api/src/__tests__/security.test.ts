import express from 'express';
import supertest from 'supertest';
import { type ApiPathKey } from '@lotengo/shared/contracts';
import { errorHandler, HttpError } from '../http/errors';
import { readEnv } from '../config';
import { demoUser } from '../seed/demo-users';
import { account, allApiPaths, bearer, makeTestApp, url, type AnyApiPathKey, type TestApp } from './support/test-app';

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

  it('parallel first requests of one browser get the same token; another browser gets another', async () => {
    const tokenOf = (res: { headers: Record<string, unknown> }) =>
      ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('XSRF-TOKEN='))?.split(/[=;]/)[1];
    const phone = 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile';
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => t.http.get(url('health')).set('User-Agent', phone).expect(200)));
    expect(tokenOf(a!)).toMatch(/^[0-9a-f]{48}$/);
    expect(new Set([tokenOf(a!), tokenOf(b!), tokenOf(c!)]).size).toBe(1);
    const other = await t.http.get(url('health')).set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140').expect(200);
    expect(tokenOf(other)).not.toBe(tokenOf(a!));
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

  it('reads are not blocked by the check, the request search (a POST with a filter body) included', async () => {
    await t.http.get(url('departments')).set('Cookie', 'XSRF-TOKEN=tok123').expect(200);
    await t.http.post(url('houseRequestSearch')).set('Cookie', 'XSRF-TOKEN=tok123').send({ pageSize: 1 }).expect(200);
    // Only that exact path: registering a request is a write and still needs the header.
    await t.http.post(url('houseRequestRegistration')).set('Cookie', 'XSRF-TOKEN=tok123').send({}).expect(403);
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
  const POSTS: ApiPathKey[] = ['hoursRegistration', 'visitRegistration', 'propertyRegistration', 'propertyFilters', 'userRegistration', 'userUpdate', 'houseRequestSearch', 'houseRequestRegistration', 'houseRequestUpdate', 'inboxSend', 'contactMessages', 'storageUpload', 'inboxRejectReason', 'visitCancel', 'telemetryRemoteErrors', 'telemetryPageLoads'];
  const BODIES: unknown[] = [[], [{}], {}, { a: 1 }, [1, 2], { userCode: 'x', propertyId: -1, ubigeoId: 1e20 }, { ubigeoId: null, price: NaN }, [{ propertyId: {} }], { title: { nested: true } }];
  const params = { userCode: 1, id: 1, propertyId: 1, typeVisit: 'Presencial', date: '2030-01-01', idInboxProperty: 1, value: 1, houseRequestId: 1, department: 'LIMA', province: 'LIMA', uid: 'x', email: 'a@b.cd', fileName: 'x', visitId: 1, app: 'mf-inbox', notificationId: 1 };

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
    expect(res.body).toEqual({ message: 'El cuerpo de la petición debe ser JSON (Content-Type: application/json)', field: 'Content-Type' });
    // The same filter as JSON is applied.
    const json = await t.http.post(url('houseRequestSearch')).set('Content-Type', 'application/json').send(FILTER).expect(200);
    expect((json.body as { ubigeoId: number }[]).every((r) => r.ubigeoId === 150122)).toBe(true);
  });

  it.each([
    ['text/plain', FILTER],
    ['application/x-www-form-urlencoded', 'ubigeoId=150122'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="ubigeoId"\r\n\r\n150122\r\n--x--\r\n'],
    ['application/xml', '<ubigeoId>150122</ubigeoId>'],
  ])('property-filters with %s → 415', async (type, body) => {
    await t.http.post(url('propertyFilters', { userCode: 1 })).set(bearer('lucia')).set('Content-Type', type).send(body).expect(415);
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
    await t.http.post(url('houseRequestSearch')).set('Content-Type', 'application/json; charset=utf-8').send(FILTER).expect(200);
    await t.http.post(url('houseRequestSearch')).set('Content-Type', 'application/merge-patch+json').send(FILTER).expect(200);
  });

  it('the upload route stays multipart; JSON there → 415', async () => {
    const res = await t.http.post(url('storageUpload')).set(bearer('lucia')).send({ file: 'x' }).expect(415);
    expect(res.body.field).toBe('Content-Type');
    // multipart reaches the route (which then judges the file).
    const multipart = await t.http.post(url('storageUpload')).set(bearer('lucia')).attach('file', Buffer.from('no es imagen'), 'x.png');
    expect(multipart.status).toBe(400);
    expect(multipart.body.field).toBe('file');
  });

  it('requests without a body are not affected', async () => {
    await t.http.get(url('departments')).expect(200);
    await t.http.post(url('houseRequestSearch')).set('Content-Type', 'text/plain').send('').expect(200);
  });
});

describe('Authorization scheme is case-insensitive (RFC 9110)', () => {
  const token = () => bearer('diego').Authorization.replace(/^Bearer /, '');

  it.each(['Bearer', 'bearer', 'BEARER', 'bEaReR'])('%s <token> is accepted', async (scheme) => {
    await t.http.get(url('houseRequestMine', { userCode: demoUser.diego.userCode })).set('Authorization', `${scheme} ${token()}`).expect(200);
  });

  it('other schemes are still refused', async () => {
    const res = await t.http.get(url('houseRequestMine', { userCode: demoUser.diego.userCode })).set('Authorization', `Basic ${token()}`).expect(401);
    expect(res.body.message).toMatch(/Bearer/);
  });
});

describe('control characters in names and free text → 400 naming the field', () => {
  const contact = { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', message: 'Hola' };
  const request = {
    referenceAddress: 'Cerca al Parque Kennedy',
    ubigeoId: 150122,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    tpropertyId: 2,
    tprocessId: 2,
    costInit: 800,
    costEnd: 1500,
    numberCommonArea: 1,
    isTerraza: '0',
    userCode: demoUser.lucia.userCode,
  };

  it.each([
    ['NUL in a name', { firstName: 'An\u0000a' }, 'firstName'],
    ['a bell (C0) in a name', { lastName: 'P\u0007érez' }, 'lastName'],
    ['a right-to-left override in a name', { firstName: 'Ana\u202Egpj.exe' }, 'firstName'],
    ['a bidi isolate in the message', { message: 'Hola \u2066mundo\u2069' }, 'message'],
    ['NUL in the message', { message: 'Hola\u0000' }, 'message'],
    ['DEL in the message', { message: 'Hola\u007f' }, 'message'],
  ])('contact message: %s', async (_what, patch, field) => {
    const before = t.readDisk().contactMessages.length;
    const res = await t.http.post(url('contactMessages')).send({ ...contact, ...patch }).expect(400);
    expect(res.body).toEqual({ message: `${field} contiene caracteres de control no permitidos`, field });
    expect(t.readDisk().contactMessages).toHaveLength(before);
  });

  it('free text keeps tabs and line breaks', async () => {
    await t.http.post(url('contactMessages')).send({ ...contact, message: 'Hola,\n\tquiero información.\r\nGracias' }).expect(201);
  });

  it('a single-line field refuses a line break (contract), free text does not', async () => {
    const res = await t.http.post(url('houseRequestRegistration')).set(bearer('lucia')).send({ ...request, referenceAddress: 'Cerca\nal parque' }).expect(400);
    expect(res.body.field).toBe('referenceAddress');
    await t.http
      .post(url('houseRequestRegistration'))
      .set(bearer('lucia'))
      .send({ ...request, description: 'Con vista\nal parque' })
      .expect(201);
  });

  it('request title with a bidi override → 400 title', async () => {
    const res = await t.http.post(url('houseRequestRegistration')).set(bearer('lucia')).send({ ...request, title: 'Depa \u202Eevil' }).expect(400);
    expect(res.body).toEqual({ message: 'title contiene caracteres de control no permitidos', field: 'title' });
  });

  it('a user name update with NUL → 400 firstName, nothing changed', async () => {
    const res = await t.http
      .post(url('userUpdate'))
      .set(bearer('lucia'))
      .send({ userCode: demoUser.lucia.userCode, firstName: 'Lu\u0000cía' })
      .expect(400);
    expect(res.body.field).toBe('firstName');
    expect(t.readDisk().users.find((u) => u.userFirebaseId === account('lucia').uid)?.firstName).toBe(demoUser.lucia.firstName);
  });

  it('any other string of any JSON body is checked too, naming its path', async () => {
    const res = await t.http.post(url('houseRequestSearch')).send({ pageSize: 1, note: ['ok', 'x\u0000'] }).expect(400);
    expect(res.body).toEqual({ message: 'note.1 contiene caracteres de control no permitidos', field: 'note.1' });
  });
});
