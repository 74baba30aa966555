import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
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

// The code behind "¡Lo tengo!" (its host, signed in only) is downloaded on demand: the first download
// fails, as with a lost connection.
const mockDownloads = { failuresLeft: 1 };
jest.mock('../link-property-host', () => {
  if (mockDownloads.failuresLeft > 0) {
    mockDownloads.failuresLeft -= 1;
    throw Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' });
  }
  return jest.requireActual('../link-property-host');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  fakeApi({ ...referenceApi });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it('"¡Lo tengo!" when its code cannot be downloaded: a toast, the page intact, the next press opens it', async () => {
  const user = userEvent.setup();
  const request = makeHouseRequest({ houseRequestId: 71, userCode: SEEKER.userCode });
  fakeApi().searchHouseRequests.mockResolvedValue({ items: [request], total: 1, page: 1, pageSize: 12 });
  fakeApi().searchUserProperties.mockResolvedValue([makeProperty({ propertyId: 41, title: 'Depa Lince' })]);
  fakeApi().getSentPropertyIds.mockResolvedValue([]);
  renderWithProviders(<RequestsPage />, { route: paths.requests, path: paths.requests, session: OWNER });

  const loTengo = await screen.findByRole('button', { name: requestsTexts.card.loTengo });
  await user.click(loTengo);
  expect(await screen.findByText(messages.toasts.loadFailure.message)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: requestsTexts.search.title })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: requestsTexts.card.loTengo }));
  expect(await screen.findByRole('dialog', { name: requestFormTexts.link.title })).toBeInTheDocument();
  expect(mockDownloads.failuresLeft).toBe(0);
});
