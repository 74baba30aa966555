/**
 * A request read as WhatsApp's and Google's crawlers read it: no JavaScript, only the HTML as served. A new
 * request's own page holds its facts, its link preview tags and its JSON-LD, and nothing of the person behind
 * it (a phone and an e-mail typed into its description are masked); a wrong slug moves to the canonical URL;
 * robots.txt keeps crawlers off the private pages and names the sitemap, which lists the request; once the
 * seeker closes it, its page answers 410 ("Esta solicitud ya no está activa", noindex) and the sitemap drops it.
 * A request published out of search engines still opens from its link, marked noindex, without preview image,
 * JSON-LD, sitemap entry or place on its district's page; switched on and off again, its image URL stops answering.
 */
import { apiPaths } from '@lotengo/shared/contracts';
import { alertApiPaths } from '@lotengo/shared/contracts/alerts';
import {
  callApi,
  checkA11y,
  demoUser,
  E2E_URLS,
  expect,
  publishRequest,
  requestPayload,
  test,
  userCodeOf,
  type Page,
} from '../support';

const SAN_MIGUEL = 150136;
const WHATSAPP = 'WhatsApp/2.23.20.0 A';

test.use({ javaScriptEnabled: false, userAgent: WHATSAPP, viewport: { width: 360, height: 740 } });

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');

interface TakeOverWatch {
  __takeOver?: { texts: string[]; tops: number[]; replaced: boolean };
}

/**
 * Runs before the page's scripts: from the HTML as parsed to the app's own render, every state of the
 * request's page a frame could paint (its text, its heading's place), and whether the app replaced it.
 */
function watchTakeOver() {
  const w = window as unknown as TakeOverWatch;
  let first: Element | null = null;
  const seen = { texts: [] as string[], tops: [] as number[], replaced: false };
  w.__takeOver = seen;
  const look = () => {
    const article = document.querySelector('article.lt-pubreq');
    if (!article) return;
    first ??= article;
    seen.replaced ||= article !== first;
    const text = (article as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
    if (!seen.texts.includes(text)) seen.texts.push(text);
    const top = Math.round(article.querySelector('h1')!.getBoundingClientRect().top);
    if (!seen.tops.includes(top)) seen.tops.push(top);
  };
  document.addEventListener('DOMContentLoaded', () => {
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Every `<loc>` of the sitemap index's files, as a crawler walks them. */
async function sitemapUrls(page: Page): Promise<string[]> {
  const index = await (await page.request.get(`${E2E_URLS.shell}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(files.length, 'archivos del índice').toBeGreaterThan(0);
  const urls: string[] = [];
  for (const file of files) {
    const res = await page.request.get(`${E2E_URLS.shell}${new URL(file).pathname}`);
    expect(res.status(), file).toBe(200);
    urls.push(...[...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  }
  return urls;
}

test('la página pública de una solicitud, como la leen WhatsApp y Google', async ({ page, browser }) => {
  const seeker = { ...demoUser.andrea, userCode: await userCodeOf(demoUser.andrea) };
  const tag = Date.now().toString(36);
  const { houseRequestId } = await publishRequest(
    seeker,
    requestPayload(seeker.userCode, SAN_MIGUEL, {
      description: `Busco depa luminoso cerca del parque ${tag}. Llámame al 987 654 321 o escribe a yo@correo.pe`,
      costInit: 900,
      costEnd: 1400,
    }),
  );

  // Without a slug: a permanent move to the canonical URL.
  const bare = await page.request.get(`${E2E_URLS.shell}/solicitud/${houseRequestId}`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  const canonical = bare.headers().location!;
  expect(canonical).toMatch(new RegExp(`/solicitud/${houseRequestId}-busco-departamento-en-alquiler-en-san-miguel$`));

  const answer = await page.goto(canonical);
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main).toContainText('Alquiler');
  await expect(main).toContainText('Departamento');
  await expect(main).toContainText(/SAN MIGUEL|San Miguel/);
  await expect(main).toContainText(/900/);
  await expect(main).toContainText(/1[,.]?400/);
  await expect(main).toContainText(`Busco depa luminoso cerca del parque ${tag}`);
  await expect(main.getByRole('link', { name: '¡Lo tengo!' })).toBeVisible();
  const share = new URL((await main.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href'))!);
  expect(share.origin + share.pathname).toBe('https://wa.me/');
  expect(share.searchParams.get('text')).toContain(canonical);

  // The link preview, as WhatsApp builds it.
  expect(await meta(page, 'og:title')).toBeTruthy();
  expect(await meta(page, 'og:description')).toBeTruthy();
  expect(await meta(page, 'og:url')).toBe(canonical);
  expect(await meta(page, 'og:locale')).toBe('es_PE');
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);

  // Its preview image: a real 1200×630 PNG (width and height from its IHDR chunk), cached for good.
  const imageUrl = (await meta(page, 'og:image'))!;
  expect(await meta(page, 'og:image:width')).toBe('1200');
  expect(await meta(page, 'og:image:height')).toBe('630');
  const image = await page.request.get(`${E2E_URLS.shell}${new URL(imageUrl).pathname}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toContain('immutable');
  const png = await image.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Demand', url: canonical });

  // The request is public, the person is not.
  const html = await page.content();
  for (const personal of [seeker.firstName, seeker.lastName, seeker.email, '987 654 321', 'yo@correo.pe'])
    expect(html, `sin «${personal}»`).not.toContain(personal);

  // Crawlers: the private pages are off limits, and the sitemap lists the request.
  const robots = await (await page.request.get(`${E2E_URLS.shell}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /page/profile');
  expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  expect(await sitemapUrls(page)).toContain(canonical);

  // Readable and accessible as a person sees it too (axe runs with scripts on).
  // (A new context takes this file's options: scripts back on, a browser's user agent.)
  const person = await browser.newPage({ javaScriptEnabled: true, userAgent: undefined });
  await person.addInitScript(watchTakeOver);
  await person.goto(canonical);
  // The app takes the page over (a new <article>, its own) without drawing anything else in between.
  await expect
    .poll(() => person.evaluate(() => (window as unknown as TakeOverWatch).__takeOver?.replaced), {
      message: 'la app toma la página',
    })
    .toBe(true);
  const seen = await person.evaluate(() => (window as unknown as TakeOverWatch).__takeOver!);
  expect(seen.texts, 'el contenido no cambia').toHaveLength(1);
  expect(seen.tops, 'el título no se mueve').toHaveLength(1);
  // In the app, "¡Lo tengo!" is a link inside it: no reload, the sign-in asks first.
  await person.getByRole('link', { name: '¡Lo tengo!' }).click();
  await expect(person).toHaveURL(/\/page\/login/);
  expect(await person.evaluate(() => (window as unknown as TakeOverWatch).__takeOver?.replaced)).toBe(true);
  await person.goto(canonical);
  await checkA11y(person);
  expect(await person.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await person.close();

  // The seeker found a place: the page says so, is kept out of search engines and out of the sitemap.
  await callApi(seeker, alertApiPaths.houseRequestClose, { id: houseRequestId }, {});
  const gone = await page.goto(canonical);
  expect(gone!.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Esta solicitud ya no está activa' })).toBeVisible();
  expect(await meta(page, 'robots')).toContain('noindex');
  expect(await sitemapUrls(page)).not.toContain(canonical);
});

test('una solicitud fuera de los buscadores: se abre con su enlace, sin índice, imagen ni sitemap', async ({
  page,
}) => {
  const seeker = { ...demoUser.andrea, userCode: await userCodeOf(demoUser.andrea) };
  const payload = requestPayload(seeker.userCode, SAN_MIGUEL, { indexable: false });
  const { houseRequestId } = await publishRequest(seeker, payload);
  const bare = await page.request.get(`${E2E_URLS.shell}/solicitud/${houseRequestId}`, { maxRedirects: 0 });
  const canonical = bare.headers().location!;

  const answer = await page.goto(canonical);
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()['x-robots-tag']).toBe('noindex');
  expect(await meta(page, 'robots')).toBe('noindex');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await meta(page, 'og:url')).toBe(canonical);
  expect(await meta(page, 'twitter:card')).toBe('summary');
  await expect(page.locator('meta[property="og:image"], meta[name="twitter:image"]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  expect(await sitemapUrls(page)).not.toContain(canonical);
  await page.getByRole('link', { name: /Ver más solicitudes en/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('San Miguel');
  await expect(page.locator(`a[href^="/solicitud/${houseRequestId}-"]`)).toHaveCount(0);

  // Its owner lets search engines in (the edit form's choice), then keeps them out again: the image goes with it.
  const edit = (indexable: boolean) =>
    callApi(seeker, apiPaths.houseRequestUpdate, { id: houseRequestId }, { ...payload, houseRequestId, indexable });
  await edit(true);
  await page.goto(canonical);
  const imagePath = new URL((await meta(page, 'og:image'))!).pathname;
  expect((await page.request.get(`${E2E_URLS.shell}${imagePath}`)).status()).toBe(200);
  await edit(false);
  expect((await page.request.get(`${E2E_URLS.shell}${imagePath}`)).status()).toBe(404);
});
