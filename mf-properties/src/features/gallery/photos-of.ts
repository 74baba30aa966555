import { assetUrl, type Multimedia } from '@lotengo/shared';
import { cardPhoto, slideImage } from '@lotengo/shared/format/photos';
import type { GalleryPhoto } from './gallery-photo';

/**
 * The gallery's photos from a property's multimedias, in the owner's order: the page's slide picks a
 * variant by `srcset` (960 px by default), thumbnails the 320 px one, full screen the photo itself.
 */
export function photosOf(multimedias: readonly Pick<Multimedia, 'fileUrl'>[]): GalleryPhoto[] {
  return multimedias.map((m) => {
    const full = assetUrl(m.fileUrl);
    const slide = slideImage(full);
    return { full, screen: slide.src, srcSet: slide.srcSet, thumb: cardPhoto(full) };
  });
}
