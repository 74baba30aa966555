import { PUBLIC_REQUEST_DATA_ID, PUBLIC_REQUEST_SLOT_ID } from '@lotengo/shared/routing/public-paths';
import { answerPublicPage } from '../answer';
import { inShellTemplate } from '../in-template';
import { API, asText, fakeApi, request, SITE } from './fake-api';

const CANONICAL = '/solicitud/7-busco-departamento-en-alquiler-en-miraflores';
/** The shape the build writes (landing-prerender.tsx): the shell's head and frame around an empty slot. */
const TEMPLATE =
  '<!doctype html><html lang="es-PE"><head><meta charset="utf-8"><title>Solicitud · Lo Tengo</title>' +
  '<meta name="description" content="Lo Tengo"><script src="/main.js" defer></script></head><body>' +
  `<div id="root"><header class="site-header">Lo Tengo</header><main><div id="${PUBLIC_REQUEST_SLOT_ID}"></div>` +
  '</main><footer class="site-footer"></footer></div></body></html>';

const ask = (template: () => Promise<string | null>, requests = [request()]) =>
  answerPublicPage({
    urlPath: CANONICAL,
    apiBaseUrl: API,
    siteUrl: SITE,
    fetchImpl: fakeApi(requests).fetchImpl,
    template,
  }).then(asText);

describe("a request's page in the shell's template", () => {
  it('writes the page into the slot, its head over the template’s, and its data for the app', async () => {
    const res = (await ask(async () => TEMPLATE))!;
    expect(res.status).toBe(200);
    const html = res.body;
    // The app's scripts and frame stay; the page's own title and description replace the template's.
    expect(html).toContain('<script src="/main.js" defer></script>');
    expect(html).toContain('<header class="site-header">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Departamento en alquiler · Miraflores | Lo Tengo</title>');
    expect(html).not.toContain('content="Lo Tengo"><script');
    expect(html).toContain(`<link rel="canonical" href="${SITE}${CANONICAL}">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toMatch(
      new RegExp(
        `<div id="${PUBLIC_REQUEST_SLOT_ID}"><article class="lt-pubreq" data-request-id="7">.*</article></div>`,
      ),
    );
    const data = new RegExp(`<script type="application/json" id="${PUBLIC_REQUEST_DATA_ID}">(.*?)</script>`).exec(html);
    const view = JSON.parse(data![1]!) as { id: number; path: string; description: string };
    expect(view).toMatchObject({ id: 7, path: CANONICAL });
    // The data is the page's: masked like the HTML, nothing else of the seeker.
    expect(view.description).toContain('[teléfono oculto]');
    expect(data![1]).not.toMatch(/userCode|email|phone/i);
  });

  it('falls back to a document of its own without a template, or with one that has no slot', async () => {
    for (const template of [
      async () => null,
      async () => '<html><body>viejo</body></html>',
      () => Promise.reject(new Error('x')),
    ]) {
      const html = (await ask(template))!.body;
      expect(html).toMatch(/^<!doctype html><html lang="es-PE"><head><meta charset="utf-8">/);
      expect(html).toContain('<article class="lt-pubreq" data-request-id="7">');
      expect(html).not.toContain(PUBLIC_REQUEST_DATA_ID);
    }
  });

  it('keeps markup typed by the seeker as text, and a `</script>` out of the data', async () => {
    const evil = request({ description: 'hola </script><script>alert(1)</script> <img src=x onerror=alert(1)>' });
    const html = (await ask(async () => TEMPLATE, [evil]))!.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('\\u003c/script>');
  });

  it('returns null for a template without its slot', () => {
    expect(inShellTemplate('<html><head></head><body></body></html>', '', 'x', '{}')).toBeNull();
  });
});
