import fs from 'node:fs';
import path from 'node:path';
import { publicRouteOf } from '@lotengo/shared/routing/public-paths';
import { LIVE_CACHE } from '../context';
import { IMAGE_CACHE } from '../preview-answer';

type Site = {
  target: string;
  rewrites: { regex?: string; function?: { functionId: string } }[];
  headers: { regex?: string; source?: string; headers: { key: string; value: string }[] }[];
};

describe('firebase.json and the public pages', () => {
  it('sends exactly the public paths to publicPage, before the app shell, with their caching', () => {
    const file = path.join(__dirname, '..', '..', '..', '..', 'firebase.json');
    const shell = (JSON.parse(fs.readFileSync(file, 'utf8')) as { hosting: Site[] }).hosting.find(
      (h) => h.target === 'shell',
    )!;
    const toFunction = shell.rewrites.findIndex((r) => r.function?.functionId === 'publicPage');
    const fallback = shell.rewrites.findIndex((r) => r.regex === '^/(?:[^/]+/)*[^/.]*$');
    expect(toFunction).toBeGreaterThanOrEqual(0);
    expect(toFunction).toBeLessThan(fallback);
    const route = new RegExp(shell.rewrites[toFunction]!.regex!);
    const paths = [
      '/solicitud/7-busco-casa-en-compra-en-miraflores',
      '/solicitud/7',
      '/solicitud/7-busco-casa-en-compra-en-miraflores/vista-previa-3f9a0c1b2d.png',
      '/solicitud/7/vista-previa-ab12.png',
      '/solicitud/7-busco-casa/vista-previa-ab12.jpg',
      '/solicitud/7-busco-casa/foto.png',
      '/solicitudes/alquiler/miraflores',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/solicitudes-1.xml',
      '/sitemaps/distritos.xml',
      '/page/requests',
      '/page/property/12',
      '/',
      '/main.js',
    ];
    const isPage = (p: string) => ![null, 'preview-image'].includes(publicRouteOf(p)?.kind ?? null);
    for (const p of paths) expect([p, route.test(p)]).toEqual([p, publicRouteOf(p) !== null]);
    // The pages' short CDN cache; the images (their URL holds a version) cached for good. Hosting's rules win
    // over the function's own header, so each needs its rule after the `**` one (`no-cache`).
    const ruleOf = (value: string) => shell.headers.findIndex((h) => h.headers.some((x) => x.value === value));
    const pages = new RegExp(shell.headers[ruleOf(LIVE_CACHE)]!.regex!);
    for (const p of paths) expect([p, pages.test(p)]).toEqual([p, isPage(p)]);
    const images = shell.headers.filter((h) => h.headers.some((x) => x.value === IMAGE_CACHE) && h.regex);
    const isImage = (p: string) => publicRouteOf(p)?.kind === 'preview-image';
    const imageRule = images.find((h) => paths.filter(isImage).every((p) => new RegExp(h.regex!).test(p)));
    expect(imageRule).toBeDefined();
    for (const p of paths) expect([p, new RegExp(imageRule!.regex!).test(p)]).toEqual([p, isImage(p)]);
    expect(shell.headers.indexOf(imageRule!)).toBeGreaterThan(shell.headers.findIndex((h) => h.source === '**'));
  });
});
