/**
 * mf-requests against what the API has (GET /capabilities): "¡Lo tengo!" without the API's sent offers
 * never asks which properties went already (only what this modal sent shows "Enviado"); Mis Solicitudes
 * without the request's lifecycle keeps each card's state line and leaves the buttons out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lotengo/shared';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import RequestsPage from '../../../expose/requests-page';
import MyRequestsPage from '../../../expose/my-requests-page';
import {
  capabilitiesWithout,
  fakeApi,
  makeHouseRequest,
  makeProperty,
  OWNER,
  referenceApi,
  renderWithProviders,
  SEEKER,
} from '@lotengo/shared/testing';
import { requestFormTexts, requestsTexts } from '../../../texts';

const request = makeHouseRequest({ houseRequestId: 70, userCode: SEEKER.userCode, ubigeoId: 150122 });

it('"¡Lo tengo!" without sent offers: no "already sent" asked; a send here still shows "Enviado"', async () => {
  const user = userEvent.setup();
  // getSentPropertyIds is not given: the fence fails the test if it is asked.
  const calls = fakeApi({
    ...referenceApi,
    searchHouseRequests: async () => ({ items: [request], total: 1, page: 1, pageSize: 12 }),
    searchUserProperties: async () => [makeProperty({ propertyId: 31, title: 'Depa Larco' })],
    sendToInbox: async (e) => ({
      idInboxProperty: 1,
      propertyId: e.propertyId,
      userCode: e.userCode,
      houseRequestId: e.houseRequestId,
      isAccepted: 0,
      isRead: 0,
      isWithdrawn: 0,
      dateInbox: '2026-11-20T15:00:00.000Z',
      propertyDetail: makeProperty({ propertyId: 31 }),
    }),
  });
  renderWithProviders(<RequestsPage />, {
    route: paths.requests,
    path: paths.requests,
    session: OWNER,
    capabilities: capabilitiesWithout('sentOffers'),
  });
  await user.click(await screen.findByRole('button', { name: requestsTexts.card.loTengo }));
  const dialog = await screen.findByRole('dialog', { name: requestFormTexts.link.title });
  const item = await within(dialog).findByTestId('link-property-item');
  await user.click(within(item).getByRole('button', { name: `${requestFormTexts.link.send}: Depa Larco` }));
  await waitFor(() => expect(calls.sendToInbox).toHaveBeenCalled());
  expect(await within(item).findByText(requestFormTexts.link.sent)).toBeInTheDocument();
  expect(within(item).queryByRole('button', { name: `${requestFormTexts.link.send}: Depa Larco` })).toBeNull();
});

it('Mis Solicitudes without the request lifecycle: the state line, no state buttons, nothing asked', async () => {
  const t = alertsTexts.requestState;
  fakeApi({
    getMyHouseRequests: async () => [
      makeHouseRequest({ houseRequestId: 1, state: 'active', lastActiveAt: new Date().toISOString() }),
      makeHouseRequest({ houseRequestId: 2, state: 'paused', lastActiveAt: new Date().toISOString() }),
    ],
  });
  renderWithProviders(<MyRequestsPage />, {
    route: paths.myRequests,
    path: paths.myRequests,
    session: SEEKER,
    capabilities: capabilitiesWithout('requestLifecycle'),
  });
  const paused = (await screen.findByRole('heading', { name: 'Depa con vista al parque 2' })).closest('article')!;
  expect(within(paused as HTMLElement).getByTestId('request-freshness')).toHaveTextContent(t.labels.paused);
  for (const action of Object.values(t.actions))
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
  expect(within(paused as HTMLElement).getByRole('link', { name: /Editar/ })).toBeInTheDocument();
});
