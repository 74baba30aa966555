/**
 * The detail "desde la oferta" (web-detail.ts's second scenario): how a seeker really opens a detail.
 * Diego's "Mis Ofertas" is opened cold on the throttled phone and left to settle (network idle); then
 * his finger taps the offer's "Ver detalle" (touchstart, touchend, click, as a phone does) and we time:
 *
 * - tap → first photo painted: the Element Timing entry of the gallery's first slide (its
 *   `elementtiming`), from the touchstart's timestamp (largest-contentful-paint stops at the first input,
 *   so it cannot time a page opened by a tap);
 * - the image bytes fetched from the tap until the network is idle (nothing is swiped);
 * - CLS after the tap (shifts within 500 ms of an input are the input's, as Chrome counts them);
 * - where the time went: each step's first request after the tap, and when each API call was sent.
 */
import type { Browser } from '@playwright/test';
import { FIRST_SLIDE_TIMING } from '@lotengo/shared/contracts';
import { paths } from '@lotengo/shared/routing';
import { phoneContextOptions, trackScripts } from './web-bytes';
import { addSession, type SessionSnapshot } from './web-session';
import { cumulativeLayoutShift, throttle } from './web-signed-in';
import type { WebSite } from './web-stack';
import { inboxTexts } from '@lotengo/mf-inbox/texts';

export interface FromOfferTiming {
  /** Tap (touchstart) → the first photo visible in the first slide (the card's 320 px one behind it, if painted first).
   */
  photoMs: number;
  /** Tap → the first slide's own (screen-size) variant painted. */
  slideMs: number;
  /** Whether the card's photo was painted behind the first slide before its own variant. */
  cardPhotoFirst: boolean;
  /** Whether the browser gave the paint time (renderTime) or only the load time of the photo. */
  paintTimed: boolean;
  imageBytes: number;
  images: number;
  cls: number;
  /** When the steps after the tap ended (ms from the tap), to tell where the time goes. */
  milestones: string;
}

interface ProbeState {
  tapAt: number | null;
  photos: { renderTime: number; loadTime: number; url: string }[];
  shifts: { value: number; at: number; hadRecentInput: boolean }[];
  /** Each API call as sent (XHR): "ms path", to tell the client's own delay from the network's. */
  xhr: string[];
}

/** Before the page's own scripts; plain JavaScript in a string (tsx would add helpers the page lacks). */
const PROBE = (identifier: string) => `(() => { const s = { tapAt: null, photos: [], shifts: [] }; window.__ltOffer = s;
  document.addEventListener('touchstart', (e) => { if (s.tapAt === null) s.tapAt = e.timeStamp; }, {
    capture: true,
    passive: true,
  });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      if (e.identifier === ${JSON.stringify(identifier)})
        s.photos.push({ renderTime: e.renderTime, loadTime: e.loadTime, url: e.url });
  }).observe({ type: 'element', buffered: true });
  const send = XMLHttpRequest.prototype.send, open = XMLHttpRequest.prototype.open; s.xhr = [];
  XMLHttpRequest.prototype.open = function (m, u) { this.__u = String(u); return open.apply(this, arguments); };
  XMLHttpRequest.prototype.send = function () {
    s.xhr.push(Math.round(performance.now()) + ' ' + new URL(this.__u, location.href).pathname);
    return send.apply(this, arguments);
  };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      s.shifts.push({ value: e.value, at: e.startTime, hadRecentInput: e.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** Opens Diego's "Mis Ofertas" throttled, lets it settle, taps the offer of `title` and times its detail. */
export async function openFromOffer(
  browser: Browser,
  site: WebSite,
  session: SessionSnapshot,
  title: string,
  timeoutMs = 120_000,
): Promise<FromOfferTiming> {
  const context = await browser.newContext({ ...phoneContextOptions(), hasTouch: true });
  try {
    await addSession(context, session);
    await context.addInitScript({ content: PROBE(FIRST_SLIDE_TIMING) });
    const page = await context.newPage();
    await throttle(page);
    const tracker = trackScripts(page);
    let tapped = false;
    const images: Promise<number>[] = [];
    page.on('response', (r) => {
      if (tapped && r.request().resourceType() === 'image')
        images.push(
          r.body().then(
            (b) => b.length,
            () => 0,
          ),
        );
    });
    await page.goto(`${site.shellUrl}${paths.inbox}`, { waitUntil: 'load', timeout: timeoutMs });
    await page.getByRole('heading', { level: 1, name: inboxTexts.title }).waitFor({ timeout: timeoutMs });
    const link = page.getByRole('link', { name: inboxTexts.propertyLink.viewLabel(title) });
    await link.waitFor({ timeout: timeoutMs });
    await tracker.networkIdle(1500, timeoutMs);
    await link.scrollIntoViewIfNeeded();
    await tracker.networkIdle(1500, timeoutMs);
    tapped = true;
    await link.tap({ timeout: timeoutMs });
    await page.waitForFunction(
      () =>
        Boolean(
          (window as unknown as { __ltOffer: ProbeState }).__ltOffer.photos.some((p) => !p.url.endsWith('?w=320')),
        ),
      null,
      { timeout: timeoutMs, polling: 200 },
    );
    await tracker.networkIdle(1500, timeoutMs);
    if (!new URL(page.url()).pathname.startsWith('/page/property/'))
      throw new Error(`el toque no abrió el detalle (${page.url()})`);
    const state = await page.evaluate(() => (window as unknown as { __ltOffer: ProbeState }).__ltOffer);
    if (state.tapAt === null || state.photos.length === 0) throw new Error('sin toque o sin foto cronometrada');
    const tapAt = state.tapAt;
    const paintTimed = state.photos.every((p) => p.renderTime > 0);
    const shown = (p: { renderTime: number; loadTime: number }) => (paintTimed ? p.renderTime : p.loadTime) - tapAt;
    // The card's 320 px photo (behind the slide) and the slide's own variant: each one's paint.
    const isCard = (p: { url: string }) => p.url.endsWith('?w=320');
    const photoMs = Math.min(...state.photos.map(shown));
    const slideMs = Math.min(...state.photos.filter((p) => !isCard(p)).map(shown));
    // A string with the tap's time written in: tsx would wrap a function's inner arrows in a helper the page lacks.
    const painted = state.photos
      .map((p) => `${isCard(p) ? 'la de la tarjeta' : 'la del detalle'} a los ${Math.round(shown(p))} ms`)
      .join(', ');
    const milestones = await page.evaluate<string>(`(() => {
      const tap = ${tapAt};
      const res = performance.getEntriesByType('resource').filter((r) => r.startTime >= tap);
      // The first such request, from its start to its end (and how many there were).
      const at = (test) => {
        const hit = res.filter((r) => test(r.name));
        if (!hit.length) return '— (ya estaba)';
        return Math.round(hit[0].startTime - tap) + '→' + Math.round(hit[0].responseEnd - tap) + ' ms' +
          (hit.length > 1 ? ' (' + hit.length + ')' : '');
      };
      const DETAIL = '__federation_expose_property_detail_page';
      const isJs = (n) => /\\.js(\\?|$)/.test(n);
      const scripts = res
        .filter((r) => isJs(r.name))
        .map((r) =>
          new URL(r.name).pathname.split('/').pop() + ' ' +
          Math.round(r.startTime - tap) + '→' + Math.round(r.responseEnd - tap))
        .join('; ');
      const sent = window.__ltOffer.xhr
        .map((x) => { const [t, u] = x.split(' '); return [Math.round(Number(t) - tap), u]; })
        .filter(([t]) => t >= 0)
        .map(([t, u]) => t + ' ms ' + u)
        .join('; ');
      return [
        'manifiestos ' + at((n) => n.endsWith('/mf-manifest.json')),
        'remoteEntry ' + at((n) => n.endsWith('/remoteEntry.js')),
        'código del detalle ' + at((n) => n.includes(DETAIL) && n.endsWith('.js')),
        'otros scripts ' + at((n) => isJs(n) && !n.includes(DETAIL)) + ' (' + scripts + ')',
        'propiedad ' + at((n) => /\\/property\\/\\d+$/.test(n)),
        'primera foto ' + at((n) => /\\/storage\\/\\d+\\/[0-9a-f-]{36}\\?w=(640|960|1280)$/.test(n)),
        'llamadas a la API enviadas: ' + sent,
        'pintadas: ' + ${JSON.stringify(painted)},
      ].join(', ');
    })()`);
    const sizes = await Promise.all(images);
    return {
      photoMs,
      slideMs,
      cardPhotoFirst: photoMs < slideMs,
      paintTimed,
      imageBytes: sizes.reduce((a, b) => a + b, 0),
      images: sizes.length,
      cls: cumulativeLayoutShift(state.shifts.filter((s) => s.at >= tapAt)),
      milestones,
    };
  } finally {
    await context.close();
  }
}
