import { screen, waitFor, within } from '@testing-library/react';
import { offerQueries } from '@lotengo/shared';
import { fakeApi, makeInboxEntry, makeProperty, renderWithProviders, SEEKER } from '@lotengo/shared/testing';
import OfferActions from '../offer-actions';

jest.setTimeout(30_000);

const property = makeProperty({ propertyId: 41, title: 'Depa con vista al parque' });
const other = makeProperty({ propertyId: 55, title: 'Otra casa' });
const pending = makeInboxEntry({ idInboxProperty: 7, userCode: SEEKER.userCode, propertyDetail: property });
const unrelated = makeInboxEntry({ idInboxProperty: 8, userCode: SEEKER.userCode, propertyDetail: other });

describe('mf_inbox/offer-actions (the offer’s actions on the property’s detail page)', () => {
  it('shows only that property’s offer, and a dislike changes the shared offers query the card reads', async () => {
    let rejected = false;
    const calls = fakeApi({
      getInbox: async () => [rejected ? { ...pending, isAccepted: 2 as const } : pending, unrelated],
      changeIsAccepted: async () => {
        rejected = true;
      },
      getMyVisits: async () => [],
    });
    const { user, queryClient } = renderWithProviders(<OfferActions propertyId={41} />, { session: SEEKER });
    expect(await screen.findByText('Pendiente')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Me gusta:/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'No me gusta: Depa con vista al parque' }));
    await waitFor(() => expect(calls.changeIsAccepted).toHaveBeenCalledWith(7, 2));
    // The card in "Mis Ofertas" reads the same cache entry: rejected there too, with the reason picker here.
    await waitFor(() =>
      expect(
        queryClient.getQueryData(offerQueries.list(SEEKER.userCode).queryKey)?.find((e) => e.idInboxProperty === 7)
          ?.isAccepted,
      ).toBe(2),
    );
    const reasons = await screen.findByRole('group', { name: '¿Por qué no te gustó? (opcional)' });
    expect(within(reasons).getAllByRole('button').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: 'Me gusta: Depa con vista al parque' })).toBeDisabled();
  });

  it('a like with no visit hours books a visit without a date and accepts, as on the card', async () => {
    let accepted = false;
    const calls = fakeApi({
      getInbox: async () => [accepted ? { ...pending, isAccepted: 1 as const } : pending],
      getHoursByProperty: async () => [],
      registerVisit: async (v) => {
        accepted = true;
        return { visitId: 3, idInboxProperty: 7, status: 1, title: 'Depa', address: 'x', district: 'MIRAFLORES', ...v };
      },
      changeIsAccepted: async () => undefined,
      getMyVisits: async () => [],
    });
    const { user } = renderWithProviders(<OfferActions propertyId={41} />, { session: SEEKER });
    await user.click(await screen.findByRole('button', { name: 'Me gusta: Depa con vista al parque' }));
    await waitFor(() =>
      expect(calls.registerVisit).toHaveBeenCalledWith(expect.objectContaining({ propertyId: 41, visitDate: '' })),
    );
    expect(await screen.findByText('Te gusta')).toBeInTheDocument();
  });
});
