import type { HouseRequest } from '@lotengo/shared/contracts';
import { answerPublicPage } from '../answer';
import { previewImagePath } from '../preview-image';
import { API, asText, fakeApi, request, SITE } from './fake-api';

const CANONICAL = '/solicitud/7-busco-departamento-en-alquiler-en-miraflores';
const HIDDEN = request({ indexable: false });

function ask(
  urlPath: string,
  requests: HouseRequest[],
  opts: { ignoresIndexable?: boolean; query?: Record<string, string> } = {},
) {
  const api = fakeApi(requests, opts);
  const answer = answerPublicPage({
    urlPath,
    query: opts.query,
    apiBaseUrl: API,
    siteUrl: SITE,
    fetchImpl: api.fetchImpl,
    sitemapUrlsPerFile: 2,
  });
  return answer.then((res) => ({ ...asText(res)!, searches: api.searches }));
}

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

/** Two indexable rent requests in Miraflores (1, 2), one kept out (3) and one kept out in San Isidro (4). */
const WORLD = [
  request({ houseRequestId: 1 }),
  request({ houseRequestId: 2 }),
  request({ houseRequestId: 3, indexable: false }),
  request({ houseRequestId: 4, indexable: false, ubigeoId: 150131, district: 'SAN ISIDRO' }),
];

describe('a request its seeker keeps out of search engines', () => {
  it('still answers its page to whoever has the link, marked noindex, with no image and no JSON-LD', async () => {
    const res = await ask(CANONICAL, [HIDDEN]);
    expect(res.status).toBe(200);
    expect(res.headers).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=300',
      'X-Robots-Tag': 'noindex',
    });
    const html = res.body;
    expect(html).toContain('<meta name="robots" content="noindex">');
    // What a person and a chat's plain preview read is all there.
    for (const kept of [
      '<h1>Departamento en alquiler · Miraflores</h1>',
      '<dt>Dormitorios</dt><dd>2</dd>',
      '<a class="lt-pubreq__cta" href="/page/requests?lotengo=7" data-app-link="">¡Lo tengo!</a>',
      'Compartir por WhatsApp',
      `<meta property="og:url" content="${SITE}${CANONICAL}">`,
      '<meta property="og:title" content="Departamento en alquiler · Miraflores | Lo Tengo">',
      '<meta name="twitter:card" content="summary">',
    ])
      expect(html).toContain(kept);
    for (const gone of ['og:image', 'twitter:image', 'vista-previa', 'application/ld+json', 'summary_large_image'])
      expect(html).not.toContain(gone);
  });

  it('has no preview image: its URL answers 404', async () => {
    const res = await ask(previewImagePath(HIDDEN), [HIDDEN]);
    expect(res.status).toBe(404);
    expect(res.headers['Content-Type']).toMatch(/^text\/html/);
  });

  it('is indexable when the backend does not say (an older one): the page keeps its image and JSON-LD', async () => {
    const { indexable: _, ...older } = request();
    const res = await ask(CANONICAL, [older as HouseRequest]);
    expect(res.headers['X-Robots-Tag']).toBeUndefined();
    expect(res.body).toContain('<meta property="og:image"');
    expect(res.body).toContain('application/ld+json');
    expect(res.body).not.toContain('noindex');
  });

  it('is left out of the sitemap files, and its district counts only indexable requests', async () => {
    const index = await ask('/sitemap.xml', WORLD);
    // Two indexable requests at two a file: one file (three would have made two).
    expect(locs(index.body)).toEqual([`${SITE}/sitemaps/solicitudes-1.xml`, `${SITE}/sitemaps/distritos.xml`]);
    expect(index.searches.every((s) => s.indexableOnly === true)).toBe(true);
    const file = await ask('/sitemaps/solicitudes-1.xml', WORLD);
    expect(locs(file.body)).toEqual([
      `${SITE}/solicitud/2-busco-departamento-en-alquiler-en-miraflores`,
      `${SITE}/solicitud/1-busco-departamento-en-alquiler-en-miraflores`,
    ]);
    // San Isidro's only live request is kept out: the district is not in the sitemap.
    const districts = await ask('/sitemaps/distritos.xml', WORLD);
    expect(locs(districts.body)).toEqual([`${SITE}/solicitudes/alquiler/miraflores`]);
  });

  it("is left out of its district's page, whose count and index follow", async () => {
    const miraflores = await ask('/solicitudes/alquiler/miraflores', WORLD);
    const ids = [...miraflores.body.matchAll(/href="\/solicitud\/(\d+)-/g)].map((m) => Number(m[1]));
    expect(ids).toEqual([2, 1]);
    expect(miraflores.body).toContain('2 personas buscan inmueble en alquiler en Miraflores.');
    expect(miraflores.body).not.toContain('noindex');
    const sanIsidro = await ask('/solicitudes/alquiler/san-isidro', WORLD);
    expect(sanIsidro.status).toBe(200);
    expect(sanIsidro.body).not.toContain('/solicitud/4-');
    expect(sanIsidro.body).toContain('<meta name="robots" content="noindex">');
  });

  it("is not offered on a closed request's page among the live ones nearby", async () => {
    const res = await ask('/solicitud/9-x', [request({ houseRequestId: 9, state: 'closed' }), ...WORLD]);
    expect(res.status).toBe(410);
    expect(res.body).toContain('href="/solicitud/2-');
    expect(res.body).not.toContain('/solicitud/3-');
  });

  it('stays out even when a backend ignores the filter', async () => {
    const opts = { ignoresIndexable: true };
    expect(locs((await ask('/sitemaps/solicitudes-1.xml', WORLD, opts)).body)).not.toContain(
      `${SITE}/solicitud/3-busco-departamento-en-alquiler-en-miraflores`,
    );
    expect(locs((await ask('/sitemaps/distritos.xml', WORLD, opts)).body)).toEqual([
      `${SITE}/solicitudes/alquiler/miraflores`,
    ]);
    expect((await ask('/solicitudes/alquiler/miraflores', WORLD, opts)).body).not.toContain('/solicitud/3-');
  });
});
