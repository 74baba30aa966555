import { assetUrl, type Multimedia } from '@lotengo/shared';
import type { GalleryPhoto } from './gallery-photo';

/** The gallery's photos from a property's multimedias, in the owner's order. */
export function photosOf(multimedias: readonly Pick<Multimedia, 'fileUrl'>[]): GalleryPhoto[] {
  return multimedias.map((m) => {
    const full = assetUrl(m.fileUrl);
    return { full, screen: full, thumb: full };
  });
}
