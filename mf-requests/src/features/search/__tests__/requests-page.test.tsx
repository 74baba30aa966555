import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_REQUESTS_ANCHOR, paths, type SearchFilter } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { ApiError } from '@lotengo/shared/http';
import RequestsPage from '../../../expose/requests-page';
import HomeSearch from '../../../expose/home-search';
import { renderWithProviders, fakeApi, referenceApi, makeHouseRequest } from '@lotengo/shared/testing';
import { requestsTexts } from '../../../texts';

// Paged lists and sliders per test: generous on a shared 2-core machine.
jest.setTimeout(20_000);

const t = requestsTexts.search;

/** A fake server: `total` requests with ids 1…total, paged by the body's key (`after`) or else its page number. */
function fakeSearch(total: number) {
  return fakeApi().searchHouseRequests.mockImplementation(async (filter: SearchFilter) => {
    const page = filter.page ?? 1;
    const size = filter.pageSize ?? 12;
    const from = filter.after ?? (page - 1) * size;
    const items = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) =>
      makeHouseRequest({ houseRequestId: from + i + 1 }),
    );
    return { items, total, page, pageSize: size };
  });
}

const lastFilter = (spy: ReturnType<typeof fakeSearch>) => spy.mock.calls[spy.mock.calls.length - 1][0];
/** rc-slider reads keyCode; a keyboard user moves a handle one step per arrow press. */
const arrow = (el: HTMLElement, dir: 'left' | 'right') =>
  fireEvent.keyDown(
    el,
    dir === 'left' ? { key: 'ArrowLeft', keyCode: 37, which: 37 } : { key: 'ArrowRight', keyCode: 39, which: 39 },
  );
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('/page/requests', () => {
  beforeEach(() => {
    fakeApi({ ...referenceApi });
  });

  it('renders a bounded first page with "{n} Resultados" and loads more on demand', async () => {
    const user = userEvent.setup();
    const search = fakeSearch(30);
    renderWithProviders(<RequestsPage />, { route: paths.requests, path: paths.requests });
    // The file's first render pays the cold start of the page's modules: on a loaded 2-core machine that
    // alone went past findBy's default second. A tolerance, not a timing check.
    expect(await screen.findByText('30 Resultados', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getAllByTestId('request-card')).toHaveLength(12);
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 12, ubigeoId: 0, tprocessId: 0 }));

    await user.click(screen.getByRole('button', { name: t.loadMore }));
    // Twelve more cards: past waitFor's default second twice at a load of 16 (the same tolerance).
    await waitFor(() => expect(screen.getAllByTestId('request-card')).toHaveLength(24), { timeout: 5000 });
    // The next page by the key of the last card shown (and its number, for a backend that pages only by number).
    expect(lastFilter(search)).toMatchObject({ after: 12, page: 2, pageSize: 12 });
    await user.click(screen.getByRole('button', { name: t.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('request-card')).toHaveLength(30), { timeout: 5000 });
    expect(lastFilter(search)).toMatchObject({ after: 24, page: 3 });
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
    expect(screen.getByText(t.showing(30, 30))).toBeInTheDocument();
  });

  it('reproduces a shared search URL: filters shown and sent to the API', async () => {
    const search = fakeSearch(3);
    renderWithProviders(<RequestsPage />, {
      route: `${paths.requests}?dep=LIMA&prov=LIMA&ubigeo=150131&op=2&type=1&pmin=500&pmax=2000&amin=40&amax=300`,
      path: paths.requests,
    });
    expect(await screen.findByText('3 Resultados')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({
        ubigeoId: 150131,
        tprocessId: 2,
        tpropertyId: 1,
        priceMin: 500,
        priceMax: 2000,
        areaMin: 40,
        areaMax: 300,
      }),
    );
    await waitFor(() => expect(select(t.district).value).toBe('150131'));
    expect(select(t.department).value).toBe('LIMA');
    expect(select(t.province).value).toBe('LIMA');
    await waitFor(() => expect(select(t.operation).value).toBe('2'));
    expect(select(t.propertyType).value).toBe('1');
    // Price slider for rent, both handles labelled, values shown in soles.
    expect(await screen.findByRole('slider', { name: t.priceMin })).toHaveAttribute('aria-valuenow', '500');
    expect(screen.getByRole('slider', { name: t.priceMax })).toHaveAttribute('aria-valuenow', '2000');
    expect(screen.getByText('S/ 500 – S/ 2,000')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: t.areaMin })).toHaveAttribute('aria-valuenow', '40');
  });

  it('ignores bad URL values instead of crashing', async () => {
    const search = fakeSearch(2);
    renderWithProviders(<RequestsPage />, {
      route: `${paths.requests}?ubigeo=zzz&op=99&type=-4&pmin=abc&amax=-1`,
      path: paths.requests,
    });
    expect(await screen.findByText('2 Resultados')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({ ubigeoId: 0, tprocessId: 0, tpropertyId: 0, priceMin: 0, areaMax: 0 }),
    );
  });

  it('BUSCAR puts the filters in the URL (province code when no district) and searches with them', async () => {
    const user = userEvent.setup();
    const search = fakeSearch(5);
    renderWithProviders(<RequestsPage />, { route: paths.requests, path: paths.requests });
    await screen.findByText('5 Resultados');
    await user.selectOptions(select(t.department), await screen.findByRole('option', { name: 'LIMA' }));
    await user.selectOptions(
      select(t.province),
      await within(select(t.province)).findByRole('option', { name: 'LIMA' }),
    );
    await user.selectOptions(select(t.operation), await screen.findByRole('option', { name: 'COMPRAR' }));
    expect(await screen.findByText(t.priceBuy)).toBeInTheDocument();
    const minHandle = screen.getByRole('slider', { name: t.priceMin });
    arrow(minHandle, 'right');
    arrow(minHandle, 'right');
    expect(minHandle).toHaveAttribute('aria-valuenow', '22000');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/page/requests?dep=LIMA&prov=LIMA&ubigeo=150100&op=3&pmin=22000',
      ),
    );
    await waitFor(() =>
      expect(lastFilter(search)).toMatchObject({
        ubigeoId: 150100,
        tprocessId: 3,
        priceMin: 22000,
        priceMax: 0,
        page: 1,
      }),
    );
  });

  it('drops a filter the API does not know (400 naming it) from the URL and searches without it', async () => {
    const search = fakeApi().searchHouseRequests.mockImplementation(async (f: SearchFilter) => {
      if (f.ubigeoId === 999999) throw new ApiError(400, 'ubigeoId 999999 no existe', 'ubigeoId');
      return { items: [makeHouseRequest()], total: 1, page: 1, pageSize: 12 };
    });
    renderWithProviders(<RequestsPage />, {
      route: `${paths.requests}?dep=NARNIA&ubigeo=999999&op=3`,
      path: paths.requests,
    });
    expect(await screen.findByText('1 Resultados')).toBeInTheDocument();
    // Navigations run in a transition (react-router 7): wait for them.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/page\/requests\?op=3$/));
    expect(lastFilter(search)).toMatchObject({ ubigeoId: 0, tprocessId: 3 });
  });

  it('says so when nothing matches, and offers a retry when the search fails', async () => {
    const search = fakeApi().searchHouseRequests.mockRejectedValue(new ApiError(503, 'sin servicio'));
    const user = userEvent.setup();
    renderWithProviders(<RequestsPage />, { route: paths.requests, path: paths.requests });
    expect(await screen.findByText(t.loadError)).toBeInTheDocument();
    search.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 12 });
    await user.click(screen.getByRole('button', { name: messages.common.retry }));
    expect(await screen.findByText(t.noResults)).toBeInTheDocument();
    expect(screen.getByText('0 Resultados')).toBeInTheDocument();
  });
});

describe('home search section', () => {
  beforeEach(() => {
    fakeApi({ ...referenceApi });
  });

  it('carries the anchor, preloads Lima/Lima districts, lists popular requests and starts unfiltered', async () => {
    const search = fakeSearch(4);
    fakeApi().getPopularHouseRequests.mockResolvedValue([
      makeHouseRequest({ houseRequestId: 900, title: 'La más popular' }),
    ]);
    const { container } = renderWithProviders(<HomeSearch />, { route: '/home', path: '/home' });
    expect(container.querySelector(`#${HOME_REQUESTS_ANCHOR}`)).not.toBeNull();
    expect(await screen.findByText('4 Resultados')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ ubigeoId: 0 }));
    expect(await screen.findByRole('heading', { name: 'La más popular' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'SAN ISIDRO' })).toBeInTheDocument();
    expect(select(t.region).value).toBe('LIMA');
    expect(screen.getByRole('button', { name: t.homeSubmit })).toBeInTheDocument();
  });

  it('Buscar filters in place with the chosen district and rent price step of 100', async () => {
    const user = userEvent.setup();
    const search = fakeSearch(4);
    fakeApi().getPopularHouseRequests.mockResolvedValue([]);
    renderWithProviders(<HomeSearch />, { route: '/home', path: '/home' });
    await user.selectOptions(select(t.district), await screen.findByRole('option', { name: 'MIRAFLORES' }));
    await user.selectOptions(select(t.operation), await screen.findByRole('option', { name: 'ALQUILAR' }));
    const maxHandle = await screen.findByRole('slider', { name: t.priceMax });
    arrow(maxHandle, 'left');
    expect(maxHandle).toHaveAttribute('aria-valuenow', '9900');
    await user.click(screen.getByRole('button', { name: t.homeSubmit }));
    await waitFor(() =>
      expect(lastFilter(search)).toMatchObject({ ubigeoId: 150122, tprocessId: 2, priceMin: 0, priceMax: 9900 }),
    );
    expect(screen.getByRole('link', { name: t.seeAll })).toHaveAttribute(
      'href',
      '/page/requests?dep=LIMA&prov=LIMA&ubigeo=150122&op=2&pmax=9900',
    );
  });
});
