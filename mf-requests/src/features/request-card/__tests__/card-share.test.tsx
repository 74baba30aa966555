import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHouseRequest, renderWithProviders } from '@lotengo/shared/testing';
import { RequestCard } from '../request-card';
import { COPIED_NOTE_MS } from '../card-share';
import { requestsTexts } from '../../../texts';

const t = requestsTexts.card;
const PAGE_URL = 'http://localhost/solicitud/8-busco-casa-en-venta-en-santiago-de-surco';
const request = makeHouseRequest({
  houseRequestId: 8,
  title: 'Casa & jardín #1',
  tprocessId: 3,
  processType: 'COMPRAR',
  propertyType: 'Casa',
  district: 'SANTIAGO DE SURCO',
});

const shareButton = () => screen.getByRole('button', { name: t.share });
const menu = () => screen.queryByRole('group', { name: t.shareMenu });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe("the card's Compartir", () => {
  it('without a share sheet: a menu with WhatsApp and Copiar enlace, the copy confirmed and announced', async () => {
    jest.useFakeTimers();
    // user-event puts a clipboard of its own on navigator: its writes are watched.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<RequestCard request={request} />);
    expect(shareButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
    await user.click(shareButton());
    expect(shareButton()).toHaveAttribute('aria-expanded', 'true');
    const open = menu()!;
    expect(shareButton()).toHaveAttribute('aria-controls', open.id);
    const wa = within(open).getByRole('link', { name: `${t.shareWhatsApp} ${t.newTab}` });
    expect(wa).toHaveAttribute('target', '_blank');
    const href = new URL(wa.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    // The request named, its own page's address last; the "&" and "#" encoded, not cutting the message.
    expect(href.searchParams.get('text')).toBe(`${t.shareText('Casa & jardín #1', 8)} ${PAGE_URL}`);

    await user.click(within(open).getByRole('button', { name: t.copyLink }));
    expect(writeText).toHaveBeenCalledWith(PAGE_URL);
    expect(await navigator.clipboard.readText()).toBe(PAGE_URL);
    expect(within(screen.getByRole('article')).getByRole('status')).toHaveTextContent(t.copied);
    expect(menu()).not.toBeInTheDocument();
    expect(shareButton()).toHaveFocus();
    await act(async () => jest.advanceTimersByTime(COPIED_NOTE_MS));
    expect(within(screen.getByRole('article')).getByRole('status')).toBeEmptyDOMElement();
  });

  it('by keyboard: Enter opens, Tab reaches the choices, Escape closes on the button; elsewhere closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <RequestCard request={request} />
        <button type="button">Fuera</button>
      </>,
    );
    shareButton().focus();
    await user.keyboard('{Enter}');
    expect(menu()).toBeVisible();
    await user.tab();
    expect(within(menu()!).getByRole('link', { name: /WhatsApp/ })).toHaveFocus();
    await user.tab();
    expect(within(menu()!).getByRole('button', { name: t.copyLink })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(shareButton()).toHaveFocus();
    // Tabbing past the choices closes it; so does a click anywhere else.
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fuera' })).toHaveFocus();
    expect(menu()).not.toBeInTheDocument();
    await user.click(shareButton());
    expect(menu()).toBeVisible();
    await user.click(screen.getByRole('article'));
    expect(menu()).not.toBeInTheDocument();
  });

  it("with a share sheet: one tap shares the request's page; a refused sheet falls back to the menu", async () => {
    const share = jest.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderWithProviders(<RequestCard request={request} />);
    expect(shareButton()).not.toHaveAttribute('aria-expanded');
    await user.click(shareButton());
    expect(share).toHaveBeenCalledWith({
      title: t.shareTitle,
      text: t.shareText('Casa & jardín #1', 8),
      url: PAGE_URL,
    });
    expect(menu()).not.toBeInTheDocument();
    // Cancelled by the person: nothing else.
    share.mockRejectedValueOnce(new DOMException('cancelado', 'AbortError'));
    await user.click(shareButton());
    expect(menu()).not.toBeInTheDocument();
    // Refused by the browser: the other ways.
    share.mockRejectedValueOnce(new DOMException('no permitido', 'NotAllowedError'));
    await user.click(shareButton());
    expect(menu()).toBeVisible();
    expect(shareButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when the link cannot be copied', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('sin permiso'));
    renderWithProviders(<RequestCard request={request} />);
    await user.click(shareButton());
    await user.click(screen.getByRole('button', { name: t.copyLink }));
    expect(within(screen.getByRole('article')).getByRole('status')).toHaveTextContent(t.copyFailed);
  });
});
