/**
 * `npm run bench:web -- --detail`: a property's detail page as a seeker opens it, on the throttled
 * phone of web-signed-in.ts (CPU 4×, 1.6 Mbps, 150 ms). Arranged off screen: Lucía uploads six real
 * photos (1920×1440 JPEGs, as the create form leaves them) and sends the property to one of Diego's
 * requests. Each run, interleaved with the reference (the visitor's /page/requests heading), two
 * scenarios: "en frío" (the detail's URL opened in a new tab, web-detail-cold.ts) and "desde la oferta" (a tap on
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
import { chromium } from '@playwright/test';
import { paths } from '@lotengo/shared/routing';
import { DEMO_PASSWORD, demoUser } from '@lotengo/mock-api/demo-users';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { kb } from './web-bytes';
import { median } from './web-lighthouse';
import { signIn } from './web-session';
import { openTimedPage, THROTTLING_LABEL } from './web-signed-in';
import type { WebSite } from './web-stack';
import { openFromOffer, type FromOfferTiming } from './web-detail-offer';
import { arrange, PHOTOS, TITLE } from './web-detail-arrange';
import { openDetail, type DetailTiming } from './web-detail-cold';
import { requestsTexts } from '@lotengo/mf-requests/texts';

/** The targets. */
export const DETAIL_TARGETS = { ratio: 1.1, imageBytes: 300 * 1024, cls: 0.02 } as const;

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
