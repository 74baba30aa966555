import { answerPublicPage } from '../answer';
import { API, asText, fakeApi, request, SITE } from './fake-api';

const CANONICAL = '/solicitud/7-busco-departamento-en-alquiler-en-miraflores';
const ask = (urlPath: string, requests = [request()], opts: { down?: boolean } = {}) =>
  answerPublicPage({
    urlPath,
    apiBaseUrl: API,
    siteUrl: `${SITE}/`,
    fetchImpl: fakeApi(requests, opts).fetchImpl,
  }).then(asText);

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

describe("a request's public page", () => {
  it('answers a live request with every fact, its tags and no personal data', async () => {
    const res = (await ask(CANONICAL))!;
    expect(res.status).toBe(200);
    expect(res.headers).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=300',
    });
    const html = res.body;
    expect(html).toMatch(/^<!doctype html><html lang="es-PE">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    for (const fact of [
      'Alquiler',
      'Departamento',
      'Miraflores, Lima, Lima',
      // No-break spaces: "$" never ends a line away from its amount.
      '$\u00a0800\u00a0- $\u00a01,200',
      'Presupuesto (US$)',
      '<dt>Dormitorios</dt><dd>2</dd>',
      '<dt>Baños</dt><dd>1</dd>',
      '<dt>Estacionamientos</dt><dd>1</dd>',
      '80 m²',
      // 03:30 UTC on 2 March is still 1 March in Lima.
      '1 de marzo de 2026',
      'Cerca al parque Kennedy',
      '<a class="lt-pubreq__cta" href="/page/requests?lotengo=7" data-app-link="">¡Lo tengo!</a>',
      'href="/solicitudes/alquiler/miraflores"',
      `<link rel="canonical" href="${SITE}${CANONICAL}">`,
      `<meta property="og:url" content="${SITE}${CANONICAL}">`,
      '<meta property="og:type" content="website">',
      '<meta property="og:locale" content="es_PE">',
      '<meta property="og:site_name" content="Lo Tengo">',
      '<meta property="og:title" content="Departamento en alquiler · Miraflores | Lo Tengo">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:title"',
      '<meta name="twitter:description"',
      '<meta property="og:description" content="Busco departamento en alquiler en Miraflores.',
    ])
      expect(html).toContain(fact);
    // Shared in one tap, with no script: WhatsApp's link carries this page's URL.
    const share = /<a class="lt-pubreq__share" href="([^"]+)"[^>]*>Compartir por WhatsApp<\/a>/.exec(html);
    expect(new URL(share![1]!.replace(/&amp;/g, '&')).searchParams.get('text')).toContain(`${SITE}${CANONICAL}`);
    // The link preview's picture: its URL carries the version of what it shows.
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)![1]!;
    expect(image).toMatch(new RegExp(`^${SITE}${CANONICAL}/vista-previa-[0-9a-f]{10}\\.png$`));
    for (const tag of [
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta property="og:image:type" content="image/png">',
      '<meta property="og:image:alt" content="Solicitud en Lo Tengo: Busco departamento en alquiler en Miraflores, ' +
        'Presupuesto (US$) $\u00a0800\u00a0- $\u00a01,200, 2 dormitorios · 1 baño.">',
      `<meta name="twitter:image" content="${image}">`,
    ])
      expect(html).toContain(tag);
    expect(html).not.toContain('noindex');
    // Contact typed into the description is masked; the seeker is never named.
    expect(html).toContain('llámame al [teléfono oculto] o escribe a [correo oculto]');
    for (const secret of ['987 654 321', 'ana.perez', '999888777', '4242', 'ana-secreta', 'avatar'])
      expect(html).not.toContain(secret);
  });

  it('describes the request as a schema.org Demand', async () => {
    const ld = jsonLdOf((await ask(CANONICAL))!.body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Demand',
      url: `${SITE}${CANONICAL}`,
      itemOffered: { '@type': 'Product', name: 'Departamento' },
      areaServed: { '@type': 'Place', address: { addressLocality: 'Miraflores', addressCountry: 'PE' } },
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 800, maxPrice: 1200, priceCurrency: 'USD' },
      availabilityStarts: '2026-03-02T03:30:00.000Z',
      validThrough: '2026-05-01T03:30:00.000Z',
    });
    const text = JSON.stringify(ld);
    for (const secret of ['987', 'ana.perez', '4242', 'avatar', 'phone', 'userCode'])
      expect(text).not.toContain(secret);
  });

  it('escapes a description that holds markup, in the page and in the JSON-LD', async () => {
    const evil = request({ description: '</script><script>alert(1)</script> <b>hola</b>' });
    const html = (await ask(CANONICAL, [evil]))!.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>hola');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;hola&lt;/b&gt;');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(html).description).toBe('</script><script>alert(1)</script> <b>hola</b>');
  });

  it.each(['/solicitud/7', '/solicitud/7-busco-casa', `${CANONICAL}/`])('moves %s to the canonical URL', async (p) => {
    const res = (await ask(p))!;
    expect(res.status).toBe(301);
    expect(res.headers.Location).toBe(`${SITE}${CANONICAL}`);
  });

  it('answers 404 in Spanish for an unknown request', async () => {
    const res = (await ask('/solicitud/99-busco'))!;
    expect(res.status).toBe(404);
    expect(res.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
    expect(res.body).toContain('No encontramos esta página');
    expect(res.body).not.toContain('og:image');
  });

  it.each(['closed', 'expired', 'paused'] as const)(
    'answers 410 for a %s request, with live ones nearby',
    async (s) => {
      const others = [
        request({ houseRequestId: 8, propertyType: 'Casa' }),
        request({ houseRequestId: 9, state: 'closed' }),
      ];
      const res = (await ask('/solicitud/7-otra', [request({ state: s }), ...others]))!;
      expect(res.status).toBe(410);
      expect(res.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
      expect(res.body).toContain('Esta solicitud ya no está activa');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('href="/solicitud/8-busco-casa-en-alquiler-en-miraflores"');
      expect(res.body).not.toContain('/solicitud/9-');
      expect(res.body).not.toContain('teléfono');
      expect(res.body).not.toContain('og:image');
    },
  );

  it('answers 503, never cached, when the API does not answer', async () => {
    const res = (await ask(CANONICAL, [], { down: true }))!;
    expect(res.status).toBe(503);
    expect(res.headers['Cache-Control']).toBe('no-store');
  });

  it('leaves any other path to the app', async () => {
    expect(await ask('/page/requests')).toBeNull();
  });
});
