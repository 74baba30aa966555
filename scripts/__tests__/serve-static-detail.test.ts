/**
 * scripts/serve-static.ts's detail route: the built template, with the first photo written in for the
 * user the API lets see the property (platform/src/detail-page/first-screen.ts), as the browser asks for it
 * (the detail cookie beside the canary's). The API is a real HTTP server here that checks the token.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { DETAIL_TEMPLATE_ASSET } from '@lotengo/platform/detail-page/first-screen';
import { createStaticApp } from '../serve-static';

const TEMPLATE =
  '<html><head></head><body><div data-prerendered-static="/page/property/:propertyId"><div ' +
  'class="ltg-frame"></div></div></body></html>';
const jwt = (uid: string) =>
  `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify({ user_id: uid })).toString('base64url')}.`;
const PHOTO = '/storage/3/0b7c1f3e-8a2d-4c55-9d1e-6f2a3b4c5d6e';

let dist: string;
let api: http.Server;
let apiBaseUrl: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-detail-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><body>portada</body></html>');
  fs.mkdirSync(path.dirname(path.join(dist, DETAIL_TEMPLATE_ASSET)), { recursive: true });
  fs.writeFileSync(path.join(dist, DETAIL_TEMPLATE_ASSET), TEMPLATE);
  // Property 12 is Diego's to see; nobody else's. Its stand-in is a tiny JPEG.
  api = http.createServer((req, res) => {
    if (req.url === `/mvp${PHOTO}?previa=1`) {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
      return;
    }
    const allowed = req.url === '/mvp/property/12' && req.headers.authorization === `Bearer ${jwt('uid-diego')}`;
    res.writeHead(allowed ? 200 : 403, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        allowed ? { propertyId: 12, multimedias: [{ fileUrl: PHOTO }] } : { message: 'No puedes ver esta propiedad' },
      ),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/mvp`;
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

const site = () => supertest(createStaticApp({ distDir: dist, runtimeConfig: { apiBaseUrl } as never }));

describe("serve-static: a property's detail", () => {
  it("writes the first photo for the recipient's browser, private to it", async () => {
    const res = await site()
      .get('/page/property/12')
      .set('Cookie', `__session=0123456789abcdef0123456789abcdef; __session=${jwt('uid-diego')}`)
      .expect(200);
    expect(res.text).toContain(`src="${apiBaseUrl}${PHOTO}?w=960"`);
    expect(res.text).toContain('data-for-uid="uid-diego"');
    expect(res.headers.link).toContain(`<${apiBaseUrl}${PHOTO}?w=960>; rel=preload; as=image`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it("sends the bare template to a stranger's or a visitor's browser", async () => {
    for (const cookie of [`__session=${jwt('uid-lucia')}`, '']) {
      const res = await site().get('/page/property/12').set('Cookie', cookie).expect(200);
      expect(res.text).toBe(TEMPLATE);
      expect(res.headers.link).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('without a template (a build that has none), a detail is the app shell, whoever asks', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-detail-bare-'));
    try {
      fs.writeFileSync(path.join(bare, 'index.html'), '<html><body>portada</body></html>');
      const http = supertest(createStaticApp({ distDir: bare, runtimeConfig: { apiBaseUrl } as never }));
      for (const cookie of [`__session=${jwt('uid-diego')}`, ''])
        expect((await http.get('/page/property/12').set('Cookie', cookie).expect(200)).text).toContain('portada');
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it('leaves other routes to the app shell', async () => {
    expect((await site().get('/page/property/abc').expect(200)).text).toContain('portada');
    expect((await site().get('/page/login').expect(200)).text).toContain('portada');
  });
});
