import { screen, waitFor, within, configure } from '@testing-library/react';
import { fakeApi, OWNER, referenceApi, renderWithProviders } from '@lotengo/shared/testing';
import type { PropertyDetail } from '@lotengo/shared';
import { PropertyForm } from '../property-form';
import { propertyToFormValues } from '../to-payload';
import type { PhotoUploader } from '../photos';

// Lists arrive through real queries and effects: on a busy 2-core machine they need more than 1 s.
configure({ asyncUtilTimeout: 5000 });

jest.setTimeout(30_000);

const detail: PropertyDetail = {
  access: 'owner',
  propertyId: 31,
  title: 'no-title-property',
  description: 'no description',
  address: 'Av. Arequipa 2450',
  referenceAddress: 'Frente al parque',
  price: 250000,
  urlPhotoPrincipal: 'http://api.test/mvp/storage/9/b',
  processType: 'VENDER',
  propertyType: 'Casa',
  department: 'LIMA',
  province: 'LIMA',
  district: 'SAN ISIDRO',
  userCode: OWNER.userCode,
  ubigeoId: 150131,
  tprocessId: 3,
  tpropertyId: 2,
  numberBedrooms: 3,
  numberBathrooms: 2,
  numberParkinglot: 1,
  numberServicesAreas: 1,
  numberCommonArea: 0,
  status: 1,
  totalArea: 120,
  coveredArea: 95.5,
  yearConstruction: 2010,
  declarationProperties: 1,
  characteristics: [],
  multimedias: [
    { name: 'b', tipo: 'image/jpeg', fileUrl: 'http://api.test/mvp/storage/9/b' },
    { name: 'a', tipo: 'image/jpeg', fileUrl: 'http://api.test/mvp/storage/9/a' },
  ],
  typeOwner: 'Inmobiliaria',
  agencyName: 'Inmobiliaria Sol',
};

const uploader: PhotoUploader = { kind: 'api', upload: async () => Promise.reject(new Error('no se usa')) };

describe('PropertyForm (edit)', () => {
  it('shows the stored values (cascade included) and photos, and sends the update with "Guardar cambios"', async () => {
    fakeApi({ ...referenceApi });
    const submit = jest.fn(async () => ({ propertyId: 31 }));
    const onSaved = jest.fn();
    const { user } = renderWithProviders(
      <PropertyForm
        mode="edit"
        userCode={OWNER.userCode}
        initialValues={propertyToFormValues(detail)}
        initialPhotos={detail.multimedias}
        submit={submit}
        onSaved={onSaved}
        uploader={uploader}
      />,
      { session: OWNER },
    );
    await waitFor(() =>
      expect(within(screen.getByLabelText('Distrito')).getByRole('option', { name: 'SAN ISIDRO' })).toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Distrito')).toHaveValue('150131');
    expect(screen.getByLabelText('Provincia')).toHaveValue('LIMA');
    expect(screen.getByLabelText('Nombre de la inmobiliaria')).toHaveValue('Inmobiliaria Sol');
    expect(screen.getByLabelText('Año de construcción (opcional)')).toHaveValue(2010);
    const tiles = within(screen.getByRole('list', { name: /Fotos elegidas/ })).getAllByRole('listitem');
    expect(within(tiles[0]).getByRole('img')).toHaveAttribute('src', 'http://api.test/mvp/storage/9/b');
    expect(within(tiles[0]).getByText('Portada')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Precio (US$)'));
    await user.type(screen.getByLabelText('Precio (US$)'), '240000');
    await user.click(screen.getByRole('button', { name: 'Quitar la foto 1' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(31));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        price: 240000,
        ubigeoId: 150131,
        typeOwner: 'Inmobiliaria',
        agencyName: 'Inmobiliaria Sol',
        numberServicesAreas: 1,
        numberCommonArea: 0,
        multimedias: [detail.multimedias[1]],
      }),
    );
    expect(await screen.findByText('Guardado correctamente')).toBeInTheDocument();
  });
});
