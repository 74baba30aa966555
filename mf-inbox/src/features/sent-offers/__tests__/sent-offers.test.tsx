import { screen, within } from '@testing-library/react';
import { paths, type SentOffer } from '@lotengo/shared';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { fakeApi, makeHouseRequest, makeProperty, OWNER, renderWithProviders } from '@lotengo/shared/testing';
import InboxPage from '../../../expose/inbox-page';
import { SentOffersSection } from '../sent-offers-section';
import { inboxTexts } from '../../../texts';

const t = inboxTexts.sent;
const CLOSED = alertsTexts.requestState.offerRequestClosed;

const offer = (over: Partial<SentOffer>): SentOffer => ({
  idInboxProperty: 1,
  propertyId: 31,
  houseRequestId: 50,
  isAccepted: 0,
  isWithdrawn: 0,
  dateInbox: '2026-11-20T15:00:00.000Z',
  requestTitle: 'Busco depa en Miraflores',
  requestState: 'active',
  ...over,
});

const rows = () => screen.getAllByTestId('sent-offer');
const row = (i: number) => within(rows()[i]!);

describe('"Propiedades que enviaste"', () => {
  it(
    'lists each offer I sent with its property, request, date and status; "Solicitud cerrada" only on a pending ' +
      'one whose request left',
    async () => {
      const calls = fakeApi({
        getSentOffers: async () => [
          offer({ idInboxProperty: 1, houseRequestId: 50, requestState: 'closed' }),
          offer({ idInboxProperty: 2, houseRequestId: 51, requestState: 'active' }),
          offer({ idInboxProperty: 3, houseRequestId: 52, isAccepted: 1, requestState: 'closed' }),
          offer({ idInboxProperty: 4, houseRequestId: 53, isAccepted: 2 }),
          offer({ idInboxProperty: 5, houseRequestId: 54, isWithdrawn: 1, requestState: 'paused' }),
          offer({
            idInboxProperty: 6,
            houseRequestId: 55,
            propertyId: 99,
            requestTitle: 'no-title-request',
            requestState: 'paused',
          }),
        ],
        getUserProperties: async () => [
          {
            ...makeProperty({ propertyId: 31, title: 'Depa Larco', userCode: OWNER.userCode }),
            status: 1,
            rejectReasons: {},
          },
        ],
      });
      renderWithProviders(<SentOffersSection userCode={OWNER.userCode} />, { session: OWNER });
      expect(await screen.findByRole('list', { name: t.listLabel })).toBeInTheDocument();
      expect(calls.getSentOffers).toHaveBeenCalledWith(OWNER.userCode);
      expect(rows()).toHaveLength(6);

      expect(await row(0).findByRole('heading', { name: 'Depa Larco' })).toBeInTheDocument();
      expect(row(0).getByText('Solicitud N° 50: Busco depa en Miraflores')).toBeInTheDocument();
      expect(row(0).getByText(/^Enviada el 20 nov\.? 2026$/)).toBeInTheDocument();
      expect(row(0).getByText(t.status.pending)).toBeInTheDocument();
      expect(row(0).getByText(CLOSED)).toBeInTheDocument();

      expect(row(1).getByText(t.status.pending)).toBeInTheDocument();
      expect(row(1).queryByText(CLOSED)).not.toBeInTheDocument();
      // Answered or withdrawn offers keep their status: the request's state changes nothing for them.
      expect(row(2).getByText(t.status.liked)).toBeInTheDocument();
      expect(row(2).queryByText(CLOSED)).not.toBeInTheDocument();
      expect(row(3).getByText(t.status.rejected)).toBeInTheDocument();
      expect(row(4).getByText(t.status.withdrawn)).toBeInTheDocument();
      expect(row(4).queryByText(CLOSED)).not.toBeInTheDocument();
      // A property not (or not yet) in my list goes by its number; an untitled request by its own.
      expect(row(5).getByRole('heading', { name: t.property(99) })).toBeInTheDocument();
      expect(row(5).getByText('Solicitud N° 55')).toBeInTheDocument();
      expect(row(5).getByText(CLOSED)).toBeInTheDocument();
    },
  );

  it('says when I sent nothing yet', async () => {
    fakeApi({ getSentOffers: async () => [], getUserProperties: async () => [] });
    renderWithProviders(<SentOffersSection userCode={OWNER.userCode} />, { session: OWNER });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('is the third tab of Mis Ofertas, kept in the URL', async () => {
    fakeApi({
      getInbox: async () => [],
      getMyHouseRequests: async () => [makeHouseRequest()],
      markInboxRead: async () => 0,
      getInboxUnreadCount: async () => 0,
      getMyVisits: async () => [],
      getSentOffers: async () => [offer({ requestState: 'closed' })],
      getUserProperties: async () => [],
    });
    const { user, location } = renderWithProviders(<InboxPage />, { session: OWNER, route: paths.inbox });
    await user.click(screen.getByRole('tab', { name: inboxTexts.sections.sent }));
    expect(screen.getByRole('tab', { name: inboxTexts.sections.sent })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toBe(`${paths.inbox}?seccion=enviadas`);
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
  });
});
