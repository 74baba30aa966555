import fs from 'node:fs';
import { jsonServerDefaults } from '../http/json-server-defaults';
import { makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());
afterEach(() => jest.restoreAllMocks());

describe("json-server's defaults without its static folder", () => {
  it('keeps compression and the no-cache headers, and leaves out serve-static (the names it is filtered by)', () => {
    expect(jsonServerDefaults({ logger: false }).map((mw) => mw.name)).toEqual(['compression', expect.any(String)]);
    expect(jsonServerDefaults({ logger: true }).some((mw) => mw.name === 'serveStatic')).toBe(false);
  });

  it(
    'an API read never stats the disk (a trip to libuv’s pool and back per call, for a folder of nothing of ' +
      'ours); our images still do',
    async () => {
      const stat = jest.spyOn(fs, 'stat');
      const res = await t.http.get(url('departments')).set('accept-encoding', 'gzip').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(stat).not.toHaveBeenCalled();
      await t.http.get('/mvp/static/avatars/avatar-1.svg').expect(200);
      expect(stat).toHaveBeenCalled();
    },
  );
});
