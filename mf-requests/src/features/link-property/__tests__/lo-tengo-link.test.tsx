import { screen, waitFor } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { ApiError } from '@lotengo/shared/http';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import RequestsPage from '../../../expose/requests-page';
import {
  fakeApi,
  makeHouseRequest,
  makeProperty,
  OWNER,
  referenceApi,
  renderWithProviders,
  SEEKER,
} from '@lotengo/shared/testing';
import { requestFormTexts } from '../../../texts';

const t = requestFormTexts.link;

/** The page at a notification's link: /page/requests?lotengo={id}, with an empty search behind it. */
function openLink(id: number, session: typeof OWNER | 'visitor' = OWNER) {
  fakeApi().searchHouseRequests.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 12 });
  return renderWithProviders(<RequestsPage />, { route: paths.requestLoTengo(id), path: paths.requests, session });
}

describe('/page/requests?lotengo={id}', () => {
  beforeEach(() => {
    fakeApi({ ...referenceApi });
  });

  it('opens "Enlaza tu propiedad" for that request once the page is there, and drops the parameter', async () => {
    const calls = fakeApi({
      getHouseRequest: async () => makeHouseRequest({ houseRequestId: 70, userCode: SEEKER.userCode, state: 'active' }),
      searchUserProperties: async () => [makeProperty({ propertyId: 41, title: 'Depa Lince' })],
      getSentPropertyIds: async () => [],
    });
    const { location } = openLink(70);
    expect(await screen.findByRole('dialog', { name: t.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.getHouseRequest).toHaveBeenCalledWith(70);
    expect(calls.getHouseRequest).toHaveBeenCalledTimes(1);
    // Replaced, not pushed: a reload or going back does not open it again.
    expect(location()).toBe(paths.requests);
  });

  it('sends a visitor to login, as the button does', async () => {
    fakeApi({ getHouseRequest: async () => makeHouseRequest({ houseRequestId: 71, state: 'active' }) });
    const { location } = openLink(71, 'visitor');
    expect(await screen.findByText(messages.toasts.notLoggedIn.message)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(paths.login));
  });

  it('says why a closed request takes no offers, without a dialog', async () => {
    fakeApi({ getHouseRequest: async () => makeHouseRequest({ houseRequestId: 72, state: 'closed' }) });
    const { location } = openLink(72);
    expect(await screen.findByText(alertsTexts.refusals.notOpen.closed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe(paths.requests);
  });

  it("shows the API's reason when the request does not exist", async () => {
    fakeApi({ getHouseRequest: async () => Promise.reject(new ApiError(404, 'No existe la solicitud 73', 'id')) });
    openLink(73);
    expect(await screen.findByText('No existe la solicitud 73')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
