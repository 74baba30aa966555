import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_SLIDE_TIMING } from '@lotengo/shared/format/photos';
import { Gallery } from '../gallery';
import type { GalleryPhoto } from '../gallery-photo';
import { photosOf } from '../photos-of';

const photo = (n: number): GalleryPhoto => ({
  full: `https://fotos.test/p${n}.jpg`,
  screen: `https://fotos.test/p${n}-1280.jpg`,
  srcSet: `https://fotos.test/p${n}-1280.jpg 1280w, https://fotos.test/p${n}.jpg 2048w`,
  thumb: `https://fotos.test/p${n}-240.jpg`,
});
const eight = Array.from({ length: 8 }, (_, i) => photo(i + 1));
const TITLE = 'Departamento en alquiler · Miraflores';

const counter = () => screen.getByText(/^\d+ de \d+$/);
const track = () => screen.getByRole('list', { name: `Fotos de ${TITLE}` });

describe('Gallery', () => {
  it('shows every photo in order, each named "Foto n de total: title", the first at once and the rest lazily', () => {
    render(<Gallery photos={eight} title={TITLE} />);
    const imgs = within(track()).getAllByRole('img', { hidden: true });
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual(eight.map((_, i) => `Foto ${i + 1} de 8: ${TITLE}`));
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(eight.map((p) => p.screen));
    expect(imgs[0]).toHaveAttribute('loading', 'eager');
    expect(imgs[0]).toHaveAttribute('srcset', eight[0]!.srcSet);
    expect(imgs[0]).toHaveAttribute('sizes');
    expect(imgs.slice(1).every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
    expect(counter()).toHaveTextContent('1 de 8');
    // The first slide's paint is timed by the browser (Element Timing), the others' are not.
    expect(imgs.map((i) => i.getAttribute('elementtiming'))).toEqual([
      FIRST_SLIDE_TIMING,
      ...eight.slice(1).map(() => null),
    ]);
  });

  it('moves with the arrow keys, Home and End, and the counter follows', async () => {
    const user = userEvent.setup();
    render(<Gallery photos={eight} title={TITLE} />);
    track().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toHaveTextContent('3 de 8');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('2 de 8');
    await user.keyboard('{End}');
    expect(counter()).toHaveTextContent('8 de 8');
    // Past the last photo nothing moves.
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('8 de 8');
    await user.keyboard('{Home}');
    expect(counter()).toHaveTextContent('1 de 8');
  });

  it('has visible previous/next buttons, disabled at the ends, and thumbnails that jump', async () => {
    const user = userEvent.setup();
    render(<Gallery photos={eight} title={TITLE} />);
    const prev = screen.getByRole('button', { name: 'Foto anterior' });
    const next = screen.getByRole('button', { name: 'Foto siguiente' });
    expect(prev).toBeDisabled();
    await user.click(next);
    expect(counter()).toHaveTextContent('2 de 8');
    expect(prev).toBeEnabled();
    const thumbs = within(screen.getByRole('list', { name: 'Miniaturas' })).getAllByRole('button');
    expect(thumbs).toHaveLength(8);
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Ver la foto 8' }));
    expect(counter()).toHaveTextContent('8 de 8');
    expect(next).toBeDisabled();
    expect(thumbs[7]!.querySelector('img')).toHaveAttribute('src', eight[7]!.thumb);
  });

  it(
    'opens a full-screen dialog on the same photo with the full size; Escape closes it ' + 'and the focus returns',
    async () => {
      const user = userEvent.setup();
      render(<Gallery photos={eight} title={TITLE} />);
      await user.click(screen.getByRole('button', { name: 'Foto siguiente' }));
      const open = screen.getByRole('button', { name: 'Ver en pantalla completa' });
      await user.click(open);
      const dialog = screen.getByRole('dialog', { name: `Fotos de ${TITLE}` });
      expect(within(dialog).getByText('2 de 8')).toBeInTheDocument();
      const full = within(dialog).getAllByRole('img', { hidden: true });
      expect(full.map((i) => i.getAttribute('src'))).toEqual(eight.map((p) => p.full));
      // One timed first slide in the document: the page's, not the dialog's.
      expect(full.some((i) => i.hasAttribute('elementtiming'))).toBe(false);
      // The keys work at once inside the dialog, and the page follows.
      await user.keyboard('{ArrowRight}');
      expect(within(dialog).getByText('3 de 8')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(open).toHaveFocus();
      expect(counter()).toHaveTextContent('3 de 8');
    },
  );

  it("where the track comes to rest is the photo, even when a scroll cut a key's animation short", async () => {
    const user = userEvent.setup();
    render(<Gallery photos={eight} title={TITLE} />);
    const el = track();
    Object.defineProperty(el, 'clientWidth', { configurable: true, value: 400 });
    el.scrollTo = () => {}; // the key's smooth scroll starts and never arrives
    el.focus();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('2 de 8');
    el.scrollLeft = 400 * 4; // another scroll lands on the fifth photo
    el.dispatchEvent(new Event('scrollend'));
    expect(await screen.findByText('5 de 8')).toBeInTheDocument();
  });

  it('one photo: no buttons nor thumbnails; none: says so', () => {
    const { rerender } = render(<Gallery photos={[photo(1)]} title={TITLE} />);
    expect(counter()).toHaveTextContent('1 de 1');
    expect(screen.queryByRole('button', { name: 'Foto siguiente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Miniaturas' })).not.toBeInTheDocument();
    rerender(<Gallery photos={[]} title={TITLE} />);
    expect(screen.getByRole('img', { name: 'Esta propiedad no tiene fotos.' })).toBeInTheDocument();
  });
});

describe('the card’s photo behind the first slide', () => {
  // jsdom keeps no Resource Timing: the test says what this document has fetched.
  const entriesByName = (fetched: string[]) => {
    const lookup = jest.fn((name: string) => (fetched.includes(name) ? [{ name } as PerformanceEntry] : []));
    Object.defineProperty(performance, 'getEntriesByName', { value: lookup, configurable: true });
    return lookup;
  };
  afterEach(() => {
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  });

  it(
    'when this tab already loaded it (a card showed it): the same photo, same crop, behind ' + 'the first slide only',
    () => {
      const lookups = entriesByName([eight[0]!.thumb, eight[1]!.thumb]);
      render(<Gallery photos={eight} title={TITLE} />);
      const [first, second] = within(track()).getAllByRole('img', { hidden: true });
      expect(first).toHaveStyle({
        backgroundImage: `url("${eight[0]!.thumb}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      });
      expect(second!.getAttribute('style')).toBeNull();
      expect(lookups).toHaveBeenCalledWith(eight[0]!.thumb, 'resource');
    },
  );

  it('never asked for: not loaded here, or a photo without a smaller variant', () => {
    entriesByName([photosOf([{ fileUrl: 'http://api.test/mvp/static/photos/flat-1.svg' }])[0]!.thumb]);
    const { rerender } = render(<Gallery photos={eight} title={TITLE} />);
    expect(within(track()).getAllByRole('img', { hidden: true })[0]!.getAttribute('style')).toBeNull();
    rerender(
      <Gallery photos={photosOf([{ fileUrl: 'http://api.test/mvp/static/photos/flat-1.svg' }])} title={TITLE} />,
    );
    expect(within(track()).getByRole('img', { hidden: true }).getAttribute('style')).toBeNull();
  });

  it('not in full screen', async () => {
    entriesByName([eight[0]!.thumb]);
    const user = userEvent.setup();
    render(<Gallery photos={eight} title={TITLE} />);
    await user.click(screen.getByRole('button', { name: 'Ver en pantalla completa' }));
    const full = within(screen.getByRole('dialog')).getAllByRole('img', { hidden: true });
    expect(full[0]!.getAttribute('style')).toBeNull();
  });
});

describe('photosOf (light photos)', () => {
  it(
    'an upload: the slide at 960 px with a srcset of every variant, the thumbnail at 320 px, full ' +
      'screen the photo itself',
    () => {
      const url = 'http://api.test/mvp/storage/9/0b7c0f8e-2a8f-4b7e-9a3c-1f2e3d4c5b6a';
      const [p] = photosOf([{ fileUrl: url }]);
      expect(p).toEqual({
        full: url,
        screen: `${url}?w=960`,
        thumb: `${url}?w=320`,
        srcSet: expect.stringContaining(`${url}?w=640 640w`),
      });
    },
  );

  it('a seed drawing (vector) is the same file at every size, without srcset', () => {
    const url = 'http://api.test/mvp/static/photos/flat-1.svg';
    expect(photosOf([{ fileUrl: url }])).toEqual([{ full: url, screen: url, thumb: url, srcSet: undefined }]);
  });
});
