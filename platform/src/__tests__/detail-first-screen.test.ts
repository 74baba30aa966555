import { slideImage } from '@lotengo/shared/format/photos';
import fs from 'node:fs';
import path from 'node:path';
import {
  answerDetailPage,
  DETAIL_CACHE_CONTROL,
  detailIdOf,
  detailTokensFrom,
  FIRST_PHOTO_VAR,
  INLINE_PREVIEW_MAX_BYTES,
  uidOf,
  withFirstPhoto,
} from '@lotengo/platform/detail-page/first-screen';

const API = 'http://api.test/mvp';
const STORED = '/storage/3/0b7c1f3e-8a2d-4c55-9d1e-6f2a3b4c5d6e';
const TEMPLATE =
  '<html><head><title>Propiedad</title></head><body><div class="app" ' +
  'data-prerendered-static="/page/property/:propertyId"><div class="ltg-frame"></div></div></body></html>';
const jwt = (payload: object) => `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
const DIEGO = jwt({ user_id: 'uid-diego', sub: 'uid-diego' });
const CANARY = '__session=0123456789abcdef0123456789abcdef';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

/** A fake API: the property as `answer` says, its photo's stand-in (`?previa=1`) as `preview` says; every call kept. */
function api(answer: { status: number; fileUrl?: string }, preview: { type?: string; bytes?: Buffer } = {}) {
  const calls: { url: string; auth: string | null }[] = [];
  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, auth: new Headers(init?.headers).get('authorization') });
    if (url.endsWith('?previa=1')) {
      const bytes = preview.bytes ?? JPEG;
      return new Response(new Uint8Array(bytes), {
        headers: { 'content-type': preview.type ?? 'image/jpeg', 'content-length': String(bytes.length) },
      });
    }
    if (answer.status !== 200)
      return Response.json({ message: 'No puedes ver esta propiedad' }, { status: answer.status });
    return Response.json({ propertyId: 12, multimedias: answer.fileUrl ? [{ fileUrl: answer.fileUrl }] : [] });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const open = (
  cookieHeader: string | undefined,
  fake: ReturnType<typeof api>,
  urlPath = '/page/property/12',
  timeoutMs?: number,
) =>
  answerDetailPage({
    template: TEMPLATE,
    urlPath,
    cookieHeader,
    apiBaseUrl: `${API}/`,
    fetchImpl: fake.fetchImpl,
    timeoutMs,
  });

describe("a detail's first screen from its server", () => {
  it('reads the id of a detail path only', () => {
    expect(detailIdOf('/page/property/12')).toBe(12);
    expect(detailIdOf('/page/property/12/')).toBe(12);
    for (const other of [
      '/page/property/abc',
      '/page/property/1234567890',
      '/page/property/..',
      '/page/properties',
      '/page/property/12/x',
    ])
      expect(detailIdOf(other)).toBeNull();
  });

  it("takes the token among the request's __session cookies, never the canary's id", () => {
    expect(detailTokensFrom(`${CANARY}; __session=${DIEGO}; otra=1`)).toEqual([DIEGO]);
    expect(detailTokensFrom(CANARY)).toEqual([]);
    expect(detailTokensFrom(undefined)).toEqual([]);
    expect(uidOf(DIEGO)).toBe('uid-diego');
    expect(uidOf(jwt({ user_id: '"><script>' }))).toBeNull();
    expect(uidOf('a.b.c')).toBeNull();
  });

  it('writes the first photo, as the first slide asks for it, for a user the API lets see the property', async () => {
    const fake = api({ status: 200, fileUrl: STORED });
    const answer = await open(`${CANARY}; __session=${DIEGO}`, fake);
    const image = slideImage(`${API}${STORED}`);
    expect(answer.withPhoto).toBe(true);
    // The property asked as that user; the stand-in from the storage.
    expect(fake.calls[0]).toEqual({ url: `${API}/property/12`, auth: `Bearer ${DIEGO}` });
    expect(fake.calls[1]!.url).toBe(`${API}${STORED}?previa=1`);
    expect(answer.body).toContain(`src="${image.src}"`);
    expect(answer.body).toContain(`srcset="${image.srcSet}"`);
    expect(answer.body).toContain(`sizes="${image.sizes}"`);
    // Shown only in that user's tab, the stand-in too.
    expect(answer.body).toContain('data-for-uid="uid-diego"');
    expect(answer.body).toContain(
      `<style>html:not([data-uid="uid-diego"]) ` +
        '.ltg-frame__photo[data-for-uid]{visibility:hidden}' +
        `html[data-uid="uid-diego"]{${FIRST_PHOTO_VAR}:url(data:image/jpeg;base64,${JPEG.toString('base64')})}` +
        '</style></head>',
    );
    expect(answer.headers.Link).toBe(
      `<${image.src}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${image.srcSet}"; ` +
        `imagesizes="${image.sizes}"`,
    );
    expect(answer.headers['Cache-Control']).toBe('private, no-cache');
    expect(answer.headers.Vary).toBe('Cookie');
  });

  it('sends the template as it is to a stranger, without a token, on a slow API or for another path', async () => {
    const refused = api({ status: 403 });
    for (const answer of [
      await open(`__session=${DIEGO}`, refused),
      await open(CANARY, api({ status: 200, fileUrl: STORED })),
      await open(undefined, api({ status: 200, fileUrl: STORED })),
      await open(`__session=${DIEGO}`, api({ status: 200, fileUrl: STORED }), '/page/property/abc'),
      await open(`__session=${DIEGO}`, api({ status: 200 })),
    ]) {
      expect(answer.body).toBe(TEMPLATE);
      expect(answer.withPhoto).toBe(false);
      expect(answer.headers.Link).toBeUndefined();
      expect(answer.headers['Cache-Control']).toBe('private, no-cache');
    }
    expect(refused.calls).toHaveLength(1);
    expect((await open(`__session=${DIEGO}`, refused)).reason).toBe('API 403');
    expect((await open(CANARY, refused)).reason).toBe('sin token');
    const never = {
      fetchImpl: ((_: string, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('abort'))),
        )) as typeof fetch,
      calls: [],
    };
    expect((await open(`__session=${DIEGO}`, never, '/page/property/12', 30)).body).toBe(TEMPLATE);
  });

  it('inlines only a light image as the stand-in; a photo without variants goes as it is', async () => {
    const heavy = await open(
      `__session=${DIEGO}`,
      api({ status: 200, fileUrl: STORED }, { bytes: Buffer.alloc(INLINE_PREVIEW_MAX_BYTES + 1, 1) }),
    );
    expect(heavy.withPhoto).toBe(true);
    expect(heavy.body).not.toContain(FIRST_PHOTO_VAR);
    const notImage = await open(`__session=${DIEGO}`, api({ status: 200, fileUrl: STORED }, { type: 'text/html' }));
    expect(notImage.body).not.toContain(FIRST_PHOTO_VAR);
    const drawing = api({ status: 200, fileUrl: 'https://cdn.test/seed/casa.svg' });
    const plain = await open(`__session=${DIEGO}`, drawing);
    expect(plain.body).toContain('src="https://cdn.test/seed/casa.svg"');
    expect(plain.body).not.toContain('srcset');
    expect(plain.headers.Link).toBe('<https://cdn.test/seed/casa.svg>; rel=preload; as=image; fetchpriority=high');
    expect(drawing.calls).toHaveLength(1);
  });

  it("the shell's frame draws the stand-in, in this HTML and in the frame React renders over it", () => {
    const css = fs.readFileSync(
      path.join(__dirname, '..', '..', '..', 'shell', 'src', 'styles', 'shell', 'loading.css'),
      'utf8',
    );
    expect(css).toMatch(
      new RegExp(`\\.detail-loading \\.ltg-frame \\{[^}]*background-image: var\\(${FIRST_PHOTO_VAR}, none\\)`),
    );
  });

  it("firebase.json sends a detail's path to the function, before the app shell, with the same caching", () => {
    type Site = {
      target: string;
      rewrites: { regex?: string; function?: { functionId: string } }[];
      headers: { regex?: string; headers: { key: string; value: string }[] }[];
    };
    const hosting = (
      JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'firebase.json'), 'utf8')) as {
        hosting: Site[];
      }
    ).hosting;
    const shell = hosting.find((h) => h.target === 'shell')!;
    const toFunction = shell.rewrites.findIndex((r) => r.function?.functionId === 'detailPage');
    const fallback = shell.rewrites.findIndex((r) => r.regex === '^/(?:[^/]+/)*[^/.]*$');
    expect(toFunction).toBeGreaterThanOrEqual(0);
    expect(toFunction).toBeLessThan(fallback);
    const route = new RegExp(shell.rewrites[toFunction]!.regex!);
    for (const p of [
      '/page/property/12',
      '/page/property/12/',
      '/page/property/abc',
      '/page/property/1234567890',
      '/page/properties',
    ])
      expect([p, route.test(p)]).toEqual([p, detailIdOf(p) !== null]);
    const rule = shell.headers.find((h) => h.regex === shell.rewrites[toFunction]!.regex);
    expect(rule?.headers).toContainEqual({ key: 'Cache-Control', value: DETAIL_CACHE_CONTROL });
  });

  it('writes nothing from a URL that could leave the attribute or the header', async () => {
    for (const fileUrl of [
      'https://x.test/a".jpg',
      'data:text/html,<script>',
      'https://x.test/a b.jpg',
      "/storage/1/x'.jpg",
    ]) {
      expect((await open(`__session=${DIEGO}`, api({ status: 200, fileUrl }))).body).toBe(TEMPLATE);
    }
    expect(withFirstPhoto('<html><head></head><body>sin marco</body></html>', `${API}${STORED}`, 'uid-diego')).toEqual({
      html: '<html><head></head><body>sin marco</body></html>',
      link: null,
    });
  });
});
