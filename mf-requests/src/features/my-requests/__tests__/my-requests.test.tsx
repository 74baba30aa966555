import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lotengo/shared';
import MyRequestsPage from '../../../expose/my-requests-page';
import { renderWithProviders, fakeApi, makeHouseRequest, SEEKER } from '@lotengo/shared/testing';
import { requestFormTexts, requestsTexts } from '../../../texts';

const t = requestFormTexts.mine;

describe('Mis Solicitudes', () => {
  it("lists the user's requests with a count, Editar on each and the link to add one", async () => {
    const user = userEvent.setup();
    const mine = fakeApi().getMyHouseRequests.mockResolvedValue([
      makeHouseRequest({ houseRequestId: 5 }),
      makeHouseRequest({ houseRequestId: 6 }),
    ]);
    renderWithProviders(<MyRequestsPage />, { route: paths.myRequests, path: paths.myRequests, session: SEEKER });
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(await screen.findByText('2 Resultados')).toBeInTheDocument();
    expect(mine).toHaveBeenCalledWith(SEEKER.userCode);
    const edits = screen.getAllByRole('link', { name: requestsTexts.card.edit });
    expect(edits.map((a) => a.getAttribute('href'))).toEqual(['/page/edit-request/5', '/page/edit-request/6']);
    expect(screen.queryByRole('button', { name: requestsTexts.card.loTengo })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: t.add }));
    // Navigations run in a transition (react-router 7): wait for them.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/page/requests-create/0/0'));
  });

  it('shows an empty state that still offers to add a request', async () => {
    fakeApi().getMyHouseRequests.mockResolvedValue([]);
    renderWithProviders(<MyRequestsPage />, { route: paths.myRequests, path: paths.myRequests, session: SEEKER });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.getByText('0 Resultados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.add })).toBeInTheDocument();
  });
});
