import path from 'node:path';

/**
 * Where the build writes a route's prerendered HTML (prerender.ts) and where the static server looks for
 * it (scripts/serve-static.ts): a folder of its own, so no route's file can collide with a build file
 * (/index would otherwise be index.html, the landing).
 */
const DIR = 'routes';

/**
 * The build asset of a route: `/page/requests` → `routes/page/requests.html`; a route with a parameter
 * is one template, `/page/property/:propertyId` → `routes/page/property/_propertyId.html` (its server
 * fills it in: platform/src/detail-page/first-screen.ts).
 */
export function prerenderedAsset(route: string): string {
  return `${DIR}/${route.replace(/^\/+|\/+$/g, '').replace(/(^|\/):/g, '$1_')}.html`;
}

/** The prerendered file of a request path inside `distDir`, if the path can have one (never outside it). */
export function prerenderedFile(distDir: string, urlPath: string): string | null {
  const route = urlPath.replace(/^\/+|\/+$/g, '');
  if (!route || !/^[\w-]+(?:\/[\w-]+)*$/.test(route)) return null;
  return path.join(distDir, prerenderedAsset(route));
}
