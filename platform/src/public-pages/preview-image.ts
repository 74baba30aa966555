/**
 * A live request's link-preview image (og:image): 1200×630 PNG drawn from the facts its page shows, never
 * from free text or the seeker's data. satori lays it out, resvg paints it; both load on the first image
 * only, so a page view never pays for them.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { HouseRequest } from '@lotengo/shared/contracts';
import { formatBudgetRange } from '@lotengo/shared/format/numbers';
import { placeName } from '@lotengo/shared/format/titles';
import { publicPagesTexts as texts } from '@lotengo/shared/i18n/public-pages';
import { operationOfProcess, publicPaths, requestSlug } from '@lotengo/shared/routing/public-paths';
import { SITE_NAME } from './html';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
// Bumped when the drawing changes, so every URL changes with it.
const LAYOUT = 'v1';
const LRU_SIZE = 200;
const BLUE = '#0b3d91';
const ORANGE = '#f59e0b';

/** Every line the image draws: what its version hashes and the one input of the drawing. */
export interface PreviewFacts {
  headline: string;
  where: string;
  budget: string;
  rooms: string;
}

export function previewFacts(r: HouseRequest): PreviewFacts {
  const district = placeName(r.district);
  return {
    headline: texts.preview.headline(operationOfProcess(r.tprocessId), r.propertyType.trim()),
    where: district ? texts.preview.where(district) : '',
    budget: formatBudgetRange(r.costInit, r.costEnd),
    rooms: texts.preview.rooms(r.numberBedrooms, r.numberBathrooms),
  };
}

/** Every string handed to satori (what the PNG can show, checked by the tests). */
export const drawnTexts = (f: PreviewFacts): string[] =>
  [SITE_NAME, f.headline, f.where, texts.facts.budget, f.budget, f.rooms, texts.preview.call].filter(Boolean);

/** A short hash of what is drawn: same facts, same URL; any change, a new URL. */
export const previewVersion = (f: PreviewFacts): string =>
  createHash('sha256')
    .update(JSON.stringify([LAYOUT, drawnTexts(f)]))
    .digest('hex')
    .slice(0, 10);

export const previewImagePath = (r: HouseRequest): string =>
  publicPaths.previewImage(r.houseRequestId, requestSlug(r), previewVersion(previewFacts(r)));

export const previewAlt = (r: HouseRequest): string => {
  const f = previewFacts(r);
  return texts.preview.alt([`${f.headline} ${f.where}`.trim(), `${texts.facts.budget} ${f.budget}`, f.rooms]);
};

type Node = { type: string; props: { style: Record<string, unknown>; children?: Node[] | string } };
const el = (style: Record<string, unknown>, children?: Node[] | string): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** Plain satori VDOM: a blue band with the name, a white card with an orange edge and a call in orange. */
function previewTree(f: PreviewFacts): Node {
  const line = (text: string, style: Record<string, unknown>) => (text ? [el(style, text)] : []);
  // A long type or district (three lines) gets a smaller headline, so the card never overflows.
  const long = f.headline.length > 32 || f.where.length > 26;
  const headline = { fontSize: long ? 50 : 60, fontWeight: 700, color: BLUE, lineHeight: 1.1 };
  return el(
    { width: '100%', height: '100%', flexDirection: 'column', background: BLUE, fontFamily: 'Inter', color: '#111' },
    [
      el({ height: 104, alignItems: 'center', padding: '0 56px', color: '#fff', fontSize: 44, fontWeight: 700 }, [
        el({ width: 24, height: 24, borderRadius: 12, background: ORANGE, marginRight: 16 }),
        el({}, SITE_NAME),
      ]),
      el(
        {
          flex: 1,
          margin: '0 40px 40px',
          padding: '36px 48px',
          background: '#fff',
          borderRadius: 24,
          borderLeft: `16px solid ${ORANGE}`,
          flexDirection: 'column',
          justifyContent: 'space-between',
        },
        [
          el({ flexDirection: 'column' }, [...line(f.headline, headline), ...line(f.where, headline)]),
          el({ flexDirection: 'column', fontSize: 30, color: '#374151' }, [
            el({}, texts.facts.budget),
            el({ fontSize: 52, fontWeight: 700, color: '#111', whiteSpace: 'nowrap' }, f.budget),
          ]),
          ...line(f.rooms, { fontSize: 36, color: '#374151' }),
          el({}, [
            el(
              { background: ORANGE, borderRadius: 16, padding: '14px 28px', fontSize: 38, fontWeight: 700 },
              texts.preview.call,
            ),
          ]),
        ],
      ),
    ],
  );
}

// Read once per instance; require.resolve finds them wherever node_modules is (repo, serve-static, the function).
let fonts: Promise<Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }>> | null = null;
const loadFonts = () =>
  (fonts ??= Promise.all([
    readFile(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
    readFile(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
  ]).then(([regular, bold]) => [
    { name: 'Inter', data: regular, weight: 400, style: 'normal' },
    { name: 'Inter', data: bold, weight: 700, style: 'normal' },
  ]));

const stats = { renders: 0 };
/** How many images this instance drew (the tests count them to see the cache work). */
export const previewRenders = () => stats.renders;

/** The PNG of these facts, drawn now (the cache is previewPng's). */
export async function renderPreviewPng(f: PreviewFacts): Promise<Buffer> {
  const [{ default: satori }, { Resvg }, loaded] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    loadFonts(),
  ]);
  stats.renders += 1;
  const svg = await satori(previewTree(f) as Parameters<typeof satori>[0], {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    fonts: loaded,
  });
  // satori draws text as paths: resvg needs no system font.
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

// The last images drawn, by request and version; a promise, so two views at once draw it once.
const recent = new Map<string, Promise<Buffer>>();

export function previewPng(id: number, f: PreviewFacts): Promise<Buffer> {
  const key = `${id}:${previewVersion(f)}`;
  const hit = recent.get(key);
  if (hit) {
    recent.delete(key);
    recent.set(key, hit);
    return hit;
  }
  const png = renderPreviewPng(f);
  recent.set(key, png);
  png.catch(() => recent.delete(key));
  if (recent.size > LRU_SIZE) recent.delete(recent.keys().next().value!);
  return png;
}
