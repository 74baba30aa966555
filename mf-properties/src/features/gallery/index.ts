export { Gallery, type GalleryProps } from './gallery';
export { type GalleryPhoto, SLIDE_SIZES } from './gallery-photo';
export { photosOf } from './photos-of';
