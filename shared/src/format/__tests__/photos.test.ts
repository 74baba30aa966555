import { PHOTO_WIDTHS } from '../../contracts/property';
import { cardPhoto, cardPhotoBehind, photoAt, photoSrcSet, SLIDE_SIZES, slideImage } from '../photos';

const UPLOAD = 'http://api.test/mvp/storage/7/0b7c0f8e-2a8f-4b7e-9a3c-1f2e3d4c5b6a';

describe('light photos', () => {
  it('an upload of our storage is asked at a width; anything else stays as it is', () => {
    expect(photoAt(UPLOAD, 320)).toBe(`${UPLOAD}?w=320`);
    expect(photoAt('http://api.test/mvp/static/photos/flat-1.svg', 320)).toBe(
      'http://api.test/mvp/static/photos/flat-1.svg',
    );
    expect(photoAt('https://firebasestorage.googleapis.com/v0/b/x/o/7%2Fa.jpg?alt=media', 640)).toBe(
      'https://firebasestorage.googleapis.com/v0/b/x/o/7%2Fa.jpg?alt=media',
    );
  });

  it('srcset lists every variant and the photo itself, widest last; none for a photo without variants', () => {
    expect(photoSrcSet(UPLOAD)).toBe(
      [...PHOTO_WIDTHS.map((w) => `${UPLOAD}?w=${w} ${w}w`), `${UPLOAD} 1920w`].join(', '),
    );
    expect(photoSrcSet('http://api.test/mvp/static/photos/flat-1.svg')).toBeUndefined();
  });

  it(
    'a slide asks for an upload by srcset and sizes (960 px where srcset is not understood); any ' +
      'other photo as it is',
    () => {
      expect(slideImage(UPLOAD)).toEqual({ src: `${UPLOAD}?w=960`, srcSet: photoSrcSet(UPLOAD), sizes: SLIDE_SIZES });
      expect(slideImage('http://api.test/mvp/static/photos/flat-1.svg')).toEqual({
        src: 'http://api.test/mvp/static/photos/flat-1.svg',
      });
    },
  );

  it("puts the card's photo behind a slide only when this document already fetched it", () => {
    const card = cardPhoto(UPLOAD);
    expect(card).toBe(`${UPLOAD}?w=320`);
    const own = slideImage(UPLOAD).src;
    // jsdom's performance has no Resource Timing: this document's fetches, as a browser lists them.
    const fetched: string[] = [];
    const perf = performance as Omit<Performance, 'getEntriesByName'> & {
      getEntriesByName?: Performance['getEntriesByName'];
    };
    const had = Object.prototype.hasOwnProperty.call(perf, 'getEntriesByName');
    const before = perf.getEntriesByName;
    perf.getEntriesByName = ((name: string) =>
      fetched.includes(name) ? [{ name }] : []) as Performance['getEntriesByName'];
    try {
      expect(cardPhotoBehind(card, own)).toBeUndefined();
      fetched.push(card);
      expect(cardPhotoBehind(card, own)).toEqual({
        backgroundImage: `url("${card}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
      });
      // A photo without variants is its own card photo: nothing to put behind it.
      expect(cardPhotoBehind(own, own)).toBeUndefined();
    } finally {
      if (had) perf.getEntriesByName = before;
      else delete perf.getEntriesByName;
    }
  });
});
