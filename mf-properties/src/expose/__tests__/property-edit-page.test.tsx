import { screen, waitFor, within } from '@testing-library/react';
import { routePatterns, type PropertyDetail } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { fakeApi, makeProperty, OWNER, referenceApi, renderWithProviders, SEEKER } from '@lotengo/shared/testing';

jest.setTimeout(30_000);
import PropertyEditPage from '../property-edit-page';

const detail = (over: Partial<PropertyDetail> = {}): PropertyDetail => ({
  access: 'owner',
  ...makeProperty({ propertyId: 77, userCode: OWNER.userCode, district: 'SAN ISIDRO' }),
  status: 1,
  description: 'no description',
  referenceAddress: 'Frente al parque',
  totalArea: 120,
  coveredArea: 90,
  yearConstruction: 2010,
  declarationProperties: 1,
  characteristics: [1],
  multimedias: [],
  ubigeoId: 150131,
  tprocessId: 2,
  tpropertyId: 1,
  numberBedrooms: 2,
  numberBathrooms: 1,
  numberParkinglot: 1,
  numberServicesAreas: 1,
  numberCommonArea: 0,
  typeOwner: 'Propietario',
  ...over,
});

const renderAt = (id: string, session = OWNER) =>
  renderWithProviders(<PropertyEditPage />, {
    session,
    route: `/page/property-edit/${id}`,
    path: routePatterns.propertyEdit,
  });

describe('/page/property-edit/{id}', () => {
  it(
    'loads the property named in the path into the form, and saves it with the update call, then ' +
      'goes to Mis Propiedades',
    async () => {
      const calls = fakeApi({
        ...referenceApi,
        getProperty: async () => detail(),
        updateProperty: async (id) => ({ propertyId: id }),
      });
      const { user, location } = renderAt('77');
      expect(screen.getByRole('heading', { level: 1, name: 'Modifica los datos de tu propiedad' })).toBeInTheDocument();
      expect(await screen.findByText(/Propiedad 77/)).toBeInTheDocument();
      expect(calls.getProperty).toHaveBeenCalledWith(77);
      await waitFor(
        () =>
          expect(
            within(screen.getByLabelText('Distrito')).getByRole('option', { name: 'SAN ISIDRO' }),
          ).toBeInTheDocument(),
        { timeout: 5000 },
      );
      expect(screen.getByLabelText('Distrito')).toHaveValue('150131');
      expect(screen.getByDisplayValue('Frente al parque')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(calls.updateProperty).toHaveBeenCalled());
      const [id, payload] = calls.updateProperty.mock.calls[0]!;
      expect(id).toBe(77);
      expect(payload).toMatchObject({
        userCode: OWNER.userCode,
        ubigeoId: 150131,
        referenceAddress: 'Frente al parque',
        coveredArea: 90,
        yearConstruction: 2010,
      });
      expect(await screen.findByText('Guardado correctamente')).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/page/properties'));
    },
  );

  it('refuses someone else’s property with a clear message and a way back', async () => {
    fakeApi({ getProperty: async () => detail({ userCode: OWNER.userCode }) });
    renderAt('77', SEEKER);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta propiedad no es tuya: solo su dueño puede editarla.');
    expect(within(alert).getByRole('link', { name: 'Volver a Mis Propiedades' })).toHaveAttribute(
      'href',
      '/page/properties',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('refuses a property the server does not let the caller read (403) as not theirs', async () => {
    fakeApi({ getProperty: async () => Promise.reject(new ApiError(403, 'No puedes ver esta propiedad', 'id')) });
    renderAt('79', SEEKER);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta propiedad no es tuya: solo su dueño puede editarla.',
    );
  });

  it('says the property does not exist on a 404', async () => {
    fakeApi({ getProperty: async () => Promise.reject(new ApiError(404, 'No existe la propiedad 78', 'id')) });
    renderAt('78');
    expect(await screen.findByRole('heading', { name: 'No existe esa propiedad.' })).toBeInTheDocument();
  });

  it('refuses an id that is not a number without calling the API', () => {
    const calls = fakeApi({});
    renderAt('abc');
    expect(screen.getByRole('heading', { name: 'El código de la propiedad no es válido.' })).toBeInTheDocument();
    expect(calls.getProperty).not.toHaveBeenCalled();
  });

  it('offers a retry when the load fails for another reason', async () => {
    const calls = fakeApi({ ...referenceApi, getProperty: async () => detail() });
    calls.getProperty.mockRejectedValueOnce(new ApiError(500, 'Error interno del servidor'));
    const { user } = renderAt('77');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la propiedad.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/Propiedad 77/)).toBeInTheDocument();
  });
});
