import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_HEIGHT_REQUEST } from '@lotengo/shared';
import ExposedRequestCard from '../../../expose/request-card';
import { makeHouseRequest, renderWithProviders } from '@lotengo/shared/testing';
import { requestsTexts } from '../../../texts';

const t = requestsTexts.card;

// With the app's providers: the author's card (editable) changes its request's state through react-query.
function renderCard(props: Parameters<typeof ExposedRequestCard>[0]) {
  return renderWithProviders(<ExposedRequestCard {...props} />);
}

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href') ?? '';

describe('request card', () => {
  it('shows budget, process and property type, title, places, counts, area, ticks and code', () => {
    renderCard({ request: makeHouseRequest({ houseRequestId: 55, costInit: 800, costEnd: 1500, coveredArea: 85 }) });
    const card = screen.getByRole('article');
    expect(card).toHaveStyle({ height: `${CARD_HEIGHT_REQUEST}px` });
    // One amount never breaks from its "$" (no-break spaces); the range breaks only after the dash.
    expect(within(card).getByText('$ 800 - $ 1,500').textContent).toBe('$\u00a0800\u00a0- $\u00a01,500');
    expect(within(card).getByText('ALQUILAR')).toBeInTheDocument();
    expect(within(card).getByText('Departamento')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Depa con vista al parque 55' })).toBeInTheDocument();
    expect(within(card).getByText(/Cerca al parque Kennedy/)).toHaveTextContent('MIRAFLORES, LIMA, LIMA');
    expect(within(card).getByText(`${t.bedrooms}:`).nextSibling).toHaveTextContent('2');
    expect(within(card).getByText(`${t.garage}:`).nextSibling).toHaveTextContent('1');
    expect(within(card).getByText('85 m²')).toBeInTheDocument();
    expect(within(card).getByText(t.commonArea).nextSibling).toHaveTextContent(t.hasIt);
    expect(within(card).getByText(t.serviceArea).nextSibling).toHaveTextContent(t.lacksIt);
    expect(within(card).getByText('Código: 55')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: t.avatarAlt(7) })).toBeInTheDocument();
  });

  it('trims the title and cuts it at 60 characters', () => {
    const long = `   ${'Casa amplia con jardín y piscina en zona tranquila cerca a colegios'}   `;
    renderCard({ request: makeHouseRequest({ title: long }) });
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent!.length).toBeLessThanOrEqual(60);
    expect(heading.textContent!.startsWith('Casa amplia con jardín')).toBe(true);
    expect(heading.textContent!.endsWith('…')).toBe(true);
  });

  it('names a request without a title after what it looks for', () => {
    renderCard({
      request: makeHouseRequest({
        title: 'no-title-request',
        propertyType: 'Casa',
        processType: 'COMPRAR',
        district: 'SANTIAGO DE SURCO',
      }),
    });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Casa para comprar · Santiago de Surco');
  });

  it("links its title to the request's own page, a real link before the buttons, nothing nested", async () => {
    renderCard({ request: makeHouseRequest({ houseRequestId: 55, phoneNumber: '987654321' }), onLoTengo: jest.fn() });
    const card = screen.getByRole('article');
    const page = within(card).getByRole('link', { name: 'Depa con vista al parque 55' });
    // A document the server renders, not an app route: a plain href, crawlable, opens in a new tab at will.
    expect(page).toHaveAttribute('href', '/solicitud/55-busco-departamento-en-alquiler-en-miraflores');
    expect(page).not.toHaveAttribute('target');
    expect(page.closest('h3')).toBe(within(card).getByRole('heading', { level: 3 }));
    expect(card.querySelectorAll(':is(a, button) :is(a, button)')).toHaveLength(0);
    // Keyboard: the title, then the card's buttons in the order they read.
    const user = userEvent.setup();
    await user.tab();
    expect(page).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: t.loTengo })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: t.share })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: new RegExp(t.chat) })).toHaveFocus();
  });

  it('builds a real wa.me chat link with the request named and everything encoded', () => {
    renderCard({
      request: makeHouseRequest({ houseRequestId: 8, title: 'Depa & terraza #1', phoneNumber: '987 654 321' }),
    });
    const chat = new URL(hrefOf(new RegExp(t.chat)));
    expect(chat.pathname).toBe('/51987654321');
    expect(chat.searchParams.get('text')).toBe(t.chatText('Depa & terraza #1', 8));
    expect(screen.getByRole('link', { name: new RegExp(t.chat) })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: new RegExp(t.chat) })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows "¡Lo tengo!" only when the context offers it, and calls back with the request', async () => {
    const onLoTengo = jest.fn();
    const request = makeHouseRequest();
    const { unmount } = renderCard({ request, onLoTengo });
    await userEvent.click(screen.getByRole('button', { name: t.loTengo }));
    expect(onLoTengo).toHaveBeenCalledWith(request);
    expect(screen.queryByRole('link', { name: t.edit })).not.toBeInTheDocument();
    unmount();
    renderCard({ request });
    expect(screen.queryByRole('button', { name: t.loTengo })).not.toBeInTheDocument();
  });

  it("offers Editar on the owner's list, without a chat with oneself", () => {
    renderCard({ request: makeHouseRequest({ houseRequestId: 12, phoneNumber: '987654321' }), editable: true });
    expect(hrefOf(t.edit)).toBe('/page/edit-request/12');
    expect(screen.queryByRole('link', { name: new RegExp(t.chat) })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.share })).toBeInTheDocument();
  });

  it('says how fresh the request is, on every card, in a line that is there even without the date', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY - 60_000).toISOString();
    const { unmount } = renderCard({ request: makeHouseRequest({ lastActiveAt: at(3) }), onLoTengo: jest.fn() });
    expect(screen.getByTestId('request-freshness')).toHaveTextContent('Activa hace 3 días');
    unmount();
    const second = renderCard({ request: makeHouseRequest({ lastActiveAt: at(1) }) });
    expect(screen.getByTestId('request-freshness')).toHaveTextContent('Activa hace 1 día');
    second.unmount();
    const third = renderCard({ request: makeHouseRequest({ lastActiveAt: at(0) }) });
    expect(screen.getByTestId('request-freshness')).toHaveTextContent('Activa hoy');
    third.unmount();
    // An older backend without lastActiveAt: the line stays (same rows on every card), empty.
    renderCard({ request: makeHouseRequest({ lastActiveAt: undefined }) });
    expect(screen.getByTestId('request-freshness')).toBeEmptyDOMElement();
  });

  it('the index variant shows the rent or buy icon, "Busca" and the user code', () => {
    renderCard({
      request: makeHouseRequest({ tprocessId: 3, processType: 'COMPRAR', userCode: 21 }),
      variant: 'index',
    });
    expect(screen.getByRole('img', { name: t.buyIcon })).toBeInTheDocument();
    expect(screen.getByText(`${t.busca} · COMPRAR`)).toBeInTheDocument();
    expect(screen.getByText(t.userCode(21))).toBeInTheDocument();
  });
});
