import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(() => t.cleanup());

describe('the API reference beside the API', () => {
  it('serves the committed OpenAPI document at /docs/openapi.json', async () => {
    t = makeTestApp();
    const res = await t.http.get('/docs/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ openapi: '3.1.0', info: { title: 'Lo Tengo API' } });
  });

  it('serves the page npm start built at /docs, and says how to build it when there is none', async () => {
    t = makeTestApp();
    const missing = await t.http.get('/docs').expect(404);
    expect(missing.body.message).toMatch(/npm start la genera/);
    t.cleanup();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-ref-'));
    const page = path.join(dir, 'index.html');
    fs.writeFileSync(page, '<!DOCTYPE html><title>Lo Tengo API</title>');
    try {
      t = makeTestApp({}, { referencePage: page });
      const res = await t.http.get('/docs').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<title>Lo Tengo API</title>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
