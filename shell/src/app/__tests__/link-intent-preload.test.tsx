import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { assetUrl, paths, propertyQueries } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { SLIDE_SIZES, firstPhotoHint, slideImage } from '@lotengo/shared/format/photos';
import { preloadRemoteModule } from '@lotengo/shared/remotes';
import { SEEKER, fakeApi, makePropertyDetail, renderWithProviders, signIn, signOut } from '@lotengo/shared/testing';
import { LinkIntentPreload } from '../use-link-intent-preload';

jest.mock('@lotengo/shared/remotes', () => ({
  ...jest.requireActual<object>('@lotengo/shared/remotes'),
  preloadRemoteModule: jest.fn(),
}));
const preloaded = jest.mocked(preloadRemoteModule);

const STORED = '/storage/7/0b7c1f3e-8a2d-4c55-9d1e-6f2a3b4c5d6e';
const imagePreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

function page() {
  return (
    <>
      <LinkIntentPreload />
      <a href={paths.propertyDetail(42)}>Ver detalle</a>
      <a href={paths.propertyDetail(43, 'matchs')}>Ver match</a>
      <a href={paths.inbox}>Mis Ofertas</a>
      <a href={paths.login}>Ingresar</a>
      <a href="https://www.example.com/page/property/42">Fuera del sitio</a>
      <a href={paths.propertyDetail(44)} target="_blank" rel="noreferrer">
        En otra pestaña
      </a>
    </>
  );
}

/** The watcher is installed once its chunk has loaded: touch until the first preload shows it is. */
async function touchOnceInstalled(name: string) {
  const link = screen.getByRole('link', { name });
  await waitFor(() => {
    fireEvent.touchStart(link);
    expect(preloaded).toHaveBeenCalled();
  });
  return link;
}

beforeEach(() => {
  preloaded.mockClear();
  for (const l of imagePreloads()) l.remove();
});

describe('a link to a page, preloaded on intent (signed in)', () => {
  it(
    'a touch on a detail link starts the detail page, its property (the page’s own query) and its first photo as ' +
      'the first slide asks',
    async () => {
      const property = makePropertyDetail({
        propertyId: 42,
        access: 'recipient',
        multimedias: [
          { name: 'sala.jpg', tipo: 'image/jpeg', fileUrl: STORED },
          { name: 'cocina.jpg', tipo: 'image/jpeg', fileUrl: `${STORED.slice(0, -1)}f` },
        ],
      });
      const calls = fakeApi({ getProperty: async () => property });
      const { queryClient } = renderWithProviders(page(), { session: SEEKER });
      await touchOnceInstalled('Ver detalle');
      expect(preloaded).toHaveBeenCalledWith('mf_properties', 'property-detail-page');
      expect(calls.getProperty).toHaveBeenCalledWith(42);
      await waitFor(() => expect(imagePreloads()).toHaveLength(1));
      const slide = slideImage(assetUrl(STORED));
      const link = imagePreloads()[0]!;
      // The gallery's srcset and sizes: the browser picks the same candidate and hands it to the <img>.
      expect(link.getAttribute('imagesrcset')).toBe(slide.srcSet);
      expect(link.getAttribute('imagesrcset')).toContain(`${STORED}?w=960 960w`);
      expect(link.getAttribute('imagesizes')).toBe(SLIDE_SIZES);
      expect(link.getAttribute('fetchpriority')).toBe('high');
      expect(queryClient.getQueryData(propertyQueries.detail(42).queryKey)).toEqual(property);
    },
  );

  it(
    'a link that names its first photo (a card holds it) gets that photo at once, before ' + 'the property answers',
    async () => {
      let answer: (p: ReturnType<typeof makePropertyDetail>) => void = () => undefined;
      const calls = fakeApi({ getProperty: () => new Promise((resolve) => (answer = resolve)) });
      renderWithProviders(
        <>
          <LinkIntentPreload />
          <a href={paths.propertyDetail(42)} {...firstPhotoHint(STORED)}>
            Ver detalle
          </a>
        </>,
        { session: SEEKER },
      );
      await touchOnceInstalled('Ver detalle');
      expect(calls.getProperty).toHaveBeenCalledWith(42);
      expect(imagePreloads().map((l) => l.getAttribute('imagesrcset'))).toEqual([slideImage(assetUrl(STORED)).srcSet]);
      // The owner reordered since the card was drawn: the property's own first photo is preloaded too.
      const other = `${STORED.slice(0, -1)}f`;
      answer(
        makePropertyDetail({ propertyId: 42, multimedias: [{ name: 'b.jpg', tipo: 'image/jpeg', fileUrl: other }] }),
      );
      await waitFor(() => expect(imagePreloads()).toHaveLength(2));
      expect(imagePreloads()[1]!.getAttribute('imagesrcset')).toBe(slideImage(assetUrl(other)).srcSet);
    },
  );

  it('starts each link’s page once, however many times it is pointed at, touched or focused', async () => {
    const calls = fakeApi({
      getProperty: async () =>
        makePropertyDetail({ propertyId: 42, multimedias: [{ name: 'a.jpg', tipo: 'image/jpeg', fileUrl: STORED }] }),
    });
    const { user } = renderWithProviders(page(), { session: SEEKER });
    const link = await touchOnceInstalled('Ver detalle');
    fireEvent.pointerOver(link);
    fireEvent.touchStart(link);
    await user.tab();
    expect(link).toHaveFocus();
    await waitFor(() => expect(imagePreloads()).toHaveLength(1));
    expect(preloaded).toHaveBeenCalledTimes(1);
    expect(calls.getProperty).toHaveBeenCalledTimes(1);
  });

  it('a keyboard focus is intent too, and a match’s link (with its query) is the same page', async () => {
    const calls = fakeApi({ getProperty: async () => makePropertyDetail({ propertyId: 43, access: 'match' }) });
    const { user } = renderWithProviders(page(), { session: SEEKER });
    await waitFor(async () => {
      await user.tab();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Ver match' })).toHaveFocus();
      expect(calls.getProperty).toHaveBeenCalledWith(43);
    });
    expect(preloaded).toHaveBeenCalledWith('mf_properties', 'property-detail-page');
    // No photo: nothing to preload, and nothing else asked.
    expect(imagePreloads()).toHaveLength(0);
  });

  it('a page without data gets its code only; off-site, new-tab and visitor-only links start nothing', async () => {
    const calls = fakeApi({});
    renderWithProviders(page(), { session: SEEKER });
    await touchOnceInstalled('Mis Ofertas');
    expect(preloaded).toHaveBeenCalledWith('mf_inbox', 'inbox-page');
    preloaded.mockClear();
    for (const name of ['Ingresar', 'Fuera del sitio', 'En otra pestaña'])
      fireEvent.touchStart(screen.getByRole('link', { name }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Fuera del sitio' }));
    expect(preloaded).not.toHaveBeenCalled();
    expect(calls.getProperty).not.toHaveBeenCalled();
    expect(imagePreloads()).toHaveLength(0);
  });

  it('a property the server refuses (403) preloads no photo and leaves the refusal for the page', async () => {
    const calls = fakeApi({
      getProperty: async () => {
        throw new ApiError(403, 'No tienes acceso a esta propiedad');
      },
    });
    const { queryClient } = renderWithProviders(page(), { session: SEEKER });
    await touchOnceInstalled('Ver detalle');
    await waitFor(() => expect(calls.getProperty).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(queryClient.getQueryState(propertyQueries.detail(42).queryKey)?.status).toBe('error'));
    expect(imagePreloads()).toHaveLength(0);
  });
});

describe('for a visitor', () => {
  it('starts nothing until they sign in, and nothing again once they sign out', async () => {
    const calls = fakeApi({ getProperty: async () => makePropertyDetail({ propertyId: 42 }) });
    renderWithProviders(page(), { session: 'visitor' });
    const detail = screen.getByRole('link', { name: 'Ver detalle' });
    fireEvent.touchStart(detail);
    fireEvent.pointerOver(detail);
    act(() => signIn(SEEKER));
    // Signed in, the watcher comes (so it would have seen the touches above had it been there).
    await touchOnceInstalled('Mis Ofertas');
    expect(preloaded.mock.calls).toEqual([['mf_inbox', 'inbox-page']]);
    expect(calls.getProperty).not.toHaveBeenCalled();
    act(() => signOut());
    fireEvent.touchStart(detail);
    fireEvent.touchStart(screen.getByRole('link', { name: 'Ver match' }));
    expect(preloaded).toHaveBeenCalledTimes(1);
    expect(calls.getProperty).not.toHaveBeenCalled();
  });
});
