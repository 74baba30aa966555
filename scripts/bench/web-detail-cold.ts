/**
 * The detail bench's cold open: the detail's URL opened in a new tab on the throttled phone, measured in
 * the page (largest-contentful-paint, Element Timing of the first slide, layout shifts, the resource
 * timings of the milestones on the way to the first photo) and by the bytes fetched until idle.
 */
import type { Browser } from '@playwright/test';
import { FIRST_SLIDE_TIMING } from '@lotengo/shared/contracts';
import { describeScripts, phoneContextOptions, trackScripts } from './web-bytes';
import { addSession, type SessionSnapshot } from './web-session';
import { cumulativeLayoutShift, throttle } from './web-signed-in';
import type { WebSite } from './web-stack';
import { TITLE } from './web-detail-arrange';

export interface DetailTiming {
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

export async function openDetail(
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
