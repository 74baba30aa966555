import { screen } from '@testing-library/react';
import { OWNER, renderWithProviders } from '@lotengo/shared/testing';
import PropertiesPage from '../expose/properties-page';
import PropertyCreatePage from '../expose/property-create-page';

describe('exposed pages (until their issues land)', () => {
  it('"Mis Propiedades" shows its heading and the under-construction notice', () => {
    renderWithProviders(<PropertiesPage />, { session: OWNER });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Propiedades' })).toBeInTheDocument();
    expect(screen.getByText(/Esta sección está en construcción/)).toBeInTheDocument();
  });

  it('property creation shows its heading and the under-construction notice', () => {
    renderWithProviders(<PropertyCreatePage />, { session: OWNER });
    expect(screen.getByRole('heading', { level: 1, name: '¡Tengo una propiedad para ofrecer!' })).toBeInTheDocument();
    expect(screen.getByText(/Esta sección está en construcción/)).toBeInTheDocument();
  });
});
