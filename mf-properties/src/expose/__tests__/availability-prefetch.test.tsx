import { screen, waitFor } from '@testing-library/react';
import { fakeApi, makeProperty, OWNER, renderWithProviders } from '@lotengo/shared/testing';
import PropertiesPage from '../properties-page';

/** How many times the availability modal's module was requested (its chunk in the build). */
const mockRequested = { count: 0 };
jest.mock('../../features/availability', () => {
  mockRequested.count += 1;
  return jest.requireActual('../../features/availability');
});

describe('/page/properties fetches the "Horarios" modal ahead', () => {
  it(
    'not with the page (its weight would count on every visit), but as soon as a pointer ' + 'comes over "Horarios"',
    async () => {
      fakeApi({
        getUserProperties: async () => [
          { ...makeProperty({ userCode: OWNER.userCode, propertyId: 41 }), status: 1, rejectReasons: {} },
        ],
        getHoursByProperty: async () => [],
      });
      const { user } = renderWithProviders(<PropertiesPage />, { session: OWNER });
      const hours = await screen.findByRole('button', { name: /^Horarios/ });
      await new Promise((r) => setTimeout(r, 20));
      expect(mockRequested.count).toBe(0);
      await user.hover(hours);
      await waitFor(() => expect(mockRequested.count).toBe(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );
});
