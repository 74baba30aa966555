import { screen, waitFor, within } from '@testing-library/react';
import { paths, type HouseRequest, type RequestState, type RequestStateChange } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import MyRequestsPage from '../../../expose/my-requests-page';
import { fakeApi, makeHouseRequest, renderWithProviders, SEEKER } from '@lotengo/shared/testing';

const t = alertsTexts.requestState;
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const ahead = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function mine(id: number, state: RequestState, over: Partial<HouseRequest> = {}) {
  return makeHouseRequest({ houseRequestId: id, state, lastActiveAt: ago(3), expiresAt: ahead(57), ...over });
}

/** Mis Solicitudes on a fake server that keeps each request's state: an action's answer is what the list reads next. */
const renderMine = (requests: HouseRequest[]) => {
  let rows = requests;
  const calls = fakeApi({ getMyHouseRequests: async () => rows });
  const answer = (change: RequestStateChange) => {
    rows = rows.map((r) =>
      r.houseRequestId === change.houseRequestId
        ? { ...r, state: change.state, lastActiveAt: change.lastActiveAt, expiresAt: change.expiresAt }
        : r,
    );
    return change;
  };
  const view = renderWithProviders(<MyRequestsPage />, {
    route: paths.myRequests,
    path: paths.myRequests,
    session: SEEKER,
  });
  return { calls, answer, ...view };
};

const cardOf = async (id: number) => {
  const heading = await screen.findByRole('heading', { name: `Depa con vista al parque ${id}` });
  return heading.closest('article') as HTMLElement;
};
/** The state buttons of a card, by their visible words, in order ("Compartir" is not one). */
const stateButtons = (card: HTMLElement) =>
  within(card)
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((name) => name !== 'Compartir');

describe("the author's request states", () => {
  it('offers each state the buttons the API allows, with accessible names naming the request', async () => {
    renderMine([
      mine(1, 'active'),
      mine(2, 'active', { expiresAt: ahead(3.5) }),
      mine(3, 'paused'),
      mine(4, 'closed'),
      mine(5, 'expired'),
    ]);
    expect(stateButtons(await cardOf(1))).toEqual([t.actions.pause, t.actions.close]);
    expect(stateButtons(await cardOf(2))).toEqual([t.actions.pause, t.actions.close, t.actions.renew]);
    expect(stateButtons(await cardOf(3))).toEqual([t.actions.reopen, t.actions.close]);
    expect(stateButtons(await cardOf(4))).toEqual([t.actions.reopen]);
    expect(stateButtons(await cardOf(5))).toEqual([t.actions.renew, t.actions.close]);
    expect(screen.getByRole('button', { name: 'Ya encontré: cerrar la solicitud 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reabrir la solicitud 4' })).toBeInTheDocument();
  });

  it('says how fresh an active request is, when it expires near the end, and what a paused one means', async () => {
    renderMine([mine(1, 'active'), mine(2, 'active', { expiresAt: ahead(3.5) }), mine(3, 'paused')]);
    expect(within(await cardOf(1)).getByTestId('request-freshness')).toHaveTextContent('Activa hace 3 días');
    expect(within(await cardOf(2)).getByTestId('request-freshness')).toHaveTextContent(
      /Activa hace 3 días.*Vence en 3 días/,
    );
    const paused = within(await cardOf(3)).getByTestId('request-freshness');
    expect(paused).toHaveTextContent(t.labels.paused);
    expect(paused).toHaveTextContent(t.notListed);
    // An unlisted request has no public page (it answers 410): nothing to share or open; Editar stays.
    expect(within(await cardOf(3)).queryByRole('button', { name: /Compartir/ })).not.toBeInTheDocument();
    expect(within(await cardOf(3)).queryByRole('link', { name: /Depa con vista/ })).not.toBeInTheDocument();
    expect(within(await cardOf(3)).getByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(within(await cardOf(1)).getByRole('button', { name: /Compartir/ })).toBeInTheDocument();
    expect(within(await cardOf(1)).getByRole('link', { name: 'Depa con vista al parque 1' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/solicitud\/1-busco-/),
    );
  });

  it(
    '"Ya encontré" closes the request: the API is called, the card turns "Cerrada" with "Reabrir" ' +
      'and the toast confirms',
    async () => {
      const { calls, answer, user } = renderMine([mine(8, 'active')]);
      calls.closeHouseRequest.mockImplementation(async () =>
        answer({ houseRequestId: 8, state: 'closed', lastActiveAt: ago(3), expiresAt: ahead(57), changedOffers: 1 }),
      );
      await user.click(within(await cardOf(8)).getByRole('button', { name: /^Ya encontré/ }));
      expect(calls.closeHouseRequest).toHaveBeenCalledWith(8);
      expect(await screen.findByText(t.done.close)).toBeInTheDocument();
      const card = await cardOf(8);
      await waitFor(() => expect(stateButtons(card)).toEqual([t.actions.reopen]));
      expect(within(card).getByTestId('request-freshness')).toHaveTextContent(t.labels.closed);
    },
  );

  it('works from the keyboard and keeps the focus on the card when the pressed button goes away', async () => {
    const { calls, answer, user } = renderMine([mine(9, 'active')]);
    calls.pauseHouseRequest.mockImplementation(async () =>
      answer({ houseRequestId: 9, state: 'paused', lastActiveAt: ago(3), expiresAt: ahead(57), changedOffers: 0 }),
    );
    const pause = within(await cardOf(9)).getByRole('button', { name: 'Pausar la solicitud 9' });
    pause.focus();
    await user.keyboard('{Enter}');
    expect(calls.pauseHouseRequest).toHaveBeenCalledWith(9);
    const reopen = await screen.findByRole('button', { name: 'Reabrir la solicitud 9' });
    await waitFor(() => expect(reopen).toHaveFocus());
    expect(await screen.findByText(t.done.pause)).toBeInTheDocument();
  });

  it('"Sigo buscando" renews an expired request', async () => {
    const { calls, answer, user } = renderMine([mine(10, 'expired', { lastActiveAt: ago(61), expiresAt: ago(1) })]);
    calls.renewHouseRequest.mockImplementation(async () =>
      answer({ houseRequestId: 10, state: 'active', lastActiveAt: ago(0), expiresAt: ahead(60), changedOffers: 0 }),
    );
    await user.click(within(await cardOf(10)).getByRole('button', { name: /^Sigo buscando/ }));
    expect(calls.renewHouseRequest).toHaveBeenCalledWith(10);
    expect(await screen.findByText(t.done.renew)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('request-card')).getByTestId('request-freshness')).toHaveTextContent(
        'Activa hoy',
      ),
    );
  });

  it(
    '"Sigo buscando" near the end renews an active request; the button goes and the ' + 'focus stays on the card',
    async () => {
      const { calls, answer, user } = renderMine([
        mine(13, 'active', { lastActiveAt: ago(55), expiresAt: ahead(5.5) }),
      ]);
      calls.renewHouseRequest.mockImplementation(async () =>
        answer({ houseRequestId: 13, state: 'active', lastActiveAt: ago(0), expiresAt: ahead(60), changedOffers: 0 }),
      );
      const renew = within(await cardOf(13)).getByRole('button', { name: 'Sigo buscando: renovar la solicitud 13' });
      renew.focus();
      await user.keyboard('{Enter}');
      expect(calls.renewHouseRequest).toHaveBeenCalledWith(13);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pausar la solicitud 13' })).toHaveFocus());
      expect(screen.queryByRole('button', { name: /^Sigo buscando/ })).not.toBeInTheDocument();
      expect(within(await cardOf(13)).getByTestId('request-freshness')).toHaveTextContent('Activa hoy');
    },
  );

  it("shows the API's Spanish reason on a 409 and refreshes the list", async () => {
    const { calls, user } = renderMine([mine(11, 'active')]);
    calls.pauseHouseRequest.mockRejectedValue(new ApiError(409, alertsTexts.refusals.pauseOnlyActive, 'id'));
    await user.click(within(await cardOf(11)).getByRole('button', { name: /^Pausar/ }));
    expect(await screen.findByText(alertsTexts.refusals.pauseOnlyActive)).toBeInTheDocument();
    await waitFor(() => expect(calls.getMyHouseRequests).toHaveBeenCalledTimes(2));
  });

  it('shows no state buttons when the API does not say the state', async () => {
    renderMine([makeHouseRequest({ houseRequestId: 12 })]);
    const card = await cardOf(12);
    expect(stateButtons(card)).toEqual([]);
    expect(within(card).getByRole('link', { name: 'Editar' })).toBeInTheDocument();
  });
});
