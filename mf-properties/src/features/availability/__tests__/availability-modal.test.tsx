import { screen, waitFor, within, configure } from '@testing-library/react';
import { fakeApi, makeAvailableHour, OWNER, renderWithProviders } from '@lotengo/shared/testing';
import { TIME_SLOTS, todayInPeru } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { AvailabilityModal } from '../availability-modal';

// Lists arrive through real queries and effects: on a busy 2-core machine they need more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// Typing through real events is slow on a busy machine.
jest.setTimeout(20_000);

const PROPERTY = 41;
const FUTURE = '2099-05-10';

function renderModal(onClose = jest.fn()) {
  const view = renderWithProviders(<AvailabilityModal propertyId={PROPERTY} open onClose={onClose} />, {
    session: OWNER,
  });
  return { ...view, onClose };
}

async function addRow(
  user: ReturnType<typeof renderWithProviders>['user'],
  n: number,
  type: string,
  date: string,
  slot: string,
) {
  await user.click(await screen.findByRole('button', { name: 'Agregar horario' }));
  const row = within(screen.getByRole('group', { name: `Opción ${n}` }));
  await user.selectOptions(row.getByLabelText('Tipo de visita'), type);
  await user.type(row.getByLabelText('Fecha'), date);
  await user.selectOptions(row.getByLabelText('Horario'), slot);
}

describe('AvailabilityModal', () => {
  it(
    'is a dialog titled as docs/product/screens.md says, with the 8-options hint, and opens ' +
      'with the current slots',
    async () => {
      fakeApi({
        getHoursByProperty: async () => [
          makeAvailableHour({
            propertyId: PROPERTY,
            typeVisit: 'Virtual',
            dateVisitAvailable: FUTURE,
            hourAvailableDateMin: TIME_SLOTS[2],
          }),
        ],
      });
      renderModal();
      const dialog = await screen.findByRole('dialog', { name: 'Programa tus horarios disponibles' });
      expect(
        within(dialog).getByText('Puedes ofrecer hasta 8 opciones (4 presenciales y 4 virtuales).'),
      ).toBeInTheDocument();
      const row = within(await screen.findByRole('group', { name: 'Opción 1' }));
      expect(row.getByLabelText('Tipo de visita')).toHaveValue('Virtual');
      expect(row.getByLabelText('Fecha')).toHaveValue(FUTURE);
      expect(row.getByLabelText('Horario')).toHaveValue(TIME_SLOTS[2]);
      expect(row.getByLabelText('Horario').querySelectorAll('option')).toHaveLength(1 + 4);
    },
  );

  it('saving an empty list warns and sends nothing', async () => {
    const api = fakeApi({ getHoursByProperty: async () => [], registerHours: async () => true });
    const { user } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Guardar horarios' }));
    expect(await screen.findByText('No ha llenado horarios, si no desea configurarlo puede salir')).toBeInTheDocument();
    expect(api.registerHours).not.toHaveBeenCalled();
  });

  it(
    'an incomplete row shows "* Campo requerido" on each missing field and the invalid-form ' +
      'toast; nothing is sent',
    async () => {
      const api = fakeApi({ getHoursByProperty: async () => [], registerHours: async () => true });
      const { user } = renderModal();
      await user.click(await screen.findByRole('button', { name: 'Agregar horario' }));
      const row = within(screen.getByRole('group', { name: 'Opción 1' }));
      await user.selectOptions(row.getByLabelText('Tipo de visita'), 'Presencial');
      await user.click(screen.getByRole('button', { name: 'Guardar horarios' }));
      expect(await screen.findByText('Por favor revisar, hay datos incompletos')).toBeInTheDocument();
      expect(row.getAllByText('* Campo requerido')).toHaveLength(2);
      expect(row.getByLabelText('Fecha')).toHaveAttribute('aria-invalid', 'true');
      expect(api.registerHours).not.toHaveBeenCalled();
    },
  );

  it('refuses a past date and a duplicate row with their messages', async () => {
    const api = fakeApi({ getHoursByProperty: async () => [], registerHours: async () => true });
    const { user } = renderModal();
    await addRow(user, 1, 'Presencial', '2020-01-06', TIME_SLOTS[0]);
    await addRow(user, 2, 'Virtual', FUTURE, TIME_SLOTS[1]);
    await addRow(user, 3, 'Virtual', FUTURE, TIME_SLOTS[1]);
    await user.click(screen.getByRole('button', { name: 'Guardar horarios' }));
    expect(
      await within(screen.getByRole('group', { name: 'Opción 1' })).findByText(
        '* La fecha no puede ser anterior a hoy',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Opción 3' })).getByText('* Esta opción ya está en la lista'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Opción 2' })).queryByText('* Esta opción ya está en la lista'),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Fecha', { selector: `#${screen.getAllByLabelText('Fecha')[0].id}` })).toHaveAttribute(
      'min',
      todayInPeru(),
    );
    expect(api.registerHours).not.toHaveBeenCalled();
  });

  it('removes a row, saves the whole list and answers true with "Configurado correctamente", then closes', async () => {
    const api = fakeApi({
      getHoursByProperty: async () => [
        makeAvailableHour({
          propertyId: PROPERTY,
          typeVisit: 'Presencial',
          dateVisitAvailable: FUTURE,
          hourAvailableDateMin: TIME_SLOTS[0],
        }),
      ],
      registerHours: async () => true,
    });
    const { user, onClose } = renderModal();
    await screen.findByRole('group', { name: 'Opción 1' });
    await addRow(user, 2, 'Virtual', FUTURE, TIME_SLOTS[3]);
    await addRow(user, 3, 'Presencial', FUTURE, TIME_SLOTS[2]);
    await user.click(screen.getByRole('button', { name: 'Quitar la opción 3' }));
    await user.click(screen.getByRole('button', { name: 'Guardar horarios' }));
    expect(await screen.findByText('Configurado correctamente')).toBeInTheDocument();
    expect(api.registerHours).toHaveBeenCalledWith([
      {
        propertyId: PROPERTY,
        typeVisit: 'Presencial',
        dateVisitAvailable: FUTURE,
        hourAvailableDateMin: TIME_SLOTS[0],
      },
      { propertyId: PROPERTY, typeVisit: 'Virtual', dateVisitAvailable: FUTURE, hourAvailableDateMin: TIME_SLOTS[3] },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it.each([
    ['an answer other than true', async () => false],
    ['a refusal', async () => Promise.reject(new ApiError(400, 'La fecha ya pasó', '0.dateVisitAvailable'))],
  ])('%s shows "A ocurrido un error…" / "Atención..." and keeps the rows', async (_, registerHours) => {
    fakeApi({ getHoursByProperty: async () => [], registerHours: registerHours as () => Promise<boolean> });
    const { user, onClose } = renderModal();
    await addRow(user, 1, 'Virtual', FUTURE, TIME_SLOTS[1]);
    await user.click(screen.getByRole('button', { name: 'Guardar horarios' }));
    expect(
      await screen.findByText(/A ocurrido un error, es posible que no se hayan guardado tus cambios/),
    ).toBeInTheDocument();
    expect(screen.getByText('Atención...')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Opción 1' })).getByLabelText('Fecha')).toHaveValue(FUTURE);
    expect(onClose).not.toHaveBeenCalled();
  });
});
