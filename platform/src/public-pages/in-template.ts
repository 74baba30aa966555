/**
 * A public page inside the shell's frame: the route's prerendered template (header, footer, the app's
 * scripts, an empty slot; landing-prerender.tsx) with the page's head and markup written in, and the
 * page's data for the app's first render. The app then takes the page over without drawing anything
 * else (shell/src/app/server-markup.tsx keeps the slot's markup until the remote renders the same).
 */
import { PUBLIC_REQUEST_DATA_ID, PUBLIC_REQUEST_SLOT_ID } from '@lotengo/shared/routing/public-paths';
import { prerenderedAsset } from '@lotengo/shared/build/prerendered-pages';
import { routePatterns } from '@lotengo/shared/routing';

/** The template's build asset (`routes/solicitud/_requestRef.html`). */
export const PUBLIC_REQUEST_TEMPLATE_ASSET = prerenderedAsset(routePatterns.publicRequest);

const SLOT = `<div id="${PUBLIC_REQUEST_SLOT_ID}"></div>`;
/** The template's own title and description: the page's replace them. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta name="description"[^>]*>/;

/**
 * `template` with `head` (tags, already HTML) in its <head>, `main` in its slot and `data` (JSON already
 * safe inside <script>) before </body>; null when the template has no empty slot (an older shell: the
 * caller serves the page as a document of its own).
 */
export function inShellTemplate(template: string, head: string, main: string, data: string): string | null {
  if (!template.includes(SLOT) || !template.includes('</head>') || !template.includes('</body>')) return null;
  return template
    .replace(TEMPLATE_TITLE, '')
    .replace(TEMPLATE_DESCRIPTION, '')
    .replace('</head>', () => `${head}</head>`)
    .replace(SLOT, () => `<div id="${PUBLIC_REQUEST_SLOT_ID}">${main}</div>`)
    .replace('</body>', () => `<script type="application/json" id="${PUBLIC_REQUEST_DATA_ID}">${data}</script></body>`);
}
