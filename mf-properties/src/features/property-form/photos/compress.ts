import { PHOTO_COMPRESSION } from '@lotengo/shared';
import { compressionLibUrl } from './compression-lib-url';

/** JPEG for photos (PNG screenshots too: far smaller); WEBP stays WEBP. */
const outputType = (type: string) => (type === 'image/webp' ? 'image/webp' : 'image/jpeg');

/**
 * Shrinks a photo on the device, in a web worker: ≤ 1920 px on the long side, about 1 MB, re-encoded
 * through a canvas (so EXIF, GPS included, is gone) with the orientation applied. The library is
 * loaded here, on the first photo, never with the page.
 */
export async function compressPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    ...PHOTO_COMPRESSION,
    fileType: outputType(file.type),
    libURL: compressionLibUrl(),
    signal,
    onProgress: (percent) => onProgress(Math.max(0, Math.min(1, percent / 100))),
  });
}
