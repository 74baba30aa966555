/**
 * The API contract checked against the mock as against any backend (docs/api/README.md "Conformance"):
 * the conformance suite on throwaway mock APIs of the lane (every capability; the seed's only), signing
 * its members up on the lane's Auth emulator, and the command against a backend that renames one field,
 * which must fail naming the operation and the field.
 */
import { execFile } from 'node:child_process';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { API_BASE_PATH, CAPABILITIES } from '@lotengo/shared/contracts';
import { operationList } from '@lotengo/shared/contracts/operations';
import { DEFAULT_TELEMETRY_VERSION, LOCAL_WEBHOOK_SECRET } from '../../scripts/lib/conformance/defaults';
import { startLocalBackend, type LocalBackend } from '../../scripts/lib/conformance/local-backend';
import { membersFromEmulator } from '../../scripts/lib/conformance/members';
import { startRenamingProxy } from '../../scripts/lib/conformance/renaming-proxy';
import { operationLines, violationsOf } from '../../scripts/lib/conformance/report';
import { runSuite, type RunResult } from '../../scripts/lib/conformance/runner';
import { named } from '../../scripts/lib/conformance/scenario';
import { E2E_URLS, expect, test } from '../support';

const authHost = E2E_URLS.auth.replace(/^https?:\/\//, '');
let every: LocalBackend;
let seedOnly: LocalBackend;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  [every, seedOnly] = await Promise.all([
    startLocalBackend({ capabilities: 'all', authEmulatorHost: authHost }),
    startLocalBackend({ capabilities: 'seed', authEmulatorHost: authHost, mail: false }),
  ]);
});
test.afterAll(async () => {
  await Promise.all([every?.stop(), seedOnly?.stop()]);
});

const run = async (backend: LocalBackend, tag: string): Promise<RunResult> =>
  runSuite({
    api: backend.api,
    members: await membersFromEmulator(E2E_URLS.auth, `${tag}-${Date.now().toString(36)}`),
    mailCatcher: backend.mailCatcher,
    telemetryVersion: DEFAULT_TELEMETRY_VERSION,
    webhookSecret: LOCAL_WEBHOOK_SECRET,
  });

/** The report as the command prints it, so a failure shows every operation's line. */
const printed = (result: RunResult) => result.reports.flatMap(operationLines).join('\n');

test('every operation of every capability keeps the contract, and is refused as it must be', async () => {
  const result = await run(every, 'todas');
  expect(violationsOf(result), printed(result)).toEqual([]);
  expect(result.declared).toEqual(['seed', ...CAPABILITIES]);
  expect(result.reports.map((r) => r.operationId)).toEqual(
    expect.arrayContaining(operationList.map((op) => op.operationId)),
  );
  // Nothing skipped, every success made but one: the suite exercised the whole registry. The canary summary's success
  // needs a deploy credential that the pointer service verifies, which a throwaway backend has none of (its refusals
  // are checked here; its success by scripts/__tests__/release-canary-forged.test.ts, against a real pointer service).
  expect(
    result.reports.filter((r) => r.skipped || r.notRun.some((n) => n.startsWith('éxito'))).map((r) => r.operationId),
  ).toEqual(['getTelemetrySummary']);
  const kinds = new Set(result.reports.flatMap((r) => r.checks.map((c) => c.kind)));
  expect([...kinds].sort()).toEqual(['badInput', 'badToken', 'foreign', 'noSession', 'success', 'xsrf']);
});

test('a backend of the seed only: its operations keep the contract, the others are not called', async () => {
  const result = await run(seedOnly, 'semilla');
  expect(violationsOf(result), printed(result)).toEqual([]);
  expect(result.declared).toEqual(['seed']);
  const bySkip = (skipped: boolean) =>
    result.reports.filter((r) => (r.skipped === 'no declarada') === skipped).map((r) => r.capability);
  expect(new Set(bySkip(false))).toEqual(new Set(['seed']));
  expect(bySkip(true)).not.toContain('seed');
  expect(bySkip(false).length).toBe(operationList.filter((op) => op.capability === 'seed').length);
});

test('a backend that renames one field fails, naming the operation and the field', async () => {
  test.setTimeout(120_000);
  const upstream = new URL(every.api);
  const proxy = await startRenamingProxy({
    target: upstream.origin,
    basePath: API_BASE_PATH,
    operation: named('getHouseRequest'),
    from: 'ubigeoId',
    to: 'ubigeoID',
  });
  try {
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/conformance.ts',
          '--api',
          `${proxy.origin}${API_BASE_PATH}`,
          '--auth-emulator',
          E2E_URLS.auth,
        ],
        { cwd: ROOT_DIR, encoding: 'utf8', timeout: 100_000 },
        (err, out) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout: out }),
      );
    });
    expect(proxy.renamed()).toBeGreaterThan(0);
    expect(code, stdout).toBe(1);
    expect(stdout).toMatch(/^✗ getHouseRequest +seed +200 esquema ✗/m);
    expect(stdout).toMatch(/^ {4}✗ getHouseRequest: respuesta\.ubigeoId: /m);
    // That one answer, and nothing else: every other operation still passes.
    expect(stdout.match(/^✗ /gm)).toHaveLength(1);
    expect(stdout).toMatch(/^1 violación del contrato\.$/m);
  } finally {
    await proxy.close();
  }
});
