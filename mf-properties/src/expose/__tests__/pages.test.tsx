import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, OWNER, referenceApi, renderWithProviders } from '@lotengo/shared/testing';
import PropertyCreatePage from '../property-create-page';

describe('/page/property-create', () => {
  it('shows its heading and the property form with its sections, "Crear" and nothing sent yet', async () => {
    const api = fakeApi({ ...referenceApi });
    renderWithProviders(<PropertyCreatePage />, { session: OWNER });
    expect(screen.getByRole('heading', { level: 1, name: '¡Tengo una propiedad para ofrecer!' })).toBeInTheDocument();
    for (const name of ['Propietario', 'La propiedad', 'Ubicación', 'Características', 'Precio', 'Fotos', 'Términos']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Crear' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByLabelText('Tipo de propietario')).getAllByRole('option')).toHaveLength(3),
    );
    expect(api.registerProperty).not.toHaveBeenCalled();
  });
});
