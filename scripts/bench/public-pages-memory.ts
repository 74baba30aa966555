/**
 * Run by bench:public-pages in a process of its own with --expose-gc: what the publicPage function keeps
 * in memory, garbage collected (the emulator's RSS also counts its own runtime and garbage not yet
 * collected). Loads the functions' bundle, then draws one preview image, then 200 more (the LRU's size),
 * and prints each step's RSS and V8 heap in MiB as one JSON line.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { previewPng, type PreviewFacts } from '@lotengo/platform/public-pages/preview-image';
import { ROOT_DIR } from '@lotengo/platform/paths';

const facts = (i: number): PreviewFacts => ({
  headline: 'Busco departamento en alquiler',
  where: 'en Miraflores',
  budget: `$ ${900 + i} - $ 1,500`,
  rooms: '2 dormitorios · 2 baños',
});

function sample() {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const mib = (n: number) => Math.round((n / 1048576) * 10) / 10;
  return { rss: mib(m.rss), heapUsed: mib(m.heapUsed), external: mib(m.external) };
}

async function main(): Promise<void> {
  const start = sample();
  // Loaded as the Functions runtime loads it: plain CommonJS, not through tsx's transform.
  createRequire(__filename)(path.join(ROOT_DIR, 'functions', 'lib', 'index.js'));
  const bundle = sample();
  await previewPng(0, facts(0));
  const firstImage = sample();
  for (let i = 1; i <= 200; i++) await previewPng(i, facts(i));
  console.info(JSON.stringify({ start, bundle, firstImage, lru: sample() }));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
