/**
 * Child process of PrerenderPlugin (prerender.ts): loads the module given as argument with tsx from the
 * repository root (so the root tsconfig, and its JSX setting, applies to every package) and writes the
 * JSON of its `render()` and, when it has them, of its `earlyRoutes()` (early-start.ts) and `pages()` to
 * stdout.
 * Stylesheets imported by the app are nothing here.
 */
import type { EarlyRoute } from './early-start';
import type { PrerenderedPage } from './prerender';

const extensions = require.extensions as Record<string, unknown>;
extensions['.css'] = () => undefined;

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Uso: prerender-run.ts <módulo con render()>');
  const mod = (await import(file)) as {
    render: () => string | Promise<string>;
    earlyRoutes?: () => EarlyRoute[];
    pages?: () => PrerenderedPage[];
  };
  const html = await mod.render();
  process.stdout.write(JSON.stringify({ html, earlyRoutes: mod.earlyRoutes?.(), pages: mod.pages?.() }));
  // Anything the render started (a remote's loader retrying in the background) is not waited for.
  process.exit(0);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
