/**
 * The release store (scripts/lib/releases): the shell's pages are the live version's, pointed into its
 * folder, answered from the registry. Small fake builds in temp folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { versionDir } from '@lotengo/platform/releases/layout';
import { promote } from '../lib/releases/operations';
import { readRegistry } from '@lotengo/platform/releases/registry';
import { livePage, pointHtmlAt } from '@lotengo/platform/releases/pages';
import { listFiles } from '@lotengo/platform/releases/hashing';
import { testDeployment } from './support/deployment';
import { withReleaseStore } from './support/release-store-builds';

const r = withReleaseStore();
const { fakeBuild, add } = r;
const d = () => testDeployment(r.store);

describe("the shell's pages (answered from the registry, the same code as the page function)", () => {
  it(
    "pointHtmlAt points the version's own top-level files into its folder and leaves routes " + 'and other URLs alone',
    () => {
      const html =
        '<script src="/main.js"></script><a href="/page/login">x</a><a href="/index">y</a><a ' +
        'href="/contacto">z</a><link href="/app.css"><img src="/main.js?v=1"><script ' +
        'src="https://cdn.example/main.js"></script>';
      const out = pointHtmlAt(html, 'abc1234-0123456789', new Set(['main.js', 'app.css', 'index.html']));
      expect(out).toBe(
        '<script src="/abc1234-0123456789/main.js"></script><a href="/page/login">x</a><a href="/index">y</a><a ' +
          'href="/contacto">z</a><link href="/abc1234-0123456789/app.css"><img src="/main.js?v=1"><script ' +
          'src="https://cdn.example/main.js"></script>',
      );
    },
  );

  const read = (version: string, rel: string) =>
    fs.promises.readFile(path.join(versionDir(r.store, 'shell', version), rel), 'utf8').catch(() => null);
  const page = (urlPath: string) => livePage({ registry: readRegistry(r.store), read, urlPath });

  it(
    "after a promote: `/` and the prerendered routes are the live version's, pointed into its " +
      'folder; nothing is written',
    async () => {
      const shell = add(fakeBuild('shell'), { app: 'shell' });
      const sv = shell.record.version;
      expect((await page('/')).status).toBe(503);
      const before = listFiles(r.store).filter((f) => !f.startsWith('.registry/'));
      await promote({ deployment: d(), app: 'shell', version: sv });
      expect(listFiles(r.store).filter((f) => !f.startsWith('.registry/'))).toEqual(before);
      const index = await page('/');
      expect(index.status).toBe(200);
      expect(index.headers).toMatchObject({
        'Cache-Control': 'no-cache',
        ETag: expect.stringMatching(/^"[\w-]{16}"$/),
      });
      expect(index.body).toContain(`src="/${sv}/main.js"`);
      expect(index.body).toContain(`href="/${sv}/favicon.ico"`);
      expect(index.body).toContain('href="/page/login"');
      expect(index.body).toContain('src="https://cdn.example/x.js"');
      expect((await page('/page/requests')).body).toContain('<h1>Búsqueda de solicitudes</h1>');
      expect((await page('/page/requests')).body).toContain(`src="/${sv}/main.js"`);
      expect((await page('/page/login')).body).toBe(index.body);
    },
  );

  it(
    'a new live version answers whole at the next request: a route it does not ' + 'prerender gets its app shell',
    async () => {
      const v1 = add(fakeBuild('one', 'a'), { app: 'shell' });
      const b2 = fakeBuild('two', 'b');
      fs.rmSync(path.join(b2, 'routes'), { recursive: true });
      const v2 = add(b2, { app: 'shell' });
      await promote({ deployment: d(), app: 'shell', version: v1.record.version });
      expect((await page('/page/requests')).body).toContain('Búsqueda de solicitudes');
      await promote({ deployment: d(), app: 'shell', version: v2.record.version });
      const after = await page('/page/requests');
      expect(after.body).not.toContain('Búsqueda de solicitudes');
      expect(after.body).toContain(`src="/${v2.record.version}/main.js"`);
    },
  );
});
