/**
 * `npm run bench:public-pages`: are the public request pages fast and cheap at the edge? On a rehearsal of
 * its own (production's shape on the emulators: the `publicPage` function behind the Hosting emulator with
 * the committed firebase.json), started fresh on BENCH_PORT_BASE (16000) with the production builds (built
 * first if missing or stale). A demo seeker signs in (Auth emulator) and publishes a request through the API;
 * then, one request at a time:
 *
 *  1. as a link preview asks: its page from a new function worker, then its image at once (the worker loads
 *     satori, resvg and Inter: a cold instance's cost); then BENCH_WARM (200) warm views of the page: the
 *     function's own time (its `Server-Timing`) and end to end through Hosting, p50/p95 (target: function
 *     p95 ≤ 100 ms);
 *  2. 20 new images on the warm worker, the first time each is asked (target p95 ≤ 300 ms), and one again
 *     (the in-memory LRU); the worker's memory (RSS) before the first image, after it and after 200 more
 *     distinct images (what the LRU holds), against the function's memory, and the same without the
 *     emulator, garbage collected (public-pages-memory.ts);
 *  3. a district page, robots.txt, the sitemap index and a sitemap file;
 *  4. app page views (`/` and its /config.json): how many Cloud Storage reads they cost (the registry copy);
 *  5. unless --no-lighthouse: Lighthouse mobile (performance and SEO) of `/`, the request page and the
 *     district page, BENCH_LIGHTHOUSE_RUNS (3) runs each, interleaved (targets: SEO 100, performance ≥ `/`).
 *
 * Hosting's CDN is not emulated: every request here reaches the function; repeat views in production are
 * the CDN's (the `Cache-Control` printed). Exit codes: 0 within target, 1 outside it, 2 the bench could not run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, buildPath, type HouseRequest, type HouseRequestCreate } from '@lotengo/shared/contracts';
import { DEMO_PASSWORD, demoUser } from '@lotengo/mock-api/demo-users';
import { fetchRequest, searchRequests } from '@lotengo/platform/public-pages/api';
import { previewImagePath } from '@lotengo/platform/public-pages/preview-image';
import { ensureBuilt } from '../lib/build';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { consoleSink, type LogSink } from '../lib/log';
import { readArgs } from '../lib/cli-args';
import { rehearsalUrls, startRehearsal, REHEARSAL_ENV } from '../lib/rehearsal/rehearsal';
import { fmt, percentile, timedGet, timedRepeat, workersOf, type Timed } from './public-pages-probe';
import { median, withLighthouse, type LighthouseSample } from './web-lighthouse';
import { PUBLIC_PAGE_MEMORY } from '@lotengo/platform/public-pages/function-memory';

const num = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const WARM = num('BENCH_WARM', 200);
const LRU_IMAGES = 200;
const LIGHTHOUSE_RUNS = num('BENCH_LIGHTHOUSE_RUNS', 3);
const TARGET_PAGE_P95_MS = 100;
const TARGET_IMAGE_MS = 300;
/** The function's memory setting (platform/src/public-pages/function-memory.ts). */
const FUNCTION_MEMORY_MIB = parseInt(PUBLIC_PAGE_MEMORY, 10);
/** Of that, what the worker may use after the LRU is full: the rest is room for 80 requests at once. */
const MEMORY_SHARE = 0.9;
const MIRAFLORES = 150122;

/** The rehearsal measured: its addresses, and its Cloud Storage reads when this process started it. */
interface Target {
  urls: Record<string, string>;
  storageReads?: () => number;
}

interface Row {
  name: string;
  samples: Timed[];
  target?: string;
  failed?: boolean;
  detail?: string;
}

async function signIn(rehearsal: Target, email: string): Promise<string> {
  const res = await fetch(
    `http://${rehearsal.urls.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/` +
      'accounts:signInWithPassword?key=bench',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`ingreso de ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

async function api<T>(rehearsal: Target, token: string, pattern: string, params: object, body?: unknown) {
  const res = await fetch(`${rehearsal.urls.API_URL}${buildPath(pattern, params as Record<string, string>)}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${pattern} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A seeker's new request, as the form publishes it: a flat to rent in Miraflores. */
async function publish(rehearsal: Target, token: string, userCode: number, n: number): Promise<number> {
  const request: HouseRequestCreate = {
    title: 'Departamento luminoso cerca del parque',
    description: 'Busco departamento de dos dormitorios, con buena luz y cerca de transporte.',
    referenceAddress: 'Cerca del parque Kennedy',
    ubigeoId: MIRAFLORES,
    numberBedrooms: 2,
    numberBathrooms: 2,
    numberParkinglot: 1,
    tpropertyId: 2,
    tprocessId: 2,
    costInit: 800,
    costEnd: 1500 + n,
    numberCommonArea: 1,
    numberServicesAreas: 0,
    isTerraza: '0',
    userCode,
  };
  const made = await api<Pick<HouseRequest, 'houseRequestId'>>(
    rehearsal,
    token,
    apiPaths.houseRequestRegistration,
    {},
    request,
  );
  return made.houseRequestId;
}

/** At least `count` live requests, the seed's first, then new ones of the seeker. */
async function liveRequests(rehearsal: Target, token: string, userCode: number, count: number) {
  const opts = { apiBaseUrl: rehearsal.urls.API_URL! };
  const found: HouseRequest[] = [];
  for (let page = 1; found.length < count; page++) {
    const { items, total } = await searchRequests(opts, { page, pageSize: 100 });
    found.push(...items);
    if (!items.length || page * 100 >= total) break;
  }
  for (let n = found.length; n < count; n++) {
    const r = await fetchRequest(opts, await publish(rehearsal, token, userCode, n));
    if (r) found.push(r);
  }
  return found.slice(0, count);
}

interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
}

/** The functions' bundle and 201 images in a process of its own, garbage collected (public-pages-memory.ts). */
function ownMemory(): Record<'start' | 'bundle' | 'firstImage' | 'lru', MemorySample> {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(__dirname, 'public-pages-memory.ts')],
    { cwd: ROOT_DIR, encoding: 'utf8', timeout: 300_000 },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as ReturnType<typeof ownMemory>;
}

const rss = () => {
  const w = workersOf('publicPage');
  return { mib: Math.max(0, ...w.map((x) => x.rssMiB)), workers: w.length };
};

function printTable(rows: Row[]): void {
  console.info('\n| medida | n | función p50 | función p95 | de punta a punta p50 | p95 | objetivo | detalle |');
  console.info('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const server = r.samples.map((s) => s.serverMs);
    const e2e = r.samples.map((s) => s.endToEndMs);
    const target = r.target ? `${r.target} ${r.failed ? '✘' : '✔'}` : '—';
    console.info(
      `| ${r.name} | ${r.samples.length} | ${fmt(percentile(server, 50))} ms | ${fmt(percentile(server, 95))} ms | ` +
        `${fmt(percentile(e2e, 50))} ms | ${fmt(percentile(e2e, 95))} ms | ${target} | ${r.detail ?? ''} |`,
    );
  }
}

async function lighthouseRuns(
  urls: Record<string, string>,
): Promise<Array<{ name: string; runs: LighthouseSample[] }>> {
  const out = Object.keys(urls).map((name) => ({ name, runs: [] as LighthouseSample[] }));
  await withLighthouse(async (run) => {
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) for (const o of out) o.runs.push(await run(urls[o.name]!, { seo: true }));
  });
  return out;
}

async function measure(rehearsal: Target, lighthouse: boolean): Promise<boolean> {
  const site = rehearsal.urls.SITE_URL!;
  const seeker = demoUser.andrea;
  const token = await signIn(rehearsal, seeker.email);
  const userCode = (await api<{ userCode: number }>(rehearsal, token, apiPaths.userByEmail, { email: seeker.email }))
    .userCode;
  const id = await publish(rehearsal, token, userCode, 0);
  const moved = await timedGet(`${site}/solicitud/${id}`);
  const pagePath = new URL(moved.headers.get('location') ?? '', site).pathname;
  if (moved.status !== 301 || !pagePath.startsWith(`/solicitud/${id}-`))
    throw new Error(`/solicitud/${id} respondió ${moved.status} ${moved.headers.get('location')}`);
  const rows: Row[] = [];
  // The 301 came from a new worker: its memory before anything of the image is loaded.
  const before = rss();

  // A link preview: the page, then its image at once, from a new worker (a cold instance in production).
  const own = (await fetchRequest({ apiBaseUrl: rehearsal.urls.API_URL! }, id))!;
  const imagePath = previewImagePath(own);
  const first = await timedRepeat(`${site}${pagePath}`, 1);
  const firstImage = await timedRepeat(`${site}${imagePath}`, 1);
  rows.push({ name: 'página de la solicitud, primera vista', samples: first, detail: 'worker nuevo (tras su 301)' });
  rows.push({
    name: 'su imagen de vista previa, justo después',
    samples: firstImage,
    detail:
      `la primera del worker: carga satori, resvg e Inter; ${firstImage[0]!.bytes} B; ` +
      `\`${firstImage[0]!.headers.get('cache-control')}\``,
  });
  const afterFirst = rss();

  const warm = await timedRepeat(`${site}${pagePath}`, WARM);
  const pageP95 = percentile(
    warm.map((s) => s.serverMs),
    95,
  );
  rows.push({
    name: 'página de la solicitud, en caliente',
    samples: warm,
    target: `función p95 ≤ ${TARGET_PAGE_P95_MS} ms`,
    failed: !(pageP95 <= TARGET_PAGE_P95_MS),
    detail: `${warm[0]!.bytes} B; \`${warm[0]!.headers.get('cache-control')}\``,
  });

  const requests = await liveRequests(rehearsal, token, userCode, LRU_IMAGES + 21);
  const newImages: Timed[] = [];
  for (const r of requests.filter((x) => x.houseRequestId !== id).slice(0, 20))
    newImages.push(...(await timedRepeat(`${site}${previewImagePath(r)}`, 1)));
  const imageP95 = percentile(
    newImages.map((s) => s.serverMs),
    95,
  );
  rows.push({
    name: 'imagen de vista previa, primera vez',
    samples: newImages,
    target: `función p95 ≤ ${TARGET_IMAGE_MS} ms`,
    failed: !(imageP95 <= TARGET_IMAGE_MS),
    detail: '20 imágenes nuevas',
  });
  rows.push({
    name: 'imagen de vista previa, otra vez',
    samples: await timedRepeat(`${site}${imagePath}`, 50),
    detail: 'de la LRU',
  });

  const district = new URL(
    /<a href="([^"]*\/solicitudes\/[^"]+)"/.exec(warm[0]!.body.toString('utf8'))?.[1] ?? '/',
    site,
  ).pathname;
  const districtRuns = await timedRepeat(`${site}${district}`, 50);
  rows.push({ name: `distrito ${district}`, samples: districtRuns, detail: `${districtRuns[0]!.bytes} B` });
  // Cloud Functions' framework answers /robots.txt itself (404) before any function: see docs/public-pages.md.
  const robots = await timedRepeat(`${site}/robots.txt`, 20, null);
  rows.push({
    name: 'robots.txt',
    samples: robots,
    target: 'HTTP 200',
    failed: robots[0]!.status !== 200,
    detail: `HTTP ${robots[0]!.status}`,
  });
  const index = await timedRepeat(`${site}/sitemap.xml`, 20);
  rows.push({ name: 'sitemap.xml (índice)', samples: index });
  const firstFile = new URL(/<loc>([^<]+)<\/loc>/.exec(index[0]!.body.toString('utf8'))![1]!).pathname;
  const file = await timedRepeat(`${site}${firstFile}`, 20);
  rows.push({ name: `sitemap ${firstFile}`, samples: file, detail: `${file[0]!.bytes} B` });

  for (const r of requests) await timedRepeat(`${site}${previewImagePath(r)}`, 1);
  const afterLru = rss();

  // App page views: the page and its /config.json, each a read of the registry before the copy.
  const views = 100;
  const readsBefore = rehearsal.storageReads?.() ?? NaN;
  const viewsStarted = Date.now();
  for (let i = 0; i < views; i++) {
    await timedRepeat(`${site}/`, 1);
    await timedRepeat(`${site}/config.json`, 1);
  }
  const viewSeconds = (Date.now() - viewsStarted) / 1000;
  const storageReads = (rehearsal.storageReads?.() ?? NaN) - readsBefore;

  printTable(rows);
  const memory = [
    ['tras el 301 (nada de la imagen cargado)', before],
    ['tras la primera imagen', afterFirst],
    [`tras ${requests.length + 1} imágenes distintas`, afterLru],
  ] as const;
  console.info(`\nMemoria del worker de publicPage en el emulador (RSS; la función tiene ${FUNCTION_MEMORY_MIB} MiB):`);
  for (const [label, m] of memory) console.info(`- ${label}: ${fmt(m.mib)} MiB (${m.workers} worker(s))`);
  const memoryOk = afterLru.mib > 0 && afterLru.mib <= FUNCTION_MEMORY_MIB * MEMORY_SHARE;
  console.info(
    `  ${fmt((afterLru.mib * 100) / FUNCTION_MEMORY_MIB, 0)} % de la memoria (objetivo ≤ ${MEMORY_SHARE * 100} %) ` +
      `${memoryOk ? '✔' : '✘'}`,
  );
  const bare = ownMemory();
  console.info(
    `Sin el emulador (scripts/bench/public-pages-memory.ts, tras recolectar basura; RSS / heap de V8 / externa, ` +
      `MiB): proceso ${bare.start.rss}; con el bundle ${bare.bundle.rss} / ${bare.bundle.heapUsed} / ` +
      `${bare.bundle.external}; primera imagen ${bare.firstImage.rss} / ${bare.firstImage.heapUsed} / ` +
      `${bare.firstImage.external}; 200 más ${bare.lru.rss} / ${bare.lru.heapUsed} / ${bare.lru.external}.`,
  );
  console.info(
    `\nVistas de la app: ${views} × (\`/\` + /config.json) en ${viewSeconds.toFixed(1)} s → ${storageReads} ` +
      `llamadas a Cloud Storage (sin la copia del registro: ${views * 4}, dos lecturas de dos llamadas por vista).`,
  );

  let lighthouseOk = true;
  if (lighthouse) {
    const results = await lighthouseRuns({
      '/': `${site}/`,
      'página de la solicitud': `${site}${pagePath}`,
      [`distrito ${district}`]: `${site}${district}`,
    });
    const perfOf = (r: (typeof results)[number]) => median(r.runs.map((x) => x.performance));
    const home = perfOf(results[0]!);
    console.info(`\nLighthouse móvil (mediana de ${LIGHTHOUSE_RUNS} ejecuciones, intercaladas):`);
    console.info('| página | rendimiento | LCP | TBT | CLS | SEO | SEO fallida |');
    console.info('|---|---|---|---|---|---|---|');
    for (const r of results) {
      const seo = Math.min(...r.runs.map((x) => x.seo ?? 0));
      const isHome = r === results[0];
      const ok = isHome || (seo === 100 && perfOf(r) >= home);
      lighthouseOk &&= ok;
      const seoFailed = [...new Set(r.runs.flatMap((x) => x.seoFailed ?? []))].join('; ') || '—';
      console.info(
        `| ${r.name} | ${perfOf(r)} | ${fmt(median(r.runs.map((x) => x.lcpMs)), 0)} ms | ` +
          `${fmt(median(r.runs.map((x) => x.tbtMs)), 0)} ms | ${fmt(median(r.runs.map((x) => x.cls)), 3)} | ${seo}` +
          `${isHome ? '' : ok ? ' ✔' : ' ✘'} | ${seoFailed} |`,
      );
    }
  }
  return rows.every((r) => !r.failed) && memoryOk && lighthouseOk;
}

async function main(): Promise<number> {
  let lighthouse = true;
  try {
    lighthouse = !readArgs({ options: { 'no-lighthouse': { type: 'boolean' } } }).values['no-lighthouse'];
  } catch (err) {
    console.error(`${(err as Error).message}\nUso: npm run bench:public-pages [-- --no-lighthouse]`);
    return 2;
  }
  const verbose = process.env.BENCH_VERBOSE === '1';
  const sink: LogSink = (source, line) => {
    if (verbose || source === 'build' || source.startsWith('build ')) consoleSink(source, line);
  };
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const loadBefore = load();
  // A rehearsal already running (`npm run rehearsal`'s NAME=url lines and LOTENGO_ENV=rehearsal) is reused.
  if (process.env.LOTENGO_ENV === REHEARSAL_ENV && process.env.SITE_URL) {
    const urls = { ...rehearsalUrls(process.env, ''), ...process.env } as Record<string, string>;
    console.info(`Ensayo en marcha: ${urls.SITE_URL} (sin contar sus lecturas de Cloud Storage).`);
    const ok = await measure({ urls }, lighthouse);
    console.info(`\nCarga (uptime): al empezar ${loadBefore}; al terminar ${load()}`);
    return ok ? 0 : 1;
  }
  await ensureBuilt({ sink });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-public-pages-'));
  const started = Date.now();
  const rehearsal = await startRehearsal({
    dir: path.join(tmp, 'rehearsal'),
    store: path.join(tmp, 'live'),
    env: { ...process.env, SHELL_PORT: process.env.BENCH_PORT_BASE ?? '16000' },
    sink,
    fresh: true,
  });
  console.info(`Ensayo listo en ${((Date.now() - started) / 1000).toFixed(1)} s (${rehearsal.urls.SITE_URL}).`);
  let ok: boolean;
  try {
    ok = await measure(rehearsal, lighthouse);
  } finally {
    await rehearsal.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.info(`\nCarga (uptime): al empezar ${loadBefore}; al terminar ${load()}`);
  console.info(ok ? 'Dentro del objetivo.' : 'FUERA del objetivo.');
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(2);
  },
);
