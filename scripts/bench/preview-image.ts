/**
 * `npm run bench:preview-image`: how long a request's link-preview image (og:image) takes to draw.
 * Cold: the first image of a fresh process (satori, resvg and the fonts load). Warm: 20 more, each with other
 * facts so none comes from the cache. Cached: the same 20 again through the LRU. Prints ms and PNG bytes;
 * BENCH_PNG=<file> also writes the first image there, to look at it.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { publicPagesTexts as texts } from '@lotengo/shared/i18n/public-pages';
import { previewPng, renderPreviewPng, type PreviewFacts } from '@lotengo/platform/public-pages/preview-image';

const COUNT = 20;
const facts = (i: number): PreviewFacts => ({
  headline: i % 2 ? 'Busco departamento en alquiler' : 'Busco casa para comprar',
  where: 'en San Martín de Porres',
  budget: `$ ${900 + i * 10} - $ 1,${400 + i}`,
  rooms: texts.preview.rooms(1 + (i % 4), 2),
});

const timed = async <T>(run: () => Promise<T>): Promise<[number, T]> => {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main(): Promise<void> {
  const [cold, first] = await timed(() => renderPreviewPng(facts(0)));
  if (process.env.BENCH_PNG) fs.writeFileSync(process.env.BENCH_PNG, first);
  const warm: number[] = [];
  const sizes: number[] = [];
  for (let i = 1; i <= COUNT; i++) {
    const [t, png] = await timed(() => previewPng(i, facts(i)));
    warm.push(t);
    sizes.push(png.length);
  }
  const cached: number[] = [];
  for (let i = 1; i <= COUNT; i++) cached.push((await timed(() => previewPng(i, facts(i))))[0]);
  console.info(`cold (first image): ${ms(cold)}, ${first.length} bytes`);
  console.info(`warm (${COUNT} new images): median ${ms(median(warm))}, max ${ms(Math.max(...warm))}`);
  console.info(`cached (${COUNT} from the LRU): median ${ms(median(cached))}`);
  console.info(`PNG: median ${median(sizes)} bytes, max ${Math.max(...sizes)} bytes`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
