/**
 * The conformance suite covers the whole registry by construction: every operation has a case and a
 * place in the scenario, once, and every operation that reads a JSON body gets a bad input derived from
 * its contract. A new operation without them fails here, naming it.
 */
import * as z from 'zod/mini';
import { operationList, pathParamNames } from '@lotengo/shared/contracts/operations';
import { deriveBadInput } from '../lib/conformance/bad-input';
import { cases } from '../lib/conformance/cases';
import { scenario } from '../lib/conformance/scenario';

const ids = operationList.map((op) => op.operationId);

describe('the conformance suite covers every operation', () => {
  it('has a case for every operation of the registry, and none for an operation it lacks', () => {
    expect(ids.filter((id) => !(id in cases))).toEqual([]);
    expect(Object.keys(cases).filter((id) => !ids.includes(id as never))).toEqual([]);
  });

  it('calls every operation once in its scenario', () => {
    const called = scenario.filter((step) => typeof step === 'string');
    expect(ids.filter((id) => !called.includes(id))).toEqual([]);
    expect(called.filter((id, i) => called.indexOf(id) !== i)).toEqual([]);
  });
});

describe('a bad input derived from the contract', () => {
  const jsonBodies = operationList.filter(
    (op) => op.body && (op.body.contentType ?? 'application/json') === 'application/json',
  );

  it.each(jsonBodies.map((op) => [op.operationId, op] as const))('%s: a body its schema refuses', (_id, op) => {
    const bad = deriveBadInput(op, { who: 'a', body: {} });
    expect(bad?.where).toBe('body');
    expect(op.body!.schema.safeParse(bad!.spec.body).success).toBe(false);
  });

  it('puts a word where the path wants a number, and keeps the rest of the call', () => {
    const op = operationList.find((o) => o.operationId === 'getHouseRequest')!;
    const bad = deriveBadInput(op, { who: null, params: { id: 7 } });
    expect(bad).toEqual({
      spec: { who: null, params: { id: 'no-es-válido' } },
      where: 'path',
      what: ':id = no-es-válido',
    });
  });

  it('changes a required field before an optional one, and the member’s userCode last', () => {
    const op = operationList.find((o) => o.operationId === 'registerHouseRequest')!;
    const bad = deriveBadInput(op, { who: 'a', body: { userCode: 3 } })!;
    const required = (z.toJSONSchema(op.body!.schema, { io: 'input' }) as { required: string[] }).required;
    const field = bad.what.replace(/^cuerpo\.(\w+).*$/, '$1');
    expect(required).toContain(field);
    expect(field).not.toBe('userCode');
  });

  it('finds nothing to get wrong in a path of free names (a department, a uid)', () => {
    const op = operationList.find((o) => o.operationId === 'getProvinces')!;
    expect(pathParamNames(op.path)).toEqual(['department']);
    expect(deriveBadInput(op, { who: null, params: { department: 'LIMA' } })).toBeNull();
  });
});
