import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lotengo/shared';
import { fakeApi, makeHouseRequest, renderWithProviders, SEEKER } from '@lotengo/shared/testing';
import MyRequestsPage from '../../../expose/my-requests-page';
import { requestFormTexts } from '../../../texts';

const t = requestFormTexts.share;
const request = makeHouseRequest({
  houseRequestId: 44,
  processType: 'ALQUILAR',
  propertyType: 'Departamento',
  district: 'MIRAFLORES',
});
const PAGE_URL = 'http://localhost/solicitud/44-busco-departamento-en-alquiler-en-miraflores';

function renderPage(route: string) {
  fakeApi().getMyHouseRequests.mockResolvedValue([request, makeHouseRequest({ houseRequestId: 45 })]);
  return renderWithProviders(<MyRequestsPage />, { route, path: paths.myRequests, session: SEEKER });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  jest.restoreAllMocks();
});

describe('Comparte tu solicitud', () => {
  it("after publishing: the request's own link, WhatsApp and Copiar enlace where there is no share sheet", async () => {
    // user-event puts a clipboard of its own on navigator: its writes are watched.
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderPage(paths.myRequestsShare(44));
    const panel = await screen.findByRole('region', { name: t.title });
    expect(screen.getByLabelText(t.linkLabel)).toHaveValue(PAGE_URL);
    expect(within(panel).queryByRole('button', { name: t.share })).not.toBeInTheDocument();
    const wa = new URL(screen.getByRole('link', { name: t.whatsapp }).getAttribute('href')!);
    expect(wa.origin + wa.pathname).toBe('https://wa.me/');
    expect(wa.searchParams.get('text')).toMatch(new RegExp(`${PAGE_URL}$`));
    await user.click(screen.getByRole('button', { name: t.copy }));
    expect(writeText).toHaveBeenCalledWith(PAGE_URL);
    expect(await screen.findByText(t.copied)).toHaveAttribute('role', 'status');
    // Closed: the panel and its parameter go, the list stays.
    await user.click(screen.getByRole('button', { name: t.close }));
    expect(panel).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/page\/my-request$/));
    expect(screen.getByText('2 Resultados')).toBeInTheDocument();
  });

  it("uses the browser's share sheet where it has one", async () => {
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderPage(paths.myRequestsShare(44));
    const panel = await screen.findByRole('region', { name: t.title });
    await user.click(within(panel).getByRole('button', { name: t.share }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: PAGE_URL, title: t.title }));
  });

  it('says so when the link cannot be copied, and is not offered for a request that is not the user’s', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('sin permiso'));
    const { unmount } = renderPage(paths.myRequestsShare(44));
    await user.click(await screen.findByRole('button', { name: t.copy }));
    expect(await screen.findByText(t.copyFailed)).toBeInTheDocument();
    unmount();
    renderPage(paths.myRequestsShare(99));
    expect(await screen.findByText('2 Resultados')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.title })).not.toBeInTheDocument();
  });
});
