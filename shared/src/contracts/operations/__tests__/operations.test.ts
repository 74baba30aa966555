import { alertApiPaths } from '../../alert-paths';
import { apiPaths } from '../../api-paths';
import { demandApiPaths } from '../../demand';
import { TELEMETRY_PATHS } from '../../telemetry-paths';
import {
  CAPABILITIES,
  errorStatusesOf,
  findOperation,
  NAMED_SCHEMAS,
  operationList,
  PATH_PARAMS,
  pathParamNames,
} from '..';

/** Every path list the code has: what the client builds its URLs from and the mock mounts. */
const PATH_LISTS = { apiPaths, alertApiPaths, demandApiPaths, TELEMETRY_PATHS };
const allPaths = Object.entries(PATH_LISTS).flatMap(([list, paths]) =>
  Object.entries(paths).map(([key, path]) => ({ name: `${list}.${key}`, path: path as string })),
);

describe('the operation registry', () => {
  it('has an operation for every path of every path list', () => {
    const described = new Set(operationList.map((op) => op.path));
    expect(allPaths.filter((p) => !described.has(p.path)).map((p) => p.name)).toEqual([]);
  });

  it('takes every path from those lists, never written by hand', () => {
    const known = new Set(allPaths.map((p) => p.path));
    expect(operationList.filter((op) => !known.has(op.path)).map((op) => op.operationId)).toEqual([]);
  });

  it('has one operation per method and path, found by both', () => {
    const routes = operationList.map((op) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const op of operationList) expect(findOperation(op.method.toUpperCase(), op.path)).toBe(op);
    expect(findOperation('delete', apiPaths.health)).toBeUndefined();
  });

  it('describes every path parameter, and only those that exist', () => {
    const used = new Set(operationList.flatMap((op) => pathParamNames(op.path)));
    expect([...used].filter((name) => !PATH_PARAMS[name])).toEqual([]);
    expect(Object.keys(PATH_PARAMS).filter((name) => !used.has(name))).toEqual([]);
  });

  it('puts every operation in a capability, and every capability has operations', () => {
    const counts = Object.fromEntries(CAPABILITIES.map((c) => [c, 0]));
    for (const op of operationList) counts[op.capability]! += 1;
    expect(Object.entries(counts).filter(([, n]) => n === 0)).toEqual([]);
    // The original API (docs/product/api.md "The original calls"): 35 operations, and GET /capabilities.
    expect(counts.seed).toBe(36);
  });

  it('says why each refusal can happen: a session call may answer 401, a write 403 (anti-forgery) and 415', () => {
    const byId = Object.fromEntries(operationList.map((op) => [op.operationId, op]));
    expect(errorStatusesOf(byId.getUbigeos!)).toEqual([]);
    expect(errorStatusesOf(byId.getHouseRequest!)).toEqual([400, 404]);
    expect(errorStatusesOf(byId.sendToInbox!)).toEqual([400, 401, 403, 404, 409, 413, 415]);
    // A read sent as POST needs no anti-forgery header and no session.
    expect(errorStatusesOf(byId.searchHouseRequests!)).toEqual([400, 413, 415]);
    expect(errorStatusesOf(byId.reportPageLoad!)).toEqual([400, 403, 413, 415, 429, 503]);
  });

  it('names each contract once', () => {
    const schemas = Object.values(NAMED_SCHEMAS);
    expect(new Set(schemas).size).toBe(schemas.length);
  });
});
