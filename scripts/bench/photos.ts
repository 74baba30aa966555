/**
 * `npm run bench:photos`: what the property photo pipeline does on a device, and how long publishing takes.
 *
 * 1. Compression: in headless Debian Chromium, a generated 4000×3000 JPEG (a phone photo's size) goes
 *    through browser-image-compression with the product's settings (PHOTO_COMPRESSION from
 *    @lotengo/shared: web worker, ≤ 1920 px, ~1 MB, EXIF dropped). Prints input bytes, output bytes,
 *    output size in pixels, time, and the main thread's long tasks meanwhile (near 0 = off the main
 *    thread). BENCH_RUNS runs (default 3), median reported.
 * 2. Publishing: the production build with the mock API (whole stack on free ports, like `npm run bench`):
 *    Lucía (demo user) adds three such photos on /page/property-create, fills the form and presses
 *    "Crear". Prints the time from the click to "Mis Propiedades" (its heading and the availability
 *    modal visible), and, for context, the time from adding the photos until all three were optimised
 *    and uploaded (they upload while the owner fills the form, before "Crear").
 *
 * Options (environment): BENCH_RUNS, BENCH_PORT_BASE (first of 9 ports, default 19480), CHROMIUM_PATH,
 * BENCH_SKIP_PUBLISH=1 (compression only).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { PERU_TIME_ZONE, PHOTO_COMPRESSION } from '@lotengo/shared/contracts';
import { paths } from '@lotengo/shared/routing';
import { demoUser, DEMO_PASSWORD } from '@lotengo/mock-api/demo-users';
import { ensureBuilt } from '../lib/build';
import { freePorts, withBenchStack } from './bench-stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE) || 19480;
const LIB = require.resolve('browser-image-compression/dist/browser-image-compression.js');
const log = (line: string) => process.stdout.write(`[bench:photos] ${line}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/**
 * Draws a 4000×3000 "photo" (gradient plus 60,000 soft blobs: detail a JPEG cannot squeeze away) as base64
 * JPEG.
 */
const MAKE_PHOTO = `async (w, h, seed) => {
  const c = new OffscreenCanvas(w, h); const x = c.getContext('2d');
  const g = x.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, 'hsl(' + seed + ' 55% 35%)'); g.addColorStop(1, 'hsl(' + (seed + 120) + ' 55% 70%)');
  x.fillStyle = g; x.fillRect(0, 0, w, h);
  let s = seed * 9301 + 49297; const r = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  for (let i = 0; i < 60000; i++) {
    x.fillStyle = 'hsla(' + Math.floor(r() * 360) + ' 60% ' + Math.floor(30 + r() * 50) + '% / 0.5)';
    x.fillRect(r() * w, r() * h, 4 + r() * 30, 4 + r() * 30);
  }
  const b = await c.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  const u = new Uint8Array(await b.arrayBuffer());
  let out = '';
  for (let i = 0; i < u.length; i += 0x8000) out += String.fromCharCode(...u.subarray(i, i + 0x8000));
  return btoa(out);
}`;

interface CompressionSample {
  inBytes: number;
  outBytes: number;
  outWidth: number;
  outHeight: number;
  ms: number;
  longTaskMs: number;
}

/** A page on its own origin that serves the library, so the worker loads it like the product does (libURL). */
function serveLibrary(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/lib.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      fs.createReadStream(LIB).pipe(res);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><html lang="es"><title>bench</title><script src="/lib.js"></script>');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}

async function compressionRun(page: Page, origin: string, seed: number): Promise<CompressionSample> {
  const photo = (await page.evaluate(`(${MAKE_PHOTO})(4000, 3000, ${seed})`)) as string;
  return (await page.evaluate(
    `(async () => {
      const bytes = Uint8Array.from(atob(${JSON.stringify(photo)}), (ch) => ch.charCodeAt(0));
      const file = new File([bytes], 'foto.jpg', { type: 'image/jpeg' });
      let longTaskMs = 0;
      const obs = new PerformanceObserver((l) => { for (const e of l.getEntries()) longTaskMs += e.duration; });
      obs.observe({ entryTypes: ['longtask'] });
      const t0 = performance.now();
      const out = await imageCompression(file, {
        ...${JSON.stringify(PHOTO_COMPRESSION)},
        fileType: 'image/jpeg',
        libURL: ${JSON.stringify(`${origin}/lib.js`)},
      });
      const ms = performance.now() - t0;
      await new Promise((r) => setTimeout(r, 50));
      obs.disconnect();
      const bmp = await createImageBitmap(out);
      return { inBytes: file.size, outBytes: out.size, outWidth: bmp.width, outHeight: bmp.height, ms, longTaskMs };
    })()`,
  )) as CompressionSample;
}

async function benchCompression(browser: Browser) {
  const lib = await serveLibrary();
  const page = await browser.newPage();
  try {
    await page.goto(lib.url);
    await compressionRun(page, lib.url, 1); // warm-up (worker start, JIT)
    const samples: CompressionSample[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = await compressionRun(page, lib.url, 10 + i * 40);
      samples.push(s);
      log(
        `compresión ${i + 1}/${RUNS}: ${s.inBytes} → ${s.outBytes} bytes, ${s.outWidth}×${s.outHeight}, ` +
          `${s.ms.toFixed(0)} ms (tareas largas en el hilo principal: ${s.longTaskMs.toFixed(0)} ms)`,
      );
    }
    return samples;
  } finally {
    await page.close();
    lib.close();
  }
}

async function fillForm(page: Page) {
  const label = (text: string) => page.getByLabel(text, { exact: true });
  await label('Tipo de propietario').locator('option', { hasText: 'Propietario' }).waitFor({ state: 'attached' });
  await label('Tipo de propietario').selectOption('Propietario');
  await label('Tipo de operación').selectOption({ label: 'ALQUILAR' });
  await label('Tipo de propiedad').selectOption({ label: 'Departamento' });
  await label('Región').selectOption('LIMA');
  await label('Distrito')
    .locator('option', { hasText: /^MIRAFLORES$/ })
    .waitFor({ state: 'attached' });
  await label('Distrito').selectOption({ label: 'MIRAFLORES' });
  await label('Dirección').fill('Av. Benchmark 123');
  for (const l of ['Dormitorios', 'Baños', 'Estacionamientos']) await label(`${l} (opcional)`).selectOption('2');
  await label('Precio (US$)').fill('1500');
  for (const box of await page.getByRole('checkbox').all()) await box.check();
}

async function benchPublish(browser: Browser) {
  const ports = await freePorts(PORT_BASE);
  log(`levantando el stack (builds de producción) en :${ports.shell}…`);
  return withBenchStack({ ports, tmpPrefix: 'lotengo-bench-photos-' }, async (stack) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      locale: 'es-PE',
      timezoneId: PERU_TIME_ZONE,
    });
    const page = await context.newPage();
    const lucia = demoUser.lucia;
    await page.goto(`${stack.urls.shell}${paths.login}`);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(lucia.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page
      .getByRole('button', { name: `Hola, ${lucia.firstName} ${lucia.lastName}` })
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    await page.goto(`${stack.urls.shell}${paths.propertyCreate}`);
    await page.getByRole('button', { name: 'Crear', exact: true }).waitFor({ timeout: 30_000 });
    const files = [];
    for (const seed of [30, 150, 270]) {
      const b64 = (await page.evaluate(`(${MAKE_PHOTO})(4000, 3000, ${seed})`)) as string;
      files.push({ name: `foto-${seed}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(b64, 'base64') });
    }
    const added = Date.now();
    await page.getByLabel('Fotos de la propiedad').setInputFiles(files);
    await page.waitForFunction(() => document.querySelectorAll('[data-photo-status="done"]').length === 3, null, {
      timeout: 120_000,
    });
    const photosMs = Date.now() - added;
    await fillForm(page);
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Mis Propiedades' }).waitFor({ timeout: 60_000 });
    await page.getByRole('dialog', { name: 'Programa tus horarios disponibles' }).waitFor({ timeout: 60_000 });
    const publishMs = Date.now() - t0;
    await context.close();
    return { photosMs, publishMs, inBytes: files.map((f) => f.buffer.length) };
  });
}

async function main() {
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`No se encontró Chromium en ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const c = await benchCompression(browser);
    process.stdout.write(
      `\nCompresión de una foto 4000×3000 (mediana de ${c.length}): entrada ${median(c.map((s) => s.inBytes))} bytes ` +
        `(${kb(median(c.map((s) => s.inBytes)))}), ` +
        `salida ${median(c.map((s) => s.outBytes))} bytes (${kb(median(c.map((s) => s.outBytes)))}), ` +
        `${c[0]!.outWidth}×${c[0]!.outHeight} px, ` +
        `${median(c.map((s) => s.ms)).toFixed(0)} ms; tareas largas en el hilo principal ` +
        `${median(c.map((s) => s.longTaskMs)).toFixed(0)} ms\n`,
    );
    if (process.env.BENCH_SKIP_PUBLISH === '1') return;
    const built = await ensureBuilt({ sink: (source, line) => log(`${source}: ${line}`) });
    if (built.length) log(`compilados: ${built.join(', ')}`);
    const p = await benchPublish(browser);
    process.stdout.write(
      `Publicar con tres fotos (${p.inBytes.map(kb).join(', ')}): optimizadas y subidas en ${p.photosMs} ms; ` +
        `de "Crear" a "Mis Propiedades" con el modal de horarios: ${p.publishMs} ms\n`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`\n[bench:photos] error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(2);
});
