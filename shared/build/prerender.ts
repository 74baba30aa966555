import { spawnSync } from 'node:child_process';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { earlyStartScript, type EarlyRoute } from './early-start';
import { inlineScript } from './inline-script';
import { prerenderedAsset } from './prerendered-pages';
import { TAB_UID_ATTRIBUTE } from '../src/facts';

/**
 * Puts the app's static first screen into index.html at build time, so the largest paint of a first
 * visit does not wait for the JavaScript:
 *  - `render()` (from `module`, loaded in the webpack process through tsx) returns the HTML of the React
 *    tree, e.g. renderToString of the shell at /home as a visitor; it goes into <div id="root"> and the
 *    client hydrates it (shell/src/app/start.tsx);
 *  - every CSS file of the build is inlined in <head>, so that markup is styled at first paint; each as
 *    a <style data-href> that the CSS chunk loader counts as that file, so it is not loaded again;
 *  - a tiny inline script marks, before the body paints, a route other than the landing
 *    (`html[data-route="app"]`) and a tab that holds a session (`html[data-session]`), so the CSS hides
 *    what would be wrong there (the landing's sections, the visitor's links) until React renders the page;
 *  - the public routes of `pages()` get the same treatment in their own file (a remote page's
 *    heading and sized placeholder), so their largest paint does not wait for the remote either.
 */
/** A public route prerendered into its own file (`/page/requests` → `routes/page/requests.html`). */
export interface PrerenderedPage {
  path: string;
  /** Its document title. */
  title: string;
  html: string;
  /**
   * false: the markup is only shown, never hydrated (a signed-in page's skeleton): it is marked
   * `data-prerendered-static`, which the client does not hydrate and the CSS hides without a session.
   */
  hydrate?: boolean;
}

export interface PrerenderOptions {
  /**
   * Absolute path of a module exporting `render(): string` and, optionally, `earlyRoutes()`: each
   * route's remote for the early-start script (early-start.ts), and `pages()`: other public routes'
   * first screens, each written to its own file (prerendered-pages.ts) that the static server sends
   * for that path.
   */
  module: string;
  /** Paths whose HTML is the prerendered one as it is (others get `data-route="app"`). */
  landingPaths: string[];
  /** sessionStorage keys (or key prefixes ending in ':') whose presence means "maybe signed in". */
  sessionKeys: readonly string[];
  /**
   * The sessionStorage key of the tab's cached token (`{ user: { uid } }`): the head script sets
   * html[data-uid] from it, so a detail's server-written photo shows only in its user's tab.
   */
  identityKey?: string;
}

const ROOT_DIV = '<div id="root"></div>';
const ROOT = path.resolve(__dirname, '..', '..');
const RUNNER = path.join(__dirname, 'prerender-run.ts');

/** The first inline script (inline/first-paint.js) with this site's landing paths and session keys. */
export function headScript(landingPaths: string[], sessionKeys: readonly string[], identityKey?: string): string {
  return inlineScript('first-paint.js', '__FIRST_PAINT_OPTIONS__', {
    landingPaths,
    sessionKeys,
    identityKey: identityKey ?? null,
    uidAttribute: TAB_UID_ATTRIBUTE,
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export class PrerenderPlugin {
  constructor(private readonly options: PrerenderOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('LotengoPrerender', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise('LotengoPrerender', async (data) => {
        const { html: markup, earlyRoutes, pages = [] } = await this.render();
        // One <style data-href> per CSS file: mini-css-extract's runtime takes such a tag for the chunk's
        // stylesheet already loaded, so the browser neither fetches it again nor restyles the whole page
        // when the chunk arrives (each of those was a long task on a phone).
        const seen = new Set<string>();
        const css = Object.keys(compilation.assets)
          .filter((name) => name.endsWith('.css'))
          .sort()
          .map((name) => {
            const rules = compilation.assets[name]!.source()
              .toString()
              .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
            // Two chunks can carry the same rules (a shared module's CSS in each): written once.
            const text = seen.has(rules) ? '' : rules;
            seen.add(rules);
            // The bare file name: the loader compares it with the chunk's own name whatever the public
            // path ('auto': the release's version folder).
            return `<style data-href="${name}">${text}</style>`;
          })
          .join('');
        const early = earlyRoutes ? earlyStartScript(earlyRoutes) : '';
        const template = data.html;
        if (!template.includes(ROOT_DIV)) throw new Error(`PrerenderPlugin: ${ROOT_DIV} no está en index.html`);
        // `data-prerendered` names the route the markup was written for: the client hydrates it only there.
        const page = (paths: string[], html: string, hydrate = true) => {
          const marker = `data-prerendered${hydrate ? '' : '-static'}="${paths.at(-1)}"`;
          return template
            .replace(
              '</head>',
              `${headScript(paths, this.options.sessionKeys, this.options.identityKey)}${early}${css}</head>`,
            )
            .replace(
              ROOT_DIV,
              `<div id="root">${html.replace('<div class="app"', `<div class="app" ${marker}`)}</div>`,
            );
        };
        data.html = page(this.options.landingPaths, markup);
        for (const p of pages) {
          const html = page([p.path], p.html, p.hydrate).replace(
            /<title>[^<]*<\/title>/,
            `<title>${escapeHtml(p.title)}</title>`,
          );
          compilation.emitAsset(prerenderedAsset(p.path), new compiler.webpack.sources.RawSource(html));
        }
        return data;
      });
    });
  }

  private async render(): Promise<{ html: string; earlyRoutes?: EarlyRoute[]; pages?: PrerenderedPage[] }> {
    // A child process: fresh module state on every build, the root tsconfig for every package's JSX,
    // React's production server renderer.
    const { stdout, stderr, status } = spawnSync(process.execPath, ['--import', 'tsx', RUNNER, this.options.module], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      timeout: 120_000,
    });
    if (status !== 0) throw new Error(`PrerenderPlugin: no se pudo renderizar ${this.options.module}\n${stderr}`);
    return JSON.parse(stdout) as { html: string; earlyRoutes?: EarlyRoute[]; pages?: PrerenderedPage[] };
  }
}
