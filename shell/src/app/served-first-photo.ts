import { TAB_UID_ATTRIBUTE } from '@lotengo/shared';
import type { SlideImage } from '@lotengo/shared/format/photos';

/**
 * The first photo the server wrote into a detail's prerendered frame (scripts/lib/detail-page/first-screen.ts),
 * read once as React takes the page over: the shell's frame shows the same image (from the memory cache)
 * until its own copy is ready, so the photo does not blink out while the member chunk loads. Only the one
 * written for this tab's user (html[data-uid], set by the head script); null otherwise.
 */
export function servedFirstPhoto(doc: Document = document): SlideImage | null {
  const img = doc.querySelector<HTMLImageElement>('[data-prerendered-static] .ltg-frame__photo[data-for-uid]');
  const uid = doc.documentElement.getAttribute(TAB_UID_ATTRIBUTE);
  const src = img?.getAttribute('src');
  if (!img || !src || !uid || img.getAttribute('data-for-uid') !== uid) return null;
  return { src, srcSet: img.getAttribute('srcset') ?? undefined, sizes: img.getAttribute('sizes') ?? undefined };
}
