/**
 * How the suite judges an answer: a success outside the schema names the operation's field, a refusal
 * must be one the operation declares with the error body, and the report says which operation failed.
 */
import { operationList, type OperationId } from '@lotengo/shared/contracts/operations';
import { badInputStatuses, refusalProblem, schemaProblem, successProblem } from '../lib/conformance/answer';
import { capabilityRows, operationLines, outcomeOf, summaryLines, violationsOf } from '../lib/conformance/report';
import type { RunResult } from '../lib/conformance/runner';
import type { Answer, OperationReport, World } from '../lib/conformance/types';

const op = (id: OperationId) => operationList.find((o) => o.operationId === id)!;
const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body,
  text: JSON.stringify(body),
});
const district = { ubigeoId: 150122, department: 'LIMA', province: 'LIMA', district: 'MIRAFLORES' };

describe('a success answer', () => {
  it('inside its schema is no problem', () => {
    expect(successProblem(op('getUbigeos'), json(200, [district]))).toBeNull();
  });

  it('with a renamed field names the field from the answer’s root', () => {
    const { ubigeoId, ...rest } = district;
    const problem = successProblem(op('getUbigeos'), json(200, [{ ...rest, ubigeoID: ubigeoId }]));
    expect(problem).toMatch(/^respuesta\[0\]\.ubigeoId: /);
  });

  it('names a field deep inside, and at most three', () => {
    const problem = schemaProblem(op('getUbigeos').answer.schema!, [district, { ubigeoId: 'x' }]);
    expect(problem).toMatch(/^respuesta\[1\]\.ubigeoId: .+; respuesta\[1\]\.department: .+; respuesta\[1\]\.province/);
  });

  it('with a status the contract does not list says which it does', () => {
    expect(successProblem(op('registerHouseRequest'), json(200, {}))).toMatch(/^estado 200 .*el contrato dice 201/);
  });

  it('of another type than the contract’s is a problem, and a stream’s events are checked one by one', () => {
    const image = op('getStoredImage');
    expect(successProblem(image, { status: 200, contentType: 'text/html', body: '', text: '' })).toMatch(
      /^tipo text\/html/,
    );
    const stream = op('openNotificationStream');
    const events = (data: string) => ({
      status: 200,
      contentType: 'text/event-stream',
      body: undefined,
      text: '',
      events: [{ event: 'unread', data }],
    });
    expect(successProblem(stream, events('{"unread":"dos"}'))).toMatch(/^evento unread\.unread: /);
    expect(successProblem(stream, { ...events('{}'), events: [{ event: 'otro', data: '{}' }] })).toBe(
      'evento "otro" no declarado en el contrato',
    );
  });
});

describe('a refusal', () => {
  it('must be an expected status the operation declares, with the error body', () => {
    const getInbox = op('getInbox');
    expect(refusalProblem(getInbox, json(401, { message: 'Debes iniciar sesión' }), [401])).toBeNull();
    expect(refusalProblem(getInbox, json(200, []), [401])).toMatch(/^estado 200 .*se esperaba 401/);
    expect(refusalProblem(getInbox, json(409, { message: 'x' }), [409])).toBe(
      'estado 409 no declarado en el contrato de la operación',
    );
    expect(refusalProblem(getInbox, json(401, { error: 'no' }), [401])).toMatch(/^error\.message: /);
  });

  it('of a bad input is a 400 (or 404 for a path), never the session’s 401 or 403', () => {
    expect(badInputStatuses(op('getHouseRequest'), 'path')).toEqual([400, 404]);
    expect(badInputStatuses(op('registerHouseRequest'), 'body')).toEqual([400, 413, 415]);
    expect(badInputStatuses(op('getNotifications'), 'query')).toEqual([400]);
    expect(badInputStatuses(op('showUnsubscribe'), 'query')).toEqual([400, 403]);
  });
});

describe('the report', () => {
  const passed: OperationReport = {
    operationId: 'getHouseRequest',
    capability: 'seed',
    checks: [
      { kind: 'success', ok: true, label: '200 esquema' },
      { kind: 'badInput', ok: true, label: '400 entrada inválida (:id = no-es-válido)' },
    ],
    notRun: [],
  };
  const failed: OperationReport = {
    operationId: 'getProperty',
    capability: 'propertyDetail',
    checks: [
      { kind: 'success', ok: false, label: '200 esquema', problem: 'getProperty: respuesta.ubigeoId: falta' },
      { kind: 'noSession', ok: true, label: '401 sin sesión' },
    ],
    notRun: [],
  };
  const skipped: OperationReport = {
    operationId: 'getHealth',
    capability: 'health',
    skipped: 'no declarada',
    checks: [],
    notRun: [],
  };
  const result: RunResult = {
    world: { members: {} as World['members'], declared: new Set(), facts: {}, options: { telemetryVersion: 'x' } },
    declared: ['seed', 'propertyDetail'],
    seedOnly: false,
    reports: [passed, failed, skipped],
    arrangeFailures: [],
  };

  it('prints one line per operation, and the problem under a failed one', () => {
    expect(operationLines(passed)).toEqual([
      `✓ ${'getHouseRequest'.padEnd(30)} ${'seed'.padEnd(18)} 200 esquema · 400 entrada inválida (:id = no-es-válido)`,
    ]);
    expect(operationLines(failed)[0]).toMatch(/^✗ getProperty +propertyDetail +200 esquema ✗ · 401 sin sesión$/);
    expect(operationLines(failed)[1]).toBe('    ✗ getProperty: respuesta.ubigeoId: falta');
    expect(operationLines(skipped)[0]).toMatch(/^– getHealth +health +no declarada$/);
  });

  it('counts each capability’s operations and the violations', () => {
    expect([passed, failed, skipped].map(outcomeOf)).toEqual(['passed', 'failed', 'skipped']);
    const rows = capabilityRows(result);
    expect(rows.find((r) => r.capability === 'propertyDetail')).toMatchObject({ declared: true, failed: 1 });
    expect(rows.find((r) => r.capability === 'health')).toMatchObject({ declared: false, skipped: 1 });
    expect(violationsOf(result)).toEqual(['getProperty: respuesta.ubigeoId: falta']);
    expect(summaryLines(result).at(-1)).toBe('1 violación del contrato.');
  });
});
