import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { ApiError } from '@lotengo/shared/http';
import RequestsPage from '../../../expose/requests-page';
import {
  renderWithProviders,
  fakeApi,
  referenceApi,
  makeHouseRequest,
  makeProperty,
  SEEKER,
  OWNER,
} from '@lotengo/shared/testing';
import { requestFormTexts, requestsTexts } from '../../../texts';

const card = requestsTexts.card;
const t = requestFormTexts.link;

const request = makeHouseRequest({
  houseRequestId: 70,
  userCode: SEEKER.userCode,
  ubigeoId: 150122,
  costInit: 800,
  costEnd: 1500,
});

function renderRequests(user: typeof SEEKER | null) {
  fakeApi().searchHouseRequests.mockResolvedValue({ items: [request], total: 1, page: 1, pageSize: 12 });
  return renderWithProviders(<RequestsPage />, {
    route: paths.requests,
    path: paths.requests,
    session: user ?? 'visitor',
  });
}

async function pressLoTengo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: card.loTengo }));
}

describe('"¡Lo tengo!"', () => {
  beforeEach(() => {
    fakeApi({ ...referenceApi });
  });

  it('sends a visitor to login with the "Importante" warning', async () => {
    const user = userEvent.setup();
    const search = fakeApi().searchUserProperties;
    renderRequests(null);
    await pressLoTengo(user);
    expect(await screen.findByText(messages.toasts.notLoggedIn.message)).toBeInTheDocument();
    expect(screen.getByText(messages.toasts.notLoggedIn.title)).toBeInTheDocument();
    // Navigations run in a transition (react-router 7): wait for them.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(paths.login));
    expect(search).not.toHaveBeenCalled();
  });

  it(
    'once the page is idle the modal is ready: the press shows the dialog at once, its ' + 'properties as they arrive',
    async () => {
      const user = userEvent.setup();
      let answer: (rows: ReturnType<typeof makeProperty>[]) => void = () => undefined;
      fakeApi().searchUserProperties.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
      fakeApi().getSentPropertyIds.mockResolvedValue([]);
      renderRequests(OWNER);
      const button = await screen.findByRole('button', { name: card.loTengo });
      // The idle prefetch has run (a timeout in jsdom): give it its turn.
      await new Promise((r) => setTimeout(r, 20));
      await user.click(button);
      // No loading overlay in between: the dialog itself, right after the press.
      const dialog = screen.getByRole('dialog', { name: t.title });
      expect(within(dialog).queryByTestId('link-property-item')).not.toBeInTheDocument();
      answer([makeProperty({ propertyId: 41, title: 'Depa Lince' })]);
      expect(await within(dialog).findByTestId('link-property-item')).toBeInTheDocument();
    },
  );

  it('tells the owner it is their own request, without a modal', async () => {
    const user = userEvent.setup();
    const search = fakeApi().searchUserProperties;
    renderRequests(SEEKER);
    await pressLoTengo(user);
    expect(await screen.findByText(messages.toasts.ownRequest.message)).toBeInTheDocument();
    expect(screen.getByText(messages.toasts.ownRequest.title)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it(
    'opens "Enlaza tu propiedad" with the request and the owner\'s fitting properties, ' + 'not closed by Escape',
    async () => {
      const user = userEvent.setup();
      const search = fakeApi().searchUserProperties.mockResolvedValue([
        makeProperty({
          propertyId: 31,
          title: 'Depa Larco',
          urlPhotoPrincipal: 'https://img.test/31.jpg',
          price: 1200,
        }),
        makeProperty({ propertyId: 32, title: 'Depa Pardo', address: 'Av. Pardo 9', price: 14500 }),
      ]);
      fakeApi().getSentPropertyIds.mockResolvedValue([]);
      renderRequests(OWNER);
      await pressLoTengo(user);
      const dialog = await screen.findByRole('dialog', { name: t.title });
      expect(within(dialog).getByText('Depa con vista al parque 70')).toBeInTheDocument();
      expect(await within(dialog).findByText('Depa Larco')).toBeInTheDocument();
      expect(search).toHaveBeenCalledWith(
        OWNER.userCode,
        expect.objectContaining({ ubigeoId: 150122, priceMin: 800, priceMax: 1500 }),
      );
      const items = within(dialog).getAllByTestId('link-property-item');
      expect(items).toHaveLength(2);
      expect(within(items[0]).getByRole('img', { name: t.photoAlt('Depa Larco') })).toHaveAttribute(
        'src',
        'https://img.test/31.jpg',
      );
      expect(within(items[1]).getByRole('img', { name: t.noPhoto })).toBeInTheDocument();
      expect(within(items[1]).getByText('$ 14.5K')).toBeInTheDocument();
      expect(within(items[1]).getByText('Av. Pardo 9')).toBeInTheDocument();
      expect(within(items[1]).getByText('MIRAFLORES')).toBeInTheDocument();
      expect(within(items[1]).getByText('ALQUILAR')).toBeInTheDocument();

      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: t.title })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: messages.common.close }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('Enviar sends to the inbox and marks the property as sent', async () => {
    const user = userEvent.setup();
    fakeApi().searchUserProperties.mockResolvedValue([makeProperty({ propertyId: 31, title: 'Depa Larco' })]);
    const sentIds = fakeApi().getSentPropertyIds.mockResolvedValue([]);
    const send = fakeApi().sendToInbox.mockImplementation(async (e) => {
      sentIds.mockResolvedValue([31]);
      return {
        idInboxProperty: 1,
        propertyId: e.propertyId,
        userCode: e.userCode,
        houseRequestId: e.houseRequestId,
        isAccepted: 0,
        isRead: 0,
        isWithdrawn: 0,
        dateInbox: new Date().toISOString(),
        propertyDetail: makeProperty(),
      };
    });
    renderRequests(OWNER);
    await pressLoTengo(user);
    await user.click(await screen.findByRole('button', { name: `${t.send}: Depa Larco` }));
    expect(await screen.findByText(messages.toasts.offerSent.message)).toBeInTheDocument();
    expect(screen.getByText(messages.toasts.offerSent.title)).toBeInTheDocument();
    const sent = send.mock.calls[0][0];
    // The API layer fills isAccepted 0, isRead 0 and the date (shared/src/api/session-endpoints.ts).
    expect(sent).toEqual({ propertyId: 31, userCode: SEEKER.userCode, houseRequestId: 70 });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(t.sent)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: `${t.send}: Depa Larco` })).not.toBeInTheDocument();
  });

  it('shows a property already sent to this request as "Enviado", not a second Enviar', async () => {
    const user = userEvent.setup();
    fakeApi().searchUserProperties.mockResolvedValue([
      makeProperty({ propertyId: 31, title: 'Depa Larco' }),
      makeProperty({ propertyId: 32, title: 'Depa Pardo' }),
    ]);
    fakeApi().getSentPropertyIds.mockResolvedValue([31]);
    renderRequests(OWNER);
    await pressLoTengo(user);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(t.sent)).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: `${t.send}: Depa Larco` })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: `${t.send}: Depa Pardo` })).toBeInTheDocument();
  });

  it('shows the server reason when sending fails and keeps Enviar available', async () => {
    const user = userEvent.setup();
    fakeApi().searchUserProperties.mockResolvedValue([makeProperty({ propertyId: 31, title: 'Depa Larco' })]);
    fakeApi().getSentPropertyIds.mockResolvedValue([]);
    fakeApi().sendToInbox.mockRejectedValue(new ApiError(500, 'Servicio no disponible'));
    renderRequests(OWNER);
    await pressLoTengo(user);
    await user.click(await screen.findByRole('button', { name: `${t.send}: Depa Larco` }));
    expect(
      await screen.findByText(`${messages.toasts.offerFailure.message} Servicio no disponible`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${t.send}: Depa Larco` })).toBeEnabled();
  });

  it('without fitting properties recommends adding one, with a link to property creation', async () => {
    const user = userEvent.setup();
    fakeApi().searchUserProperties.mockResolvedValue([]);
    fakeApi().getSentPropertyIds.mockResolvedValue([]);
    renderRequests(OWNER);
    await pressLoTengo(user);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(t.noProperties)).toBeInTheDocument();
    expect(t.noProperties).toBe('No cuentas con propiedades cargadas. Te recomendamos ingresar una propiedad');
    await user.click(within(dialog).getByRole('link', { name: t.newProperty }));
    // Navigations run in a transition (react-router 7): wait for them.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(paths.propertyCreate));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "Ocurrió un error al buscar propiedades" when the property search fails', async () => {
    const user = userEvent.setup();
    fakeApi().searchUserProperties.mockRejectedValue(new ApiError(0, 'No se pudo conectar con el servidor'));
    fakeApi().getSentPropertyIds.mockResolvedValue([]);
    renderRequests(OWNER);
    await pressLoTengo(user);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(messages.toasts.propertySearchError.message)).toBeInTheDocument();
    // The toast says it too.
    expect(screen.getAllByText(messages.toasts.propertySearchError.message)).toHaveLength(2);
  });
});
