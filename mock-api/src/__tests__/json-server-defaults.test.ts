import fs from 'node:fs';
import path from 'node:path';
import jsonServer from 'json-server';
import { jsonServerDefaults } from '../http/json-server-defaults';
import { makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

const names = (list: { name: string }[]) => list.map((mw) => mw.name);

describe("json-server's defaults, set by its documented options", () => {
  it('are its own list for them: compression, its static server, no-cache; no CORS, no body parser', () => {
    const rootDir = path.join(t.dir, 'json-server-root');
    const quiet = jsonServerDefaults({ logger: false, rootDir });
    // The same middlewares json-server itself builds for those options: nothing taken out or put in by hand.
    const own = jsonServer.defaults({ static: rootDir, logger: false, noCors: true, bodyParser: false });
    expect(names(quiet)).toEqual(names(own));
    expect(names(quiet)).toEqual(['compression', 'serveStatic', expect.any(String)]);
    expect(names(quiet)).not.toContain('corsMiddleware');
    expect(names(quiet)).not.toContain('jsonParser');
    expect(names(jsonServerDefaults({ logger: true, rootDir }))).toContain('logger');
  });

  it('API answers are compressed on request and never cached', async () => {
    const res = await t.http.get(url('departments')).set('accept-encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('CORS is ours alone: a foreign origin gets no CORS headers (json-server’s would echo it)', async () => {
    const foreign = await t.http.get(url('departments')).set('origin', 'https://ajeno.example').expect(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const site = await t.http.get(url('departments')).set('origin', 'http://localhost:8080').expect(200);
    expect(site.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });

  it('its static folder at "/" holds nothing; our images are served at /mvp/static', async () => {
    expect(fs.existsSync(path.join(t.dir, 'json-server-root'))).toBe(false);
    await t.http.get('/avatars/avatar-1.svg').expect(404);
    const image = await t.http.get('/mvp/static/avatars/avatar-1.svg').expect(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
