import { screen, waitFor, within } from '@testing-library/react';
import { houseRequestQueries } from '@lotengo/shared';
import { makeInboxEntry, makeSessionUser, renderWithProviders, signIn, type FakeApi } from '@lotengo/shared/testing';
import { fakeProfileApi, ME, others, requestMatches } from '../../__tests__/support/profile-fakes';
import PropertyMatchesOfDetail from '../property-matches';

jest.setTimeout(30_000);

let api: FakeApi;
beforeEach(() => {
  api = fakeProfileApi();
  signIn(makeSessionUser({ userCode: ME }));
});

const region = () => screen.getByRole('region', { name: /Solicitudes que coinciden con tu propiedad/ });

describe('mf_account/property-matches (my property’s matches on its detail page)', () => {
  it('lists the requests my property matches with the profile’s Enviar and WhatsApp', async () => {
    renderWithProviders(<PropertyMatchesOfDetail propertyId={31} />);
    const send = await within(region()).findByRole('button', { name: 'Enviar tu propiedad 31 a la solicitud 50' });
    expect(send).toBeEnabled();
    expect(within(region()).getByRole('heading', { level: 3, name: 'Pareja busca depa' })).toBeInTheDocument();
    expect(within(region()).getAllByText('Coincide en: distrito, precio')).toHaveLength(2);
    expect(within(region()).getByRole('link', { name: /WhatsApp a quien publicó la solicitud 50/ })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me/51912345678'),
    );
    // The near one apart, as in the profile.
    const near = within(region()).getByRole('region', { name: /Casi coinciden/ });
    expect(within(near).getByRole('button', { name: 'Enviar tu propiedad 31 a la solicitud 51' })).toBeEnabled();
    expect(api.getHouseRequestMatches).toHaveBeenCalledWith(ME);
  });

  it('Enviar sends it ("Enviado correctamente") and marks it sent in the query the profile’s row reads', async () => {
    api.sendToInbox.mockResolvedValue(makeInboxEntry({ propertyId: 31, houseRequestId: 50, userCode: 9 }));
    const { user, queryClient } = renderWithProviders(<PropertyMatchesOfDetail propertyId={31} />);
    await user.click(await screen.findByRole('button', { name: 'Enviar tu propiedad 31 a la solicitud 50' }));
    expect(api.sendToInbox).toHaveBeenCalledWith({
      propertyId: 31,
      userCode: others.request.userCode,
      houseRequestId: 50,
    });
    expect(await screen.findByText('Enviado correctamente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Enviado: tu propiedad 31 ya está en la solicitud 50/ })).toBeDisabled();
    const cached = queryClient.getQueryData(houseRequestQueries.matches(ME).queryKey);
    expect(cached?.groups[0]?.matches[0]?.sent).toBe(true);
  });

  it('a send made in the profile shows here as "Enviado" without a reload (same cache entry)', async () => {
    const { queryClient } = renderWithProviders(<PropertyMatchesOfDetail propertyId={31} />);
    await screen.findByRole('button', { name: 'Enviar tu propiedad 31 a la solicitud 50' });
    const g = requestMatches.groups[0]!;
    queryClient.setQueryData(houseRequestQueries.matches(ME).queryKey, {
      ...requestMatches,
      groups: [{ ...g, matches: [{ ...g.matches[0]!, sent: true }] }],
    });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Enviado: tu propiedad 31 ya está en la solicitud 50/ }),
      ).toBeDisabled(),
    );
  });

  it('another property of mine with no match says so', async () => {
    renderWithProviders(<PropertyMatchesOfDetail propertyId={99} />);
    expect(
      await within(region()).findByText('Todavía no hay solicitudes que coincidan con esta propiedad.'),
    ).toBeInTheDocument();
  });
});
