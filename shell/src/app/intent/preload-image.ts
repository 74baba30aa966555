import type { SlideImage } from '@lotengo/shared/format/photos';

/**
 * A high-priority `<link rel="preload" as="image">` with the `<img>`'s own `srcset`/`sizes`: the browser
 * picks the same candidate the page will and hands it over when the `<img>` asks (once per photo).
 */
export function preloadImage(doc: Document, image: SlideImage): void {
  const key = image.srcSet ?? image.src;
  const present = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some(
    (l) => (l.getAttribute('imagesrcset') ?? l.getAttribute('href')) === key,
  );
  if (present) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', image.src);
  if (image.srcSet) link.setAttribute('imagesrcset', image.srcSet);
  if (image.sizes) link.setAttribute('imagesizes', image.sizes);
  doc.head.appendChild(link);
}
