import { useQuery } from '@tanstack/react-query';
import { assetUrl, propertyQueries, useCapability } from '@lotengo/shared';
import { cardPhoto, cardPhotoBehind, FIRST_SLIDE_TIMING, slideImage } from '@lotengo/shared/format/photos';

/**
 * The property's first photo in the detail's frame while the page's code loads: the same query the
 * page reads (the intent preload or the early script has usually answered it by now) and the same
 * image the gallery's first slide asks for (slideImage), already on its way. When the page renders,
 * its slide takes the photo from the memory cache in the same box. Nothing for a refusal or no photo.
 */
export default function DetailFirstPhoto({ propertyId }: { propertyId: number }) {
  // Only of an API that has the detail (GET /capabilities): else the page shows what the offer holds.
  const hasDetail = useCapability('propertyDetail');
  const { data } = useQuery({ ...propertyQueries.detail(propertyId), enabled: hasDetail === true });
  const first = data?.multimedias[0]?.fileUrl;
  if (!first) return null;
  const full = assetUrl(first);
  const image = slideImage(full);
  return (
    <img
      className="ltg-frame__photo"
      // The card's photo (opened from an offer, a match…) behind it until this variant covers it.
      style={cardPhotoBehind(cardPhoto(full), image.src)}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt=""
      fetchPriority="high"
      // The bench's paint of the first slide: this is that photo, in that box.
      {...{ elementtiming: FIRST_SLIDE_TIMING }}
    />
  );
}
