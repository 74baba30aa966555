import { screen, waitFor } from '@testing-library/react';
import { fakeApi, makeProperty, OWNER, renderWithProviders } from '@lotengo/shared/testing';
import PropertiesPage from '../properties-page';

/** How many times the availability modal's module was requested (its chunk in the build). */
const mockRequested = { count: 0 };
jest.mock('../../features/availability', () => {
  mockRequested.count += 1;
  return jest.requireActual('../../features/availability');
});

describe('/page/properties fetches the "Horarios" modal ahead (issue 19)', () => {
  it('not while the list loads; once the cards are drawn and the page is idle, without any press', async () => {
    let answer: (rows: unknown[]) => void = () => undefined;
    fakeApi({
      getUserProperties: () => new Promise((resolve) => (answer = resolve as (rows: unknown[]) => void)),
      getHoursByProperty: async () => [],
    });
    renderWithProviders(<PropertiesPage />, { session: OWNER });
    await new Promise((r) => setTimeout(r, 20));
    expect(mockRequested.count).toBe(0);
    answer([{ ...makeProperty({ userCode: OWNER.userCode, propertyId: 41 }), status: 1, rejectReasons: {} }]);
    await screen.findByRole('button', { name: /^Horarios/ });
    await waitFor(() => expect(mockRequested.count).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
