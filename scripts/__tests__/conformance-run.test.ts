/**
 * The suite's run against small fake backends (no mock, no emulator): what it calls depends on what the
 * backend declares, and a backend that fails or drops the connection is reported operation by operation,
 * never a crash of the run.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { operationList } from '@lotengo/shared/contracts/operations';
import { violationsOf } from '../lib/conformance/report';
import { runSuite } from '../lib/conformance/runner';
import type { Member } from '../lib/conformance/types';

/** A token of the shape the suite reads (its payload's uid and e-mail); these backends check nothing. */
const member = (key: 'a' | 'b'): Member => {
  const claims = { user_id: `uid-${key}`, email: `${key}@lotengo.test` };
  const idToken = `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.x`;
  return { key, uid: claims.user_id, email: claims.email, idToken };
};

async function fakeBackend(answer: http.RequestListener) {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const run = (base: string) =>
  runSuite({ api: base, members: { a: member('a'), b: member('b') }, telemetryVersion: 'abcd123-0123456789' });

describe('a run against a backend', () => {
  it('without /capabilities calls only the seed’s operations and lists the rest as not declared', async () => {
    const backend = await fakeBackend((req, res) =>
      req.url === '/capabilities' ? json(res, 404, { message: 'no' }) : json(res, 500, { message: 'falla' }),
    );
    try {
      const result = await run(backend.base);
      expect(result.seedOnly).toBe(true);
      const added = result.reports.filter((r) => r.capability !== 'seed');
      expect(added.length).toBe(operationList.filter((op) => op.capability !== 'seed').length);
      expect(added.every((r) => r.skipped === 'no declarada' && !r.checks.length)).toBe(true);
      // Not one call to an added operation's path (the capability map decides, as the site's client does).
      expect(
        backend.calls.filter((c) => /\/(demand|notifications|telemetry|health|contact|storage)\b/.test(c)),
      ).toEqual([]);
    } finally {
      await backend.close();
    }
  });

  it('that fails or hangs up reports each operation, naming it, and goes on', async () => {
    const backend = await fakeBackend((req, res) => {
      if (req.url === '/capabilities') return json(res, 200, { capabilities: ['health'] });
      if (req.url === '/ubigeo/list') return req.socket.destroy();
      return json(res, 500, { message: 'falla' });
    });
    try {
      const result = await run(backend.base);
      const violations = violationsOf(result);
      expect(violations).toContain('getHealth: estado 500 {"message":"falla"} (el contrato dice 200)');
      expect(violations.find((v) => v.startsWith('getUbigeos: '))).toMatch(/^getUbigeos: sin respuesta/);
      expect(violations).toContain('getDepartments: estado 500 {"message":"falla"} (el contrato dice 200)');
      // What needs the lists' answers is skipped, saying what is missing.
      expect(result.reports.find((r) => r.operationId === 'getProvinces')?.skipped).toBe('falta department');
      expect(result.arrangeFailures[0]).toMatch(
        /^preparación «busca el usuario de cada cuenta»: getUserByUid de a: 500/,
      );
    } finally {
      await backend.close();
    }
  });
});
