/**
 * GET /capabilities and MOCK_CAPABILITIES: the mock says what it has and, limited, answers 404 to every
 * call of a capability it does not declare, as a backend of the original calls only would.
 */
import {
  API_BASE_PATH,
  API_VERSION,
  buildPath,
  CAPABILITIES,
  capabilitiesAnswerSchema,
  pathCapabilities,
  SEED,
} from '@lotengo/shared/contracts';
import { readCapabilities, readEnv } from '../config';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

/** A concrete path of a pattern: every `:param` a small number (enough to reach the route, or its 404). */
const sample = (pattern: string) =>
  `${API_BASE_PATH}${buildPath(pattern, Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map((m) => [m[1], 7])))}`;

describe('MOCK_CAPABILITIES', () => {
  it('unset, empty or all: every capability; seed: none; a list: those, in the contract order', () => {
    expect(readCapabilities(undefined)).toEqual(CAPABILITIES);
    expect(readCapabilities('')).toEqual(CAPABILITIES);
    expect(readCapabilities('all')).toEqual(CAPABILITIES);
    expect(readCapabilities('seed')).toEqual([]);
    expect(readCapabilities(' visits , demand,seed ')).toEqual(['visits', 'demand']);
    expect(readEnv({ MOCK_CAPABILITIES: 'seed' }).capabilities).toEqual([]);
  });

  it('refuses a name it does not know, naming it (a typo must not drop a feature in silence)', () => {
    expect(() => readCapabilities('demand,visitas')).toThrow(/MOCK_CAPABILITIES no válido: visitas/);
  });
});

describe('a full mock (the default)', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeTestApp();
  });
  afterAll(() => t.cleanup());

  it('declares every capability and its contract version, to anyone', async () => {
    const res = await t.http.get(url('capabilities')).expect(200);
    expect(capabilitiesAnswerSchema.parse(res.body)).toEqual({ capabilities: CAPABILITIES, apiVersion: API_VERSION });
  });

  it('serves the added calls', async () => {
    await t.http.get(`${API_BASE_PATH}/demand/summary`).expect(200);
    await t.http
      .get(url('visitsMine', { userCode: 2 }))
      .set(bearer('diego'))
      .expect(200);
  });
});

describe('a seed-only mock (MOCK_CAPABILITIES=seed)', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeTestApp({}, { capabilities: [] });
  });
  afterAll(() => t.cleanup());

  it('declares nothing beyond the seed', async () => {
    const res = await t.http.get(url('capabilities')).expect(200);
    expect(res.body).toEqual({ capabilities: [], apiVersion: API_VERSION });
  });

  it('answers 404 to every call of every capability, as a route it never had', async () => {
    const added = pathCapabilities().filter((e) => e.capability !== SEED && e.capability !== 'health');
    expect(added.length).toBeGreaterThan(30);
    for (const { pattern } of added) {
      const path = sample(pattern);
      const res = await t.http.get(path).set(bearer('diego'));
      // The words of a route that does not exist (a full mock's own 404s name the missing thing instead).
      expect({ pattern, status: res.status, message: res.body.message }).toEqual({
        pattern,
        status: 404,
        message: `Ruta no encontrada: GET ${path.slice(API_BASE_PATH.length)}`,
      });
    }
    // Writes too, and the one-click unsubscribe a mail client posts.
    await t.http
      .post(url('visitCancel', { visitId: 1 }))
      .set(bearer('diego'))
      .send({})
      .expect(404);
    await t.http.post(`${API_BASE_PATH}/email/unsubscribe`).type('form').send({ x: '1' }).expect(404);
  });

  it('still answers the seed’s own calls, and its liveness (the tools that start it wait on it)', async () => {
    await t.http.get(url('health')).expect(200);
    await t.http.get(url('departments')).expect(200);
    await t.http.get(url('houseRequestPopular')).expect(200);
    await t.http
      .get(url('inbox', { id: 2 }))
      .set(bearer('diego'))
      .expect(200);
    await t.http
      .get(url('userProperties', { userCode: 1 }))
      .set(bearer('lucia'))
      .expect(200);
    // A seed path that looks like an added one (/property/:id is the detail's): not refused.
    const write = await t.http.post(url('propertyRegistration')).send({});
    expect(write.status).not.toBe(404);
  });
});

describe('a mock with some capabilities', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeTestApp({}, { capabilities: ['demand'] });
  });
  afterAll(() => t.cleanup());

  it('declares and serves those, and only those', async () => {
    expect((await t.http.get(url('capabilities')).expect(200)).body.capabilities).toEqual(['demand']);
    await t.http.get(`${API_BASE_PATH}/demand/summary`).expect(200);
    await t.http
      .get(url('visitsMine', { userCode: 2 }))
      .set(bearer('diego'))
      .expect(404);
    await t.http
      .get(url('property', { id: 1 }))
      .set(bearer('lucia'))
      .expect(404);
  });
});
