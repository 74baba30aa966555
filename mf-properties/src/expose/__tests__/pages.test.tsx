import { screen } from '@testing-library/react';
import { OWNER, renderWithProviders } from '@lotengo/shared/testing';
import PropertyCreatePage from '../property-create-page';

describe('exposed pages (until their issues land)', () => {
  it('property creation shows its heading and the under-construction notice', () => {
    renderWithProviders(<PropertyCreatePage />, { session: OWNER });
    expect(screen.getByRole('heading', { level: 1, name: '¡Tengo una propiedad para ofrecer!' })).toBeInTheDocument();
    expect(screen.getByText(/Esta sección está en construcción/)).toBeInTheDocument();
  });
});
