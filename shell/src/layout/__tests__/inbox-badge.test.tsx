import { screen, waitFor, within } from '@testing-library/react';
import { offerQueries, paths } from '@lotengo/shared';
import { SEEKER as ANA, fakeApi, quietHeaderFakes, renderWithProviders, signIn } from '@lotengo/shared/testing';
import { SiteHeader } from '../site-header';

const nav = () => screen.getByRole('navigation', { name: 'Principal' });

describe('the Mis Ofertas badge', () => {
  beforeEach(() => signIn(ANA));

  it('shows the unread count with an accessible name', async () => {
    const calls = fakeApi({ ...quietHeaderFakes(), getInboxUnreadCount: async () => 3 });
    renderWithProviders(<SiteHeader />);
    const link = await within(nav()).findByRole('link', { name: /^Mis Ofertas ?, 3 nuevas$/ });
    expect(link).toHaveAttribute('href', paths.inbox);
    // The number is what one sees; the words are for screen readers.
    expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(calls.getInboxUnreadCount).toHaveBeenCalledWith(ANA.userCode);
  });

  it('says "1 nueva" for one, and no badge at zero', async () => {
    fakeApi({ ...quietHeaderFakes(), getInboxUnreadCount: async () => 1 });
    const { queryClient } = renderWithProviders(<SiteHeader />);
    expect(await within(nav()).findByRole('link', { name: /^Mis Ofertas ?, 1 nueva$/ })).toBeInTheDocument();
    // Mis Ofertas marks them read and writes 0 into the shared query: the badge goes at once.
    queryClient.setQueryData(offerQueries.unread(ANA.userCode).queryKey, 0);
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Mis Ofertas' })).toHaveTextContent(/^Mis Ofertas$/),
    );
  });

  it('asks nothing for a visitor', () => {
    const calls = fakeApi({ ...quietHeaderFakes(), getInboxUnreadCount: async () => 5 });
    renderWithProviders(<SiteHeader />, { session: 'visitor' });
    expect(within(nav()).queryByRole('link', { name: /Mis Ofertas/ })).not.toBeInTheDocument();
    expect(calls.getInboxUnreadCount).not.toHaveBeenCalled();
  });
});
