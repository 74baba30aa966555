/**
 * `npm run bench:web -- --detail`: a property's detail page as a seeker opens it, on the throttled
 * phone of web-signed-in.ts (CPU 4×, 1.6 Mbps, 150 ms). Arranged off screen: Lucía uploads six real
 * photos (1920×1440 JPEGs, as the create form leaves them) and sends the property to one of Diego's
 * requests. Each run, interleaved with the reference (the visitor's /page/requests heading), two
 * scenarios: "en frío" (the detail's URL opened in a new tab, below) and "desde la oferta" (a tap on
 * the offer's "Ver detalle" in a settled "Mis Ofertas", web-detail-offer.ts). For the cold open:
 *
 * - JavaScript fetched until the network is idle (gzip);
 * - image bytes fetched before any swipe (every image response until idle);
 * - "first photo visible": the largest-contentful-paint entry of the first photo in the gallery's frame
 *   (the server-written one with its inline 320 px stand-in, the shell's while the page's code loads, or
 *   the gallery's slide), ÷ the reference's heading's paint (headingPaint below); the slide's own
 *   variant (Element Timing) is printed beside it;
 * - CLS until idle.
 * The cold open needs the browser's detail cookie (the session snapshot carries it): the server writes
 * the first photo into the HTML (platform/src/detail-page/first-screen.ts).
 */
import os from 'node:os';
import sharp from 'sharp';
import { chromium, type Browser } from '@playwright/test';
import {
  apiPaths,
  buildPath,
  FIRST_SLIDE_TIMING,
  type InboxEntry,
  type Multimedia,
  type PropertyCreate,
} from '@lotengo/shared/contracts';
import { paths } from '@lotengo/shared/routing';
import { DEMO_PASSWORD, demoUser } from '@lotengo/mock-api/demo-users';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { describeScripts, kb, phoneContextOptions, trackScripts } from './web-bytes';
import { median } from './web-lighthouse';
import { addSession, idTokenOf, signIn, type SessionSnapshot } from './web-session';
import { cumulativeLayoutShift, openTimedPage, throttle, THROTTLING_LABEL } from './web-signed-in';
import type { WebSite } from './web-stack';
import { openFromOffer, type FromOfferTiming } from './web-detail-offer';
import { requestsTexts } from '@lotengo/mf-requests/texts';

/** The targets. */
export const DETAIL_TARGETS = { ratio: 1.1, imageBytes: 300 * 1024, cls: 0.02 } as const;
const PHOTOS = 6;
const TITLE = 'Departamento de estreno con seis fotos';

/** Deterministic numbers in [0, 1) (the same photos on every run). */
function prng(seed: number): () => number {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

/**
 * A photo with a photograph's weight: a drawing (gradient and shapes) under grain at three scales, as a
 * room's walls, floor and furniture give a camera. 1920×1440, JPEG q80 as the create form leaves it:
 * ~320 KB, its 320 px variant ~11 KB and its 640 px one ~40 KB (a smooth drawing alone was ~5 and
 * ~11 KB, lighter than people's photos: the detail's figures were too kind).
 */
async function photo(n: number): Promise<Buffer> {
  const [w, h] = [1920, 1440];
  const circles = Array.from(
    { length: 60 },
    (_, i) =>
      `<circle cx="${(i * 331) % w}" cy="${(i * 577) % h}" r="${20 + ((i * 37) % 90)}" ` +
      `fill="hsl(${(n * 40 + i * 13) % 360} 70% 55%)" fill-opacity="0.55"/>`,
  ).join('');
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">\n    ',
    `<stop offset="0" stop-color="hsl(${n * 50} 60% 45%)"/>`,
    `<stop offset="1" stop-color="hsl(${n * 50 + 120} 55% 70%)"/></linearGradient></defs>\n    `,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}</svg>`,
  ].join('');
  const drawing = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const random = prng(1234 + n);
  const grain = await Promise.all(
    [3, 12, 48].map((scale) => {
      const small = Buffer.alloc((w / scale) * (h / scale) * 3);
      for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256);
      return sharp(small, { raw: { width: w / scale, height: h / scale, channels: 3 } })
        .resize(w, h)
        .raw()
        .toBuffer();
    }),
  );
  const out = Buffer.alloc(w * h * 3);
  for (let i = 0; i < out.length; i++) {
    const noise = grain[0]![i]! * 0.3 + grain[1]![i]! * 0.3 + grain[2]![i]! * 0.4 - 128;
    out[i] = Math.max(0, Math.min(255, Math.round(drawing[i]! + noise * 0.3)));
  }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function api<T>(
  site: WebSite,
  token: string,
  pattern: string,
  params: Record<string, string | number>,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${site.apiUrl}${buildPath(pattern, params)}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${pattern} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Lucía's property with six photos, sent to Diego's first request in Miraflores: its detail path. */
async function arrange(site: WebSite, lucia: SessionSnapshot): Promise<string> {
  const token = idTokenOf(lucia);
  const multimedias: Multimedia[] = [];
  for (let n = 0; n < PHOTOS; n++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photo(n))], { type: 'image/jpeg' }), `foto-${n}.jpg`);
    const res = await fetch(`${site.apiUrl}${buildPath(apiPaths.storageUpload, {})}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`subida → ${res.status}`);
    multimedias.push((await res.json()) as Multimedia);
  }
  const diego = demoUser.diego;
  // Diego's own list is his alone: his published requests as Lucía finds them in the search.
  // Page by page: the seed holds more requests than one page, and Diego's need not be on the first.
  type Found = { houseRequestId: number; ubigeoId: number; userCode: number };
  let request: Found | undefined;
  for (let page = 1; !request; page++) {
    const found = await api<Found[]>(site, token, apiPaths.houseRequestSearch, {}, { page, pageSize: 100 });
    if (found.length === 0) break;
    request = found.find((r) => r.userCode === diego.userCode);
  }
  if (!request) throw new Error('Diego no tiene solicitudes publicadas');
  const property: PropertyCreate = {
    title: TITLE,
    description: 'Seis fotos reales para medir el detalle.',
    address: 'Av. Benavides 1234',
    ubigeoId: request.ubigeoId,
    price: 1400,
    tprocessId: 2,
    tpropertyId: 2,
    declarationProperties: 1,
    userCode: demoUser.lucia.userCode,
    multimedias,
  };
  const { propertyId } = await api<{ propertyId: number }>(site, token, apiPaths.propertyRegistration, {}, property);
  await api<InboxEntry>(
    site,
    token,
    apiPaths.inboxSend,
    {},
    { propertyId, userCode: diego.userCode, houseRequestId: request.houseRequestId, isAccepted: 0, isRead: 0 },
  );
  return paths.propertyDetail(propertyId);
}

interface DetailTiming {
  /** What moved, when and how much (to tell where a CLS comes from). */
  shifts: string[];
  /** Every script with its size (`--details`). */
  scripts: string;
  /** When the milestones on the way to the first photo ended (ms from navigation), to tell where the time goes. */
  milestones: string;
  jsGzip: number;
  imageBytes: number;
  images: number;
  photoMs: number;
  /** The first slide's own (screen-size) variant painted, not its inline 320 px stand-in (NaN: not timed). */
  slideMs: number;
  cls: number;
}

/**
 * When the reference's heading was painted. Its check runs in a frame's requestAnimationFrame, before
 * that frame paints; on the throttled phone the first paint (FCP) comes up to ~200 ms later. The
 * heading is prerendered, in the DOM before the first paint: the first paint at or after the check shows
 * it. The photo's time is a paint time (largest-contentful-paint, Element Timing): paint ÷ paint. If
 * something painted before the heading was found, the check's own time (earlier, stricter) is kept.
 */
export function headingPaint(t: { headingMs: number; fcpMs: number }): number {
  return Number.isFinite(t.fcpMs) && t.fcpMs >= t.headingMs ? t.fcpMs : t.headingMs;
}

async function openDetail(
  browser: Browser,
  site: WebSite,
  path: string,
  session: SessionSnapshot,
): Promise<DetailTiming> {
  const context = await browser.newContext(phoneContextOptions());
  try {
    await addSession(context, session);
    await context.addInitScript({
      content: `(() => { const s = { lcp: [], shifts: [], slide: [] }; window.__ltDetail = s;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries())
            if (e.identifier === ${JSON.stringify(FIRST_SLIDE_TIMING)})
              s.slide.push({ t: e.renderTime || e.loadTime, url: e.url });
        }).observe({ type: 'element', buffered: true });
        new PerformanceObserver((l) => {
          for (const e of l.getEntries())
            s.lcp.push({
              t: e.renderTime || e.loadTime || e.startTime,
              photo: Boolean(e.element && e.element.closest && e.element.closest('.ltg-frame')),
            });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        const named = (x) =>
          x.node instanceof Element
            ? x.node.tagName.toLowerCase() +
              (x.node.className ? '.' + String(x.node.className).split(' ').join('.') : '')
            : '?';
        new PerformanceObserver((l) => {
          for (const e of l.getEntries())
            s.shifts.push({
              value: e.value,
              at: e.startTime,
              hadRecentInput: e.hadRecentInput,
              nodes: (e.sources || []).map(named).join(', '),
            });
        }).observe({ type: 'layout-shift', buffered: true });
      })();`,
    });
    const page = await context.newPage();
    await throttle(page);
    const tracker = trackScripts(page);
    const images: Promise<number>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'image')
        images.push(
          r.body().then(
            (b) => b.length,
            () => 0,
          ),
        );
    });
    await page.goto(`${site.shellUrl}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 120_000 });
    await page.waitForFunction(
      () => (window as unknown as { __ltDetail: { lcp: { photo: boolean }[] } }).__ltDetail.lcp.some((e) => e.photo),
      null,
      { timeout: 120_000, polling: 200 },
    );
    await tracker.networkIdle(1500, 120_000);
    const state = await page.evaluate(
      () =>
        (
          window as unknown as {
            __ltDetail: {
              lcp: { t: number; photo: boolean }[];
              slide: { t: number; url: string }[];
              shifts: { value: number; at: number; hadRecentInput: boolean; nodes: string }[];
            };
          }
        ).__ltDetail,
    );
    const own = state.slide.filter((e) => !e.url.startsWith('data:') && !e.url.endsWith('?w=320')).map((e) => e.t);
    // As a string: tsx would wrap a named inner function with a helper the page does not have.
    const milestones = await page.evaluate<string>(`(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const res = performance.getEntriesByType('resource');
      const at = (test, pick, when) => {
        const hit = res.filter((r) => test(r.name)).map((r) => r[when || 'responseEnd']);
        return hit.length ? Math.round(pick(...hit)) + ' ms' : '—';
      };
      const DETAIL = '__federation_expose_property_detail_page';
      const isDetail = (n) => n.includes(DETAIL) && n.endsWith('.js');
      const isPhoto = (n) => /\\/storage\\/\\d+\\/[0-9a-f-]{36}\\?w=(640|960|1280)$/.test(n);
      const detailChunk = res.find((r) => r.name.includes(DETAIL));
      const detailOrigin = detailChunk ? new URL(detailChunk.name).origin : '-';
      const server =
        nav && nav.serverTiming && nav.serverTiming.length
          ? ' (servidor: ' + nav.serverTiming.map((t) => t.name + ' ' + Math.round(t.duration) + ' ms').join(', ') + ')'
          : '';
      const during = () => {
        const p = res.find((r) => isPhoto(r.name));
        if (!p) return '—';
        return res
          .filter((r) => r !== p && r.startTime < p.responseEnd && r.responseEnd > p.startTime)
          .map((r) =>
            new URL(r.name).pathname.split('/').pop() + ' ' + Math.round(r.startTime) + '→' + Math.round(r.responseEnd))
          .join('; ');
      };
      return [
        'HTML ' + (nav ? Math.round(nav.responseStart) + '→' + Math.round(nav.responseEnd) : '?') + ' ms' + server,
        'config ' + at((n) => n.endsWith('/config.json'), Math.max),
        'código del shell ' +
          at((n) => /\\/(main|libraries\\.[0-9a-f]+|shared-core\\.[0-9a-f]+)\\.js$/.test(n), Math.max),
        'remoteEntry de mf-properties ' + at((n) => n === detailOrigin + '/remoteEntry.js', Math.min),
        'código del detalle pedido a los ' + at(isDetail, Math.min, 'startTime'),
        'propiedad ' + at((n) => /\\/property\\/\\d+$/.test(n), Math.min),
        'primera foto pedida a los ' + at(isPhoto, Math.min, 'startTime') + ', recibida a los ' + at(isPhoto, Math.min),
        'en curso mientras: ' + during(),
        'código del detalle ' + at(isDetail, Math.max),
        'último script ' + at((n) => /\\.js(\\?|$)/.test(n), Math.max),
      ].join(', ');
    })()`);
    const bytes = await tracker.result(page.url());
    const sizes = await Promise.all(images);
    return {
      scripts: describeScripts(bytes),
      milestones,
      shifts: state.shifts
        .filter((x) => !x.hadRecentInput)
        .map((x) => `${x.value.toFixed(3)} a los ${Math.round(x.at)} ms: ${x.nodes}`),
      jsGzip: bytes.gzip,
      imageBytes: sizes.reduce((a, b) => a + b, 0),
      images: sizes.length,
      photoMs: Math.min(...state.lcp.filter((e) => e.photo).map((e) => e.t)),
      slideMs: own.length ? Math.min(...own) : Number.NaN,
      cls: cumulativeLayoutShift(state.shifts),
    };
  } finally {
    await context.close();
  }
}

export async function runDetail(opts: {
  site: WebSite;
  runs: number;
  log: (line: string) => void;
  details?: boolean;
}): Promise<number> {
  const { site, runs, log, details = false } = opts;
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const lucia = await signIn(browser, site.shellUrl, { email: demoUser.lucia.email, password: DEMO_PASSWORD });
    const diego = await signIn(browser, site.shellUrl, { email: demoUser.diego.email, password: DEMO_PASSWORD });
    const path = await arrange(site, lucia);
    log(`detalle: ${path} (${PHOTOS} fotos de 1920×1440), carga al empezar: ${load()}`);
    // One unmeasured visit of each warms the servers and makes the photos' variants exist.
    await openDetail(browser, site, path, diego);
    const ref = { path: paths.requests, heading: requestsTexts.search.title, user: null };
    const refs: { dom: number; paint: number }[] = [];
    const runsOf: DetailTiming[] = [];
    const offers: FromOfferTiming[] = [];
    for (let run = 1; run <= runs; run++) {
      const opened = await openTimedPage(browser, site.shellUrl, ref, null);
      await opened.close();
      refs.push({ dom: opened.timing.headingMs, paint: headingPaint(opened.timing) });
      const t = await openDetail(browser, site, path, diego);
      runsOf.push(t);
      if (run === 1) for (const shift of t.shifts) log(`  desplazamiento ${shift}`);
      if (run === 1 && details) log(`  scripts del detalle:\n${t.scripts}`);
      log(`  hitos: ${t.milestones}`);
      log(
        `${run}/${runs}: referencia (título de ${paths.requests}) pintado a los ${Math.round(refs.at(-1)!.paint)} ms ` +
          `(en el DOM a los ${Math.round(opened.timing.headingMs)} ms); detalle en frío: JS ${kb(t.jsGzip)}, ` +
          `imágenes ${kb(t.imageBytes)} en ${t.images}, primera foto ${Math.round(t.photoMs)} ms (su propia variante ` +
          `${Math.round(t.slideMs)} ms), CLS ${t.cls.toFixed(3)}`,
      );
      const o = await openFromOffer(browser, site, diego, TITLE);
      offers.push(o);
      log(
        `  desde la oferta: toque → primera foto ${Math.round(o.photoMs)} ` +
          `ms${o.cardPhotoFirst ? ' (la de la tarjeta, 320 px)' : ''}, la del detalle ${Math.round(o.slideMs)} ` +
          `ms${o.paintTimed ? '' : ' (hora de carga: el navegador no dio la de pintado)'}, imágenes ` +
          `${kb(o.imageBytes)} en ${o.images}, CLS ${o.cls.toFixed(3)}; desde el toque: ${o.milestones}`,
      );
    }
    const refMs = median(refs.map((r) => r.paint));
    const refDomMs = median(refs.map((r) => r.dom));
    const cold = {
      photoMs: median(runsOf.map((t) => t.photoMs)),
      imageBytes: median(runsOf.map((t) => t.imageBytes)),
      cls: Math.max(...runsOf.map((t) => t.cls)),
    };
    const offer = {
      photoMs: median(offers.map((t) => t.photoMs)),
      imageBytes: median(offers.map((t) => t.imageBytes)),
      cls: Math.max(...offers.map((t) => t.cls)),
    };
    const row = (name: string, js: string, r: typeof cold) =>
      `| ${name} | ${js} | ${kb(r.imageBytes)} | ${Math.round(r.photoMs)} ms | ${Math.round(refMs)} ms | ` +
      `${(r.photoMs / refMs).toFixed(2)} | ${(r.photoMs / refDomMs).toFixed(2)} | ${r.cls.toFixed(3)} |`;
    process.stdout.write(
      [
        '',
        `Detalle de una propiedad (${THROTTLING_LABEL}), mediana de ${runs}; carga media al terminar: ${load()}`,
        `| cómo se abre | JS (gzip) | imágenes antes de deslizar | primera foto pintada | título de ` +
          `${paths.requests} pintado | cociente | cociente con el título en el DOM ` +
          `(${Math.round(refDomMs)} ms) | CLS (máx.) |`,
        '|---|---|---|---|---|---|---|---|',
        row('en frío (la URL en una pestaña nueva; desde la navegación)', kb(runsOf[0]!.jsGzip), cold),
        row('  … su propia variante (no la de 320 px escrita en el HTML)', '—', {
          ...cold,
          photoMs: median(runsOf.map((t) => t.slideMs)),
        }),
        row('desde la oferta (toque en «Ver detalle» de Mis Ofertas; desde el toque)', '—', offer),
        row('  … su propia variante (no la de 320 px de la tarjeta)', '—', {
          ...offer,
          photoMs: median(offers.map((t) => t.slideMs)),
        }),
        '',
        `Objetivos, en ambos: cociente ≤ ${DETAIL_TARGETS.ratio} (pintado ÷ pintado), imágenes ≤ ` +
          `${kb(DETAIL_TARGETS.imageBytes)}, CLS ≤ ${DETAIL_TARGETS.cls}`,
        '',
      ].join('\n'),
    );
    const missed = [cold, offer].some(
      (r) =>
        r.photoMs / refMs > DETAIL_TARGETS.ratio ||
        r.imageBytes > DETAIL_TARGETS.imageBytes ||
        r.cls > DETAIL_TARGETS.cls,
    );
    return missed ? 1 : 0;
  } finally {
    await browser.close();
  }
}
