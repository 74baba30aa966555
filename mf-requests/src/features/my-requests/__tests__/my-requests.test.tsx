import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, messages, paths } from '@lotengo/shared';
import MyRequestsPage from '../../../expose/my-requests-page';
import { SEEKER, makeRequest } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render';

const t = messages.requests.mine;

describe('Mis Solicitudes', () => {
  beforeEach(() => jest.restoreAllMocks());

  it('lists the user\'s requests with a count, Editar on each and the link to add one', async () => {
    const user = userEvent.setup();
    const mine = jest.spyOn(api, 'getMyHouseRequests').mockResolvedValue([makeRequest({ houseRequestId: 5 }), makeRequest({ houseRequestId: 6 })]);
    renderPage(<MyRequestsPage />, { route: paths.myRequests, path: paths.myRequests, user: SEEKER });
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(await screen.findByText('2 Resultados')).toBeInTheDocument();
    expect(mine).toHaveBeenCalledWith(SEEKER.userCode);
    const edits = screen.getAllByRole('link', { name: messages.requests.card.edit });
    expect(edits.map((a) => a.getAttribute('href'))).toEqual(['/page/edit-request/5', '/page/edit-request/6']);
    expect(screen.queryByRole('button', { name: messages.requests.card.loTengo })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: t.add }));
    expect(screen.getByTestId('location')).toHaveTextContent('/page/requests-create/0/0');
  });

  it('shows an empty state that still offers to add a request', async () => {
    jest.spyOn(api, 'getMyHouseRequests').mockResolvedValue([]);
    renderPage(<MyRequestsPage />, { route: paths.myRequests, path: paths.myRequests, user: SEEKER });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.getByText('0 Resultados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.add })).toBeInTheDocument();
  });
});
