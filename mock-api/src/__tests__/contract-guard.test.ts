import express from 'express';
import supertest from 'supertest';
import { apiPaths } from '@lotengo/shared/contracts';
import { contractRouter, streamEventProblem, type ContractCheck } from '../http/contract';
import { errorHandler } from '../http/errors';

/** One route of the contract (health, a request, the contact form…) answering whatever the test says. */
function appWith(check: ContractCheck, mount: (router: express.Router) => void) {
  const log = jest.fn();
  const router = contractRouter({ check, log }, new Set());
  mount(router);
  const app = express();
  app.use(express.json());
  app.use(router);
  app.use(errorHandler(() => undefined));
  return { http: supertest(app), log };
}

const health =
  (answer: unknown, status = 200) =>
  (router: express.Router) =>
    router.get(apiPaths.health, (_req, res) => void res.status(status).json(answer));

describe('the contract in front of every mock route', () => {
  it('lets an answer inside the contract through as it is', async () => {
    const { http, log } = appWith('enforce', health({ status: 'ok' }));
    expect((await http.get(apiPaths.health).expect(200)).body).toEqual({ status: 'ok' });
    expect(log).not.toHaveBeenCalled();
  });

  it('answers 500 and logs, naming the field, when the answer is outside its schema', async () => {
    const { http, log } = appWith('enforce', health({ status: 'bien' }));
    const res = await http.get(apiPaths.health).expect(500);
    expect(res.body.message).toMatch(/^Respuesta fuera de contrato: status/);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/FUERA DE CONTRATO en GET \/health \(getHealth\), estado 200/),
    );
  });

  it('refuses a success status the contract does not declare', async () => {
    const { http } = appWith('enforce', health({ status: 'ok' }, 201));
    expect((await http.get(apiPaths.health).expect(500)).body.message).toMatch(/estado 201 \(el contrato dice 200\)/);
  });

  it('refuses a refusal the operation does not declare, and an error body without its message', async () => {
    const undeclared = appWith('enforce', health({ message: 'No' }, 409));
    expect((await undeclared.http.get(apiPaths.health).expect(500)).body.message).toMatch(/estado 409 no declarado/);
    const shapeless = appWith('enforce', (r) =>
      r.get(apiPaths.houseRequest, (_req, res) => void res.status(404).json({ error: 'no está' })),
    );
    const res = await shapeless.http.get('/house-request/7').expect(500);
    expect(res.body.message).toMatch(/cuerpo de error: message/);
  });

  it('checks nothing when turned off', async () => {
    const { http, log } = appWith('off', health({ status: 'bien' }));
    expect((await http.get(apiPaths.health).expect(200)).body).toEqual({ status: 'bien' });
    expect(log).not.toHaveBeenCalled();
  });

  it('will not mount a route the contract does not have', () => {
    expect(() => appWith('enforce', (r) => r.get('/sin-contrato', (_req, res) => void res.json({})))).toThrow(
      /GET \/sin-contrato no tiene contrato/,
    );
    expect(() => appWith('enforce', (r) => r.put(apiPaths.health, (_req, res) => void res.json({})))).toThrow(
      /no tiene contrato/,
    );
  });

  it('refuses a body outside the contract with a 400 naming the field, before the route runs', async () => {
    const route = jest.fn((_req: express.Request, res: express.Response) => void res.status(201).json({ id: 1 }));
    const { http } = appWith('enforce', (r) => r.post(apiPaths.contactMessages, route));
    const sent = { firstName: 'Ana', lastName: 'Díaz', email: 'no-es-un-correo', message: 'Hola' };
    const res = await http.post(apiPaths.contactMessages).send(sent).expect(400);
    expect(res.body).toEqual({ message: 'email no es un correo válido', field: 'email' });
    expect(route).not.toHaveBeenCalled();
    await http
      .post(apiPaths.contactMessages)
      .send({ ...sent, email: 'ana@correo.pe' })
      .expect(201);
    expect(route).toHaveBeenCalledTimes(1);
  });

  it('leaves a signed-out call to a signed-in route to the route (its 401 comes first)', async () => {
    const route = jest.fn(
      (_req: express.Request, res: express.Response) => void res.status(401).json({ message: 'Inicia sesión' }),
    );
    const { http } = appWith('enforce', (r) => r.post(apiPaths.houseRequestRegistration, route));
    await http.post(apiPaths.houseRequestRegistration).send({}).expect(401);
    expect(route).toHaveBeenCalled();
  });

  it("knows the live stream's events and the data of each", () => {
    expect(streamEventProblem('unread', { unread: 3 })).toBeNull();
    expect(streamEventProblem('unread', { unread: -1 })).toMatch(/^unread: /);
    expect(streamEventProblem('resync', { reason: 'reinicio' })).toBeNull();
    expect(streamEventProblem('ping', {})).toBe('evento "ping" no declarado en el contrato');
  });
});
