import fs from 'node:fs';
import { PHOTO_WIDTHS, PREVIEW_WIDTH, type PhotoWidth } from '@lotengo/shared/contracts';
import { writeFileAtomic } from '../files/atomic-write';

/** Where the variant of an upload at `width` is kept: beside it, `{uuid}.w{width}` (the stand-in: `.p{width}`). */
export const variantPath = (file: string, width: PhotoWidth, preview = false) =>
  `${file}.${preview ? 'p' : 'w'}${width}`;

/** JPEG/WebP quality of the variants, and of the stand-in (`?previa=1`: seen for a moment, then covered). */
const QUALITY = 76;
const PREVIEW_QUALITY = 40;

export const isPhotoWidth = (n: number): n is PhotoWidth => (PHOTO_WIDTHS as readonly number[]).includes(n);

// sharp is loaded on first use: the API starts without paying for libvips until a photo needs a variant.
let sharpModule: Promise<typeof import('sharp')> | null = null;
const loadSharp = () =>
  (sharpModule ??= import('sharp').then((m) => (m as unknown as { default: typeof import('sharp') }).default ?? m));

/**
 * The upload at `width` px wide (never wider than itself), in its own format, written once and served
 * from disk after. A GIF becomes a PNG of its first frame. Made at upload for new photos, and on first request for
 * photos uploaded before variants existed. `preview`: the stand-in, at a low quality (mozjpeg's encoder keeps it
 * small).
 */
export async function ensureVariant(file: string, width: PhotoWidth, { preview = false } = {}): Promise<string> {
  const target = variantPath(file, width, preview);
  if (fs.existsSync(target)) return target;
  const quality = preview ? PREVIEW_QUALITY : QUALITY;
  const sharp = await loadSharp();
  const input = fs.readFileSync(file);
  let out: Buffer;
  try {
    const { format } = await sharp(input).metadata();
    const image = sharp(input, { failOn: 'none' }).rotate().resize({ width, withoutEnlargement: true });
    out =
      format === 'png' || format === 'gif'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : format === 'webp'
          ? await image.webp({ quality }).toBuffer()
          : await image.jpeg({ quality, mozjpeg: preview }).toBuffer();
  } catch {
    // Right magic bytes, undecodable body: there is nothing smaller to make; the photo itself is served.
    return file;
  }
  writeFileAtomic(target, out);
  return target;
}

/** Every variant of a new upload, made right away so the first viewer waits for none. */
export async function makeVariants(file: string): Promise<void> {
  // libvips works off the event loop, on libuv's threads: the widths are made side by side.
  await Promise.all([
    ...PHOTO_WIDTHS.map((w) => ensureVariant(file, w)),
    ensureVariant(file, PREVIEW_WIDTH, { preview: true }),
  ]);
}
