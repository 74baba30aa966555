/**
 * `npm run bench:canary`: is a canary's share what was asked, and does each browser keep its
 * version? Measured from outside, over HTTP, against the shell's real static server in release mode
 * (scripts/serve-static.ts) on a throwaway release store whose registry runs a canary of mf-inbox:
 *
 *  1. share: `BENCH_BROWSERS` (default 1,000) browsers, each with a new canary id as a browser makes
 *     one (sent as `?canary=`), for each percentage of `BENCH_PERCENTS` (default 10,50): the
 *     share served the canary version, against the target (asked ± 3 points, or ± 3 standard deviations
 *     of the sample when that is wider: 50 % → ± 4.7);
 *  2. stickiness: `BENCH_STICKY` (default 100) of those browsers each ask `BENCH_REPEATS` (default 100)
 *     more times with their id: how many answers differ from their first (target 0);
 *  3. for reference, the bucket function alone over 100,000 random ids.
 *
 * Exit codes: 0 within target, 1 outside it, 2 the bench could not run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listenStatic } from '../serve-static';
import { bucketOf, CANARY_PARAM, newCanaryId } from '@lotengo/platform/releases/canary';
import { registryPath } from '@lotengo/platform/releases/layout';
import { emptyRegistry, setCanary, type Registry } from '@lotengo/platform/releases/registry';

const num = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const BROWSERS = num('BENCH_BROWSERS', 1000);
const STICKY = num('BENCH_STICKY', 100);
const REPEATS = num('BENCH_REPEATS', 100);
const PERCENTS = (process.env.BENCH_PERCENTS ?? '10,50').split(',').map(Number);
/**
 * The target is ± 3 points (for 10 %: three standard deviations of a 1,000-browser sample, 0.95
 * points each). For a share whose sampling noise is larger (50 %: 1.6 points), three of its standard
 * deviations, so a fair coin does not fail the bench one run in sixteen.
 */
const toleranceFor = (percent: number) =>
  Math.max(3, 3 * Math.sqrt(((percent / 100) * (1 - percent / 100)) / BROWSERS) * 100);
const STABLE = 'bench01-0000000001';
const CANARY = 'bench02-0000000002';

function registryWith(percent: number): Registry {
  const base: Registry = { ...emptyRegistry(), revision: 1, apps: { 'mf-inbox': { live: STABLE, previous: [] } } };
  return setCanary(base, { app: 'mf_inbox', canary: { version: CANARY, percent }, by: 'bench', why: 'bench' });
}

async function configOf(url: string, id: string): Promise<string> {
  const res = await fetch(`${url}/config.json?${CANARY_PARAM}=${id}`);
  if (!res.ok) throw new Error(`/config.json respondió ${res.status}`);
  return ((await res.json()) as { remotes: { mf_inbox: string } }).remotes.mf_inbox;
}

async function main(): Promise<number> {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-canary-'));
  const server = await listenStatic({
    distDir: store,
    releases: { store, app: 'shell', env: {} },
    port: 0,
    host: '127.0.0.1',
  });
  let ok = true;
  try {
    console.info(
      `Canario de mf-inbox servido por scripts/serve-static.ts (modo versiones) en ${server.url}; ${BROWSERS} ` +
        `navegadores por porcentaje.\n`,
    );
    console.info(
      '| pedido | navegadores | en el canario | cuota | objetivo | estabilidad (respuestas distintas) | tiempo |',
    );
    console.info('|---|---|---|---|---|---|---|');
    for (const percent of PERCENTS) {
      fs.mkdirSync(path.dirname(registryPath(store)), { recursive: true });
      fs.writeFileSync(registryPath(store), JSON.stringify(registryWith(percent)));
      const started = Date.now();
      const ids: string[] = [];
      const first: boolean[] = [];
      for (let i = 0; i < BROWSERS; i += 1) {
        ids.push(newCanaryId());
        first.push((await configOf(server.url, ids[i]!)).includes(`/${CANARY}/`));
      }
      let changed = 0;
      for (let i = 0; i < Math.min(STICKY, BROWSERS); i += 1) {
        for (let r = 0; r < REPEATS; r += 1) {
          if ((await configOf(server.url, ids[i]!)).includes(`/${CANARY}/`) !== first[i]) changed += 1;
        }
      }
      const inCanary = first.filter(Boolean).length;
      const share = (inCanary * 100) / BROWSERS;
      const tolerance = toleranceFor(percent);
      const within = Math.abs(share - percent) <= tolerance && changed === 0;
      ok &&= within;
      console.info(
        `| ${percent} % | ${BROWSERS} | ${inCanary} | ${share.toFixed(1)} % | ${percent} ± ${tolerance.toFixed(1)} ` +
          `${within ? '✔' : '✘'} | ${changed} de ${Math.min(STICKY, BROWSERS) * REPEATS} | ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s |`,
      );
    }
    const N = 100_000;
    const hist = new Array<number>(100).fill(0);
    for (let i = 0; i < N; i += 1) hist[bucketOf(newCanaryId(), 'mf_inbox')]! += 1;
    const expected = N / 100;
    const chi2 = hist.reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
    const under10 = hist.slice(0, 10).reduce((s, n) => s + n, 0);
    console.info(
      `\nFunción de cubeta sola, ${N.toLocaleString('es')} ids al azar: ${((under10 * 100) / N).toFixed(2)} % bajo ` +
        `10; χ² sobre 100 cubetas = ${chi2.toFixed(1)} (99 g. l.; uniforme ≈ 99 ± 14).`,
    );
  } finally {
    await server.close();
    fs.rmSync(store, { recursive: true, force: true });
  }
  console.info(ok ? '\nDentro del objetivo.' : '\nFUERA del objetivo.');
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(2);
  },
);
