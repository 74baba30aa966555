import { PHOTO_WIDTHS } from '../../contracts/property';
import { photoAt, photoSrcSet, SLIDE_SIZES, slideImage } from '../photos';

const UPLOAD = 'http://api.test/mvp/storage/7/0b7c0f8e-2a8f-4b7e-9a3c-1f2e3d4c5b6a';

describe('light photos', () => {
  it('an upload of our storage is asked at a width; anything else stays as it is', () => {
    expect(photoAt(UPLOAD, 320)).toBe(`${UPLOAD}?w=320`);
    expect(photoAt('http://api.test/mvp/static/photos/flat-1.svg', 320)).toBe('http://api.test/mvp/static/photos/flat-1.svg');
    expect(photoAt('https://firebasestorage.googleapis.com/v0/b/x/o/7%2Fa.jpg?alt=media', 640)).toBe('https://firebasestorage.googleapis.com/v0/b/x/o/7%2Fa.jpg?alt=media');
  });

  it('srcset lists every variant and the photo itself, widest last; none for a photo without variants', () => {
    expect(photoSrcSet(UPLOAD)).toBe([...PHOTO_WIDTHS.map((w) => `${UPLOAD}?w=${w} ${w}w`), `${UPLOAD} 1920w`].join(', '));
    expect(photoSrcSet('http://api.test/mvp/static/photos/flat-1.svg')).toBeUndefined();
  });

  it('a slide asks for an upload by srcset and sizes (960 px where srcset is not understood); any other photo as it is', () => {
    expect(slideImage(UPLOAD)).toEqual({ src: `${UPLOAD}?w=960`, srcSet: photoSrcSet(UPLOAD), sizes: SLIDE_SIZES });
    expect(slideImage('http://api.test/mvp/static/photos/flat-1.svg')).toEqual({ src: 'http://api.test/mvp/static/photos/flat-1.svg' });
  });
});
