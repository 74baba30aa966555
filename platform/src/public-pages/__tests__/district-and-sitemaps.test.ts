import { answerPublicPage } from '../answer';
import { API, asText, fakeApi, request, SITE } from './fake-api';

const ask = (urlPath: string, requests: ReturnType<typeof request>[], extra: { query?: Record<string, string> } = {}) =>
  answerPublicPage({
    urlPath,
    apiBaseUrl: API,
    siteUrl: SITE,
    fetchImpl: fakeApi(requests).fetchImpl,
    sitemapUrlsPerFile: 2,
    ...extra,
  }).then(asText);

/** 45 live rent requests in Miraflores (ids 1–45), one closed, one to buy in San Isidro. */
const WORLD = [
  ...Array.from({ length: 45 }, (_, i) =>
    request({ houseRequestId: i + 1, lastActiveAt: `2026-03-${String((i % 28) + 1).padStart(2, '0')}T12:00:00.000Z` }),
  ),
  request({ houseRequestId: 46, state: 'closed' }),
  request({
    houseRequestId: 47,
    tprocessId: 3,
    processType: 'COMPRAR',
    ubigeoId: 150131,
    district: 'SAN ISIDRO',
    propertyType: 'Casa',
  }),
];

describe('district pages', () => {
  it('lists live requests of the operation, newest first, 20 a page, with prev/next', async () => {
    const res = (await ask('/solicitudes/alquiler/miraflores', WORLD, { query: { pagina: '2' } }))!;
    expect(res.status).toBe(200);
    expect(res.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=300');
    const ids = [...res.body.matchAll(/href="\/solicitud\/(\d+)-/g)].map((m) => Number(m[1]));
    expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(res.body).toContain('<h1>Solicitudes de alquiler en Miraflores · Página 2</h1>');
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/solicitudes/alquiler/miraflores?pagina=2">`);
    expect(res.body).toContain(`<link rel="prev" href="${SITE}/solicitudes/alquiler/miraflores">`);
    expect(res.body).toContain(`<link rel="next" href="${SITE}/solicitudes/alquiler/miraflores?pagina=3">`);
    expect(res.body).not.toContain('/solicitud/46-');
  });

  it('answers 404 for an unknown district or a page past the end', async () => {
    expect((await ask('/solicitudes/alquiler/narnia', WORLD))!.status).toBe(404);
    expect((await ask('/solicitudes/alquiler/miraflores', WORLD, { query: { pagina: '9' } }))!.status).toBe(404);
  });

  it('keeps a district without live requests out of the index', async () => {
    const res = (await ask('/solicitudes/compra/miraflores', WORLD))!;
    expect(res.status).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('robots.txt and sitemaps', () => {
  it('disallows the private pages and names the sitemap', async () => {
    const res = (await ask('/robots.txt', WORLD))!;
    expect(res.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    for (const line of [
      'User-agent: *',
      'Disallow: /page/profile',
      'Disallow: /page/buzon',
      'Disallow: /page/properties',
      'Disallow: /page/my-request',
      'Disallow: /page/login',
      'Disallow: /page/requests-create/',
      'Disallow: /page/edit-request/',
      'Allow: /',
      `Sitemap: ${SITE}/sitemap.xml`,
    ])
      expect(res.body.split('\n')).toContain(line);
  });

  it('indexes one file per 2 live requests (50,000 in production) and the districts', async () => {
    const res = (await ask('/sitemap.xml', WORLD.slice(0, 3)))!;
    expect(res.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${SITE}/sitemaps/solicitudes-1.xml`,
      `${SITE}/sitemaps/solicitudes-2.xml`,
      `${SITE}/sitemaps/distritos.xml`,
    ]);
  });

  it('lists live requests only, with their canonical URL and lastmod', async () => {
    const world = [...WORLD.slice(0, 2), request({ houseRequestId: 3, state: 'paused' })];
    const res = (await ask('/sitemaps/solicitudes-1.xml', world))!;
    expect(res.body).toContain(
      `<url><loc>${SITE}/solicitud/2-busco-departamento-en-alquiler-en-miraflores</loc>` +
        '<lastmod>2026-03-02T12:00:00.000Z</lastmod></url>',
    );
    expect(res.body).toContain('/solicitud/1-busco');
    expect(res.body).not.toContain('/solicitud/3-');
    expect((await ask('/sitemaps/solicitudes-2.xml', world))!.status).toBe(404);
  });

  it('lists the district pages that have a live request, dated by the newest', async () => {
    const res = (await ask('/sitemaps/distritos.xml', WORLD))!;
    const urls = [...res.body.matchAll(/<url><loc>(.*?)<\/loc><lastmod>(.*?)<\/lastmod><\/url>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(urls).toEqual([
      [`${SITE}/solicitudes/compra/san-isidro`, '2026-03-02T03:30:00.000Z'],
      [`${SITE}/solicitudes/alquiler/miraflores`, '2026-03-28T12:00:00.000Z'],
    ]);
  });
});
