/**
 * scripts/serve-static.ts answers the public request pages, robots.txt and the sitemaps through
 * platform/src/public-pages, from a real HTTP API; other routes stay the app's.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { request, SITE } from '@lotengo/platform/public-pages/__tests__/fake-api';
import { createStaticApp } from '../serve-static';

// The renderer's own fake request (every field the contract has), as the API would answer it.
const REQUEST = request({
  description: 'Luminoso, cerca al parque',
  address: 'Av. Larco',
  referenceAddress: 'Av. Larco',
  coveredArea: 0,
  numberParkinglot: 0,
  urlAvataruser: null,
  phoneNumber: undefined,
  lastActiveAt: '2026-03-02T15:00:00.000Z',
});

let dist: string;
let api: http.Server;
let apiBaseUrl: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-public-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><body>portada</body></html>');
  api = http.createServer((req, res) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    if (req.url === '/mvp/house-request/7') return send(200, REQUEST);
    if (req.url === '/mvp/house-request' && req.method === 'POST')
      return send(200, [REQUEST], { 'x-total-count': '1' });
    if (req.url === '/mvp/ubigeo/list')
      return send(200, [{ ubigeoId: 150122, department: 'LIMA', province: 'LIMA', district: 'MIRAFLORES' }]);
    return send(404, { message: 'No existe' });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/mvp`;
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

const site = (publicPages = true) =>
  supertest(createStaticApp({ distDir: dist, runtimeConfig: { apiBaseUrl } as never, publicPages, siteUrl: SITE }));

describe('serve-static: the public request pages', () => {
  it("renders a live request's page on the server", async () => {
    const res = await site().get('/solicitud/7-busco-departamento-en-alquiler-en-miraflores').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    expect(res.text).toContain('<h1>Departamento en alquiler · Miraflores</h1>');
    expect(res.text).toContain(`<link rel="canonical" href="${SITE}/solicitud/7-busco-departamento-en-alquiler-en`);
  });

  it('redirects a bare id and answers 404 for an unknown one', async () => {
    const moved = await site().get('/solicitud/7').expect(301);
    expect(moved.headers.location).toBe(`${SITE}/solicitud/7-busco-departamento-en-alquiler-en-miraflores`);
    await site().get('/solicitud/8-busco').expect(404);
  });

  it('answers robots.txt, the sitemap and a district page', async () => {
    expect((await site().get('/robots.txt').expect(200)).text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect((await site().get('/sitemap.xml').expect(200)).text).toContain(`${SITE}/sitemaps/solicitudes-1.xml`);
    expect((await site().get('/solicitudes/alquiler/miraflores').expect(200)).text).toContain('/solicitud/7-busco');
  });

  it("leaves the app's routes, and a remote's server, as they were", async () => {
    expect((await site().get('/page/requests').expect(200)).text).toContain('portada');
    expect((await site(false).get('/solicitud/7').expect(200)).text).toContain('portada');
  });
});
