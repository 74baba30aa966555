/**
 * The memory of the function that serves these pages (`publicPage`, functions/src/index.ts). Its bundle is
 * ~140 MiB resident, satori, resvg and Inter add ~55 MiB with the first image, and drawing keeps ~100 MiB
 * more once the last 200 images are in the LRU: ~300 MiB, over the 256 MiB default, with 80 requests at
 * once on top. `npm run bench:public-pages` measures it (docs/benches/public-pages.md).
 */
export const PUBLIC_PAGE_MEMORY = '512MiB' as const;
