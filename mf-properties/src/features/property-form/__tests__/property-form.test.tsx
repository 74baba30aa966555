import { screen, waitFor, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, OWNER, referenceApi, renderWithProviders } from '@lotengo/shared/testing';
import { paths, type Multimedia } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { PropertyForm } from '../property-form';
import type { PhotoUploader } from '../photos';

// Lists arrive through real queries and effects: on a busy 2-core machine they need more than 1 s.
configure({ asyncUtilTimeout: 5000 });

jest.mock('../photos/compress', () => ({
  compressPhoto: jest.fn(async (file: File) => new File([new Uint8Array(10)], file.name, { type: 'image/jpeg' })),
}));

const stored = (name: string): Multimedia => ({
  name,
  tipo: 'image/jpeg',
  fileUrl: `http://api.test/mvp/storage/9/${name}`,
});
const uploader: PhotoUploader = { kind: 'api', upload: async (file) => stored(`uuid-${(file as File).name}`) };

// Filling the whole form through real events takes a few seconds on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => ({ close: () => undefined }));
});

function renderForm(fakes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ ...referenceApi, ...fakes });
  const view = renderWithProviders(<PropertyForm mode="create" userCode={OWNER.userCode} uploader={uploader} />, {
    session: OWNER,
    route: paths.propertyCreate,
    path: paths.propertyCreate,
    routes: { [paths.properties]: <h1>Mis Propiedades</h1> },
  });
  return { ...view, api };
}

const field = (name: string | RegExp) => screen.getByLabelText(name);

/** Fills every required field with valid values (owner "Propietario", rent, a flat in Miraflores). */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() =>
    expect(within(field('Tipo de propietario')).getByRole('option', { name: 'Propietario' })).toBeInTheDocument(),
  );
  await user.selectOptions(field('Tipo de propietario'), 'Propietario');
  await waitFor(() =>
    expect(within(field('Tipo de operación')).getByRole('option', { name: 'ALQUILAR' })).toBeInTheDocument(),
  );
  await user.selectOptions(field('Tipo de operación'), 'ALQUILAR');
  await user.selectOptions(field('Tipo de propiedad'), 'Departamento');
  await user.selectOptions(field('Región'), 'LIMA');
  await waitFor(() => expect(field('Provincia')).toHaveValue('LIMA'));
  await waitFor(() =>
    expect(within(field('Distrito')).getByRole('option', { name: 'MIRAFLORES' })).toBeInTheDocument(),
  );
  await user.selectOptions(field('Distrito'), 'MIRAFLORES');
  await user.type(field('Dirección'), 'Av. Larco 812');
  await user.selectOptions(field('Área de servicio'), 'Sí');
  await user.selectOptions(field('Áreas comunes'), 'No');
  await user.selectOptions(field('Dormitorios (opcional)'), '2');
  await user.selectOptions(field('Baños (opcional)'), '1');
  await user.selectOptions(field('Estacionamientos (opcional)'), '1');
  await user.type(field('Precio (US$)'), '1500.50');
  await user.click(field(/Declaro que soy el titular/));
  await user.click(field('Acepto los términos de comisión'));
  await user.click(field('Acepto los términos de confidencialidad y gestión de datos'));
}

describe('PropertyForm (create)', () => {
  it(
    'an invalid submit shows every docs/product/rules.md message and "Por favor revisar, hay datos incompletos" / ' +
      '"Atención"; nothing is sent',
    async () => {
      const { user, api } = renderForm({ registerProperty: async () => ({ propertyId: 1 }) });
      await user.click(screen.getByRole('button', { name: 'Crear' }));
      expect(await screen.findByText('Por favor revisar, hay datos incompletos')).toBeInTheDocument();
      expect(screen.getByText('Atención')).toBeInTheDocument();
      for (const text of [
        '* Dirección requerida',
        '* Distrito requerido',
        '* Precio requerido',
        '* Tipo de propiedad requerida',
      ]) {
        expect(screen.getByText(text)).toBeInTheDocument();
      }
      // Owner type and operation both say "* Tipo de operación requerida" (docs/product/rules.md, as built).
      expect(screen.getAllByText('* Tipo de operación requerida')).toHaveLength(2);
      expect(screen.getAllByText('* Campo requerido')).toHaveLength(3);
      expect(api.registerProperty).not.toHaveBeenCalled();
    },
  );

  it('shows a message only once its field was touched', async () => {
    const { user } = renderForm();
    await user.click(field('Dirección'));
    expect(screen.queryByText('* Dirección requerida')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('* Dirección requerida')).toBeInTheDocument();
    expect(screen.queryByText('* Precio requerido')).not.toBeInTheDocument();
  });

  it(
    'owner type comes from typeOwnerProperty; the agency name is required only for "Inmobiliaria", otherwise ' +
      'cleared and disabled',
    async () => {
      const { user } = renderForm();
      const owner = field('Tipo de propietario');
      await waitFor(() =>
        expect(
          within(owner)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Seleccione', 'Propietario', 'Inmobiliaria']),
      );
      const agency = field('Nombre de la inmobiliaria');
      expect(agency).toBeDisabled();
      await user.selectOptions(owner, 'Inmobiliaria');
      expect(agency).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Crear' }));
      expect(await within(agency.closest('.lt-field')!).findByText('* Requerido')).toBeInTheDocument();
      await user.type(agency, 'Inmobiliaria Sol');
      await user.selectOptions(owner, 'Propietario');
      await waitFor(() => expect(agency).toHaveValue(''));
      expect(agency).toBeDisabled();
    },
  );

  it(
    'region, province, district cascade: choosing a department preselects province LIMA ' + 'and loads its districts',
    async () => {
      const { user, api } = renderForm();
      expect(field('Provincia')).toBeDisabled();
      expect(field('Distrito')).toBeDisabled();
      await waitFor(() => expect(within(field('Región')).getByRole('option', { name: 'LIMA' })).toBeInTheDocument());
      await user.selectOptions(field('Región'), 'LIMA');
      await waitFor(() => expect(field('Provincia')).toHaveValue('LIMA'));
      await waitFor(() =>
        expect(within(field('Distrito')).getByRole('option', { name: 'SAN ISIDRO' })).toBeInTheDocument(),
      );
      expect(api.getDistricts).toHaveBeenCalledWith('LIMA', 'LIMA');
      await user.selectOptions(field('Región'), 'AREQUIPA');
      await waitFor(() =>
        expect(within(field('Provincia')).getByRole('option', { name: 'AREQUIPA' })).toBeInTheDocument(),
      );
      expect(field('Provincia')).toHaveValue('');
      expect(field('Distrito')).toHaveValue('');
    },
  );

  it('counts offer 1 to 10 and are optional, price is a number input (min 0, step 0.01)', async () => {
    renderForm();
    for (const label of ['Dormitorios (opcional)', 'Baños (opcional)', 'Estacionamientos (opcional)']) {
      expect(
        within(field(label))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Seleccione', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    }
    const price = field('Precio (US$)');
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
  });

  it(
    'a plot of land ("Terreno") asks no counts: the fields go, a count chosen before is cleared, ' +
      'and it is sent with 0s',
    async () => {
      const { user, api } = renderForm({ registerProperty: async () => ({ propertyId: 5 }) });
      await fillValid(user);
      await user.selectOptions(field('Tipo de operación'), 'VENDER');
      await user.selectOptions(field('Tipo de propiedad'), 'Terreno');
      for (const label of [/^Dormitorios/, /^Baños/, /^Estacionamientos/])
        expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Crear' }));
      await waitFor(() => expect(api.registerProperty).toHaveBeenCalledTimes(1));
      expect(api.registerProperty).toHaveBeenCalledWith(
        expect.objectContaining({
          tpropertyId: 3,
          tprocessId: 3,
          numberBedrooms: 0,
          numberBathrooms: 0,
          numberParkinglot: 0,
        }),
      );
      expect(screen.queryByText('* Requerido')).not.toBeInTheDocument();
    },
  );

  it('counts left empty on a home are sent as 0 (not given): no "* Requerido"', async () => {
    const { user, api } = renderForm({ registerProperty: async () => ({ propertyId: 6 }) });
    await fillValid(user);
    await user.selectOptions(field('Dormitorios (opcional)'), '');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(api.registerProperty).toHaveBeenCalledTimes(1));
    expect(api.registerProperty).toHaveBeenCalledWith(
      expect.objectContaining({ tpropertyId: 1, numberBedrooms: 0, numberBathrooms: 1 }),
    );
  });

  it(
    '"Crear" sends the property with its photos in order, shows the overlay, "Guardado correctamente", then "Mis ' +
      'Propiedades" with the availability modal asked for',
    async () => {
      let resolve: (v: { propertyId: number }) => void = () => undefined;
      const { user, api, location } = renderForm({ registerProperty: () => new Promise((r) => (resolve = r)) });
      await fillValid(user);
      await user.type(field('Referencia (opcional)'), 'Frente al parque');
      await user.type(field('Área techada (m²) (opcional)'), '72.5');
      await user.type(field('Año de construcción (opcional)'), '2015');
      const upload = userEvent.setup({ applyAccept: false });
      await upload.upload(screen.getByLabelText('Fotos de la propiedad'), [
        new File(['a'], 'sala.jpg', { type: 'image/jpeg' }),
        new File(['b'], 'cocina.jpg', { type: 'image/jpeg' }),
      ]);
      await waitFor(() => expect(screen.getAllByText('Lista')).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: 'Crear' }));
      expect(await screen.findByText('Procesando…')).toBeInTheDocument();
      expect(api.registerProperty).toHaveBeenCalledWith(
        expect.objectContaining({
          typeOwner: 'Propietario',
          tprocessId: 2,
          tpropertyId: 1,
          ubigeoId: 150122,
          address: 'Av. Larco 812',
          referenceAddress: 'Frente al parque',
          numberServicesAreas: 1,
          numberCommonArea: 0,
          numberBedrooms: 2,
          numberBathrooms: 1,
          numberParkinglot: 1,
          price: 1500.5,
          coveredArea: 72.5,
          totalArea: 0,
          yearConstruction: 2015,
          declarationProperties: 1,
          userCode: OWNER.userCode,
          multimedias: [stored('uuid-sala.jpg'), stored('uuid-cocina.jpg')],
        }),
      );
      expect(api.registerProperty.mock.calls[0][0]).not.toHaveProperty('agencyName');
      resolve({ propertyId: 77 });
      expect(await screen.findByText('Guardado correctamente')).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe(`${paths.properties}?horarios=77`));
    },
  );

  it(
    'a failed save says "No se pudo guardar la informacion" with the server\'s reason and keeps ' +
      'every value and photo',
    async () => {
      const { user, api, location } = renderForm({
        registerProperty: async () =>
          Promise.reject(
            new ApiError(400, 'La foto no es una imagen que hayas subido a Lo Tengo', 'multimedias.0.fileUrl'),
          ),
      });
      await fillValid(user);
      const upload = userEvent.setup({ applyAccept: false });
      await upload.upload(screen.getByLabelText('Fotos de la propiedad'), [
        new File(['a'], 'sala.jpg', { type: 'image/jpeg' }),
      ]);
      await waitFor(() => expect(screen.getByText('Lista')).toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Crear' }));
      expect(
        await screen.findByText(
          'No se pudo guardar la informacion La foto no es una imagen que hayas subido a Lo Tengo',
        ),
      ).toBeInTheDocument();
      expect(api.registerProperty).toHaveBeenCalledTimes(1);
      expect(location()).toBe(paths.propertyCreate);
      expect(field('Dirección')).toHaveValue('Av. Larco 812');
      expect(field('Precio (US$)')).toHaveValue(1500.5);
      expect(field('Distrito')).toHaveValue('150122');
      expect(screen.getByRole('img', { name: 'Foto 1' })).toBeInTheDocument();
      expect(screen.queryByText('Procesando…')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Crear' })).toBeEnabled();
    },
  );
});
