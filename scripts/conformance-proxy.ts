/**
 * `npm run conformance:proxy -- [--vus 8] [--seconds 60] [--api URL --auth-emulator URL]`: a tool nobody
 * here wrote checks the mock API against the committed document under realistic traffic. Stoplight Prism
 * (`prism proxy docs/api/openapi.json <api> --errors`) stands in front of the API, which runs with its own
 * answer check off; every virtual user walks the whole scenario as a new pair of members (every
 * operation's call that must succeed, and the other member's and a forged token's that must be refused),
 * then runs the site's usual mix. Prints the calls, the server errors and the answers outside the
 * document (Prism's own verdicts), and the load; exit 1 on any of either. Without --api: a throwaway mock
 * API (every capability), an Auth emulator and a mail catcher; ports from BENCH_PORT_BASE (Prism there,
 * the API next) or free ones. `--rename op:field:newName` puts a backend that renames that field between
 * Prism and the API: the run must then fail, naming it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BIN_DIR, ROOT_DIR } from '@lotengo/platform/paths';
import { operationList } from '@lotengo/shared/contracts/operations';
import { ArgsError, readArgs } from './lib/cli-args';
import { DEFAULT_TELEMETRY_VERSION } from './lib/conformance/defaults';
import { freePort, startLocalBackend, type LocalBackend } from './lib/conformance/local-backend';
import { membersFromEmulator } from './lib/conformance/members';
import { violationsOf } from './lib/conformance/report';
import { startRenamingProxy, type RenamingProxy } from './lib/conformance/renaming-proxy';
import { driveTraffic, type ProxyFinding } from './lib/conformance/traffic';
import { LogTail } from './lib/log';
import { waitForHttp } from './lib/net';
import { spawnManaged, type ManagedChild } from './lib/proc';
import { OPENAPI_FILE } from './lib/openapi/files';

/** Prism reads an answer whole before it validates it: an event stream never ends, so it never passes. */
const LEAVE_OUT = { openNotificationStream: 'fuera: Prism espera la respuesta entera y el flujo no termina' };
/**
 * Prism forwards a multipart body re-encoded as text: a photo's bytes reach the API changed and it rightly
 * refuses them. The upload goes straight to the API; the photo is then read through Prism.
 */
const BYPASS = ['uploadImage'];

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function grouped(findings: ProxyFinding[]): string[] {
  const counts = new Map<string, number>();
  for (const f of findings) {
    const key = `${f.operationId}: ${f.where} ${f.message}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `    ${n} × ${key}`);
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = readArgs({
      args: process.argv.slice(2),
      options: {
        vus: { type: 'string', default: '8' },
        seconds: { type: 'string', default: '60' },
        api: { type: 'string' },
        'auth-emulator': { type: 'string' },
        'mail-catcher': { type: 'string' },
        rename: { type: 'string' },
      },
    }));
  } catch (err) {
    if (!(err instanceof ArgsError)) throw err;
    console.error(err.message);
    return 2;
  }
  const vus = Number(values.vus);
  const seconds = Number(values.seconds);
  if (
    !Number.isInteger(vus) ||
    vus < 1 ||
    !(seconds >= 0) ||
    Boolean(values.api) !== Boolean(values['auth-emulator'])
  ) {
    console.error(
      'Uso: npm run conformance:proxy -- [--vus 8] [--seconds 60] [--api URL --auth-emulator URL] ' +
        '[--rename operación:campo:nuevoNombre]',
    );
    return 2;
  }
  const portBase = Number(process.env.BENCH_PORT_BASE) || 0;
  const prismVersion = (
    JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'node_modules/@stoplight/prism-cli/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const loadBefore = load();
  let local: LocalBackend | undefined;
  let prism: ManagedChild | undefined;
  let renaming: RenamingProxy | undefined;
  const tail = new LogTail(80);
  try {
    if (!values.api) {
      console.info('API simulada de usar y tirar (todas las capacidades, su propia comprobación apagada)…');
      local = await startLocalBackend({ contractCheck: 'off', apiPort: portBase ? portBase + 1 : undefined });
    }
    let api = values.api ?? local!.api;
    if (values.rename) {
      // The check of the check: one field renamed in one operation's answers, between Prism and the API.
      const [operationId, from, to] = values.rename.split(':');
      const operation = operationList.find((op) => op.operationId === operationId);
      if (!operation || !from || !to)
        throw new Error('--rename operación:campo:nuevoNombre (getHouseRequest:ubigeoId:ubigeoID)');
      const upstream = new URL(api);
      renaming = await startRenamingProxy({
        target: upstream.origin,
        basePath: upstream.pathname,
        operation,
        from,
        to,
      });
      api = `${renaming.origin}${upstream.pathname}`;
      console.info(`Con ${from} renombrado a ${to} en las respuestas de ${operationId} (${renaming.origin})`);
    }
    const emulator = values['auth-emulator'] ?? local!.authEmulator;
    const port = portBase || (await freePort());
    prism = spawnManaged({
      name: 'prism',
      command: path.join(BIN_DIR, 'prism'),
      args: ['proxy', OPENAPI_FILE, api, '--errors', '-p', String(port), '-h', '127.0.0.1', '-v', 'warn'],
      cwd: ROOT_DIR,
      env: process.env,
      sink: (source, line) => tail.push(source, line),
    });
    const base = `http://127.0.0.1:${port}`;
    const child = prism;
    await waitForHttp(`${base}/health`, {
      timeoutMs: 120_000,
      abort: () => (child.hasExited() ? `Prism terminó al iniciar:\n${tail.of('prism')}` : null),
    });
    console.info(`Prism ${prismVersion} (proxy --errors) en ${base}, delante de ${api}`);
    console.info(
      `${vus} usuarios: un recorrido de todas las operaciones cada uno, luego ${seconds} s de la mezcla habitual`,
    );
    const stamp = Date.now().toString(36);
    const result = await driveTraffic({
      base,
      vus,
      seconds,
      members: (vu) => membersFromEmulator(emulator, `${stamp}-${vu}`),
      leaveOut: LEAVE_OUT,
      bypass: { base: api, operations: new Set(BYPASS) },
      mailCatcher: values['mail-catcher'] ?? local?.mailCatcher,
      telemetryVersion: DEFAULT_TELEMETRY_VERSION,
    });
    const { tally } = result;
    const statusClass = (c: number) =>
      [...tally.byStatus].filter(([s]) => Math.floor(s / 100) === c).reduce((n, [, k]) => n + k, 0);
    const walkProblems = result.walks.flatMap(violationsOf);
    const total = result.walkSeconds + result.mixSeconds;
    console.info('');
    console.info(
      `llamadas a través de Prism: ${tally.calls} en ${total.toFixed(1)} s (${(tally.calls / total).toFixed(0)}/s)`,
    );
    console.info(
      `  recorridos ${result.walkSeconds.toFixed(1)} s, mezcla ${result.mixSeconds.toFixed(1)} s · ` +
        `2xx ${statusClass(2)} · 3xx ${statusClass(3)} · 4xx ${statusClass(4)} · 5xx ${statusClass(5)}`,
    );
    console.info(
      `  operaciones a través de Prism: ${tally.byOperation.size} de ${operationList.length} ` +
        `(fuera: ${Object.keys(LEAVE_OUT).join(', ')}; directa a la API: ${BYPASS.join(', ')})`,
    );
    console.info(`errores del servidor (5xx que no son de Prism): ${tally.serverErrors.length}`);
    for (const e of tally.serverErrors.slice(0, 10)) console.info(`    ${e.operationId}: ${e.status} ${e.text}`);
    console.info(`respuestas fuera del documento (Prism): ${tally.responseViolations.length}`);
    for (const line of grouped(tally.responseViolations)) console.info(line);
    console.info(`peticiones fuera del documento (del tráfico, no de la API): ${tally.requestViolations.length}`);
    for (const line of grouped(tally.requestViolations)) console.info(line);
    console.info(`avisos de Prism: ${tally.warnings.length}`);
    for (const line of grouped(tally.warnings)) console.info(line);
    console.info(`fallos de los recorridos (la prueba de conformidad): ${walkProblems.length}`);
    for (const p of walkProblems.slice(0, 10)) console.info(`    ${p}`);
    for (const why of result.idle) console.info(`    sin mezcla: ${why}`);
    console.info(`carga: antes ${loadBefore}, después ${load()} (${os.cpus().length} núcleos)`);
    return tally.serverErrors.length || tally.responseViolations.length || walkProblems.length ? 1 : 0;
  } catch (err) {
    console.error(`No se pudo ejecutar: ${(err as Error).message}`);
    return 2;
  } finally {
    await prism?.stop(5000);
    await renaming?.close();
    await local?.stop();
  }
}

void main().then((code) => process.exit(code));
