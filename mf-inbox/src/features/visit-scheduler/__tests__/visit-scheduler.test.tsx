import { screen, waitFor, within } from '@testing-library/react';
import { type AvailableHour } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { visitSchema } from '@lotengo/shared/contracts';
import {
  fakeApi,
  makeAvailableHour,
  makeInboxEntry,
  makeProperty,
  renderWithProviders,
  SEEKER,
} from '@lotengo/shared/testing';
import { VisitScheduler } from '../visit-scheduler';

const S = ['9:00 am a 11:00 am', '11:00 am a 01:00 pm', '02:00 pm a 04:00 pm'] as const;
const property = makeProperty({
  propertyId: 31,
  title: 'Casa en Surco',
  price: 250_000,
  processType: 'VENDER',
  tprocessId: 3,
});
const entry = makeInboxEntry({ idInboxProperty: 77, propertyDetail: property });
const hour = (typeVisit: 'Presencial' | 'Virtual', date: string, slot: string): AvailableHour =>
  makeAvailableHour({
    propertyId: 31,
    typeVisit,
    dateVisitAvailable: date,
    hourAvailableDateMin: slot as AvailableHour['hourAvailableDateMin'],
  });
const HOURS = [
  hour('Presencial', '2026-12-01', S[0]),
  hour('Presencial', '2026-12-01', S[2]),
  hour('Presencial', '2026-12-02', S[1]),
  hour('Virtual', '2026-12-03', S[0]),
];
const booked = visitSchema.parse({
  visitId: 5,
  idInboxProperty: 77,
  propertyId: 31,
  userCode: SEEKER.userCode,
  typeVisit: 'Presencial',
  visitDate: '2026-12-01',
  visitHour: S[2],
  status: 1,
  title: 'Casa en Surco',
  address: 'x',
  district: 'SURCO',
});

function fakeHours(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    getHoursByProperty: async () => HOURS,
    getHoursByPropertyAndType: async (_id, type) => {
      const seen = new Set<string>();
      return HOURS.filter(
        (h) => h.typeVisit === type && !seen.has(h.dateVisitAvailable) && seen.add(h.dateVisitAvailable),
      );
    },
    getHoursByPropertyTypeAndDate: async (_id, type, date) =>
      HOURS.filter((h) => h.typeVisit === type && h.dateVisitAvailable === date),
    registerVisit: async () => booked,
    changeIsAccepted: async () => undefined,
    ...extra,
  });
}

function renderScheduler() {
  const onClose = jest.fn();
  const view = renderWithProviders(<VisitScheduler entry={entry} userCode={SEEKER.userCode} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Agenda aquí tu visita' });
  const group = (name: string) => within(dialog).getByRole('group', { name });
  return { ...view, onClose, dialog, group };
}

describe('VisitScheduler', () => {
  it('offers the owner’s visit types as "Visita {type}" and shows the sale price', async () => {
    fakeHours();
    const { dialog, group } = renderScheduler();
    expect(
      await within(group('Tipo de visita')).findByRole('radio', { name: 'Visita Presencial' }),
    ).toBeInTheDocument();
    expect(within(group('Tipo de visita')).getByRole('radio', { name: 'Visita Virtual' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Precio de venta/)).toHaveTextContent('Precio de venta: $ 250,000');
    expect(within(dialog).getByRole('button', { name: 'Agenda tu visita' })).toBeInTheDocument();
    expect(within(group('Fecha')).getByText('Elige primero el tipo de visita.')).toBeInTheDocument();
    expect(within(group('Horario')).getByText('Elige primero una fecha.')).toBeInTheDocument();
  });

  it(
    'choosing a type clears date and slot and loads dates; choosing a date clears the ' + 'slot and loads slots',
    async () => {
      const calls = fakeHours();
      const { user, group } = renderScheduler();
      await user.click(await screen.findByRole('radio', { name: 'Visita Presencial' }));
      expect(calls.getHoursByPropertyAndType).toHaveBeenLastCalledWith(31, 'Presencial');
      const dates = await within(group('Fecha')).findAllByRole('radio');
      expect(dates).toHaveLength(2);
      await user.click(dates[0]!);
      expect(calls.getHoursByPropertyTypeAndDate).toHaveBeenLastCalledWith(31, 'Presencial', '2026-12-01');
      await user.click(await within(group('Horario')).findByRole('radio', { name: S[2] }));
      expect(within(group('Horario')).getByRole('radio', { name: S[2] })).toBeChecked();

      // Another date: the slot is cleared.
      await user.click(within(group('Fecha')).getAllByRole('radio')[1]!);
      expect(await within(group('Horario')).findByRole('radio', { name: S[1] })).not.toBeChecked();
      expect(within(group('Horario')).queryByRole('radio', { checked: true })).not.toBeInTheDocument();

      // Another type: date and slot are cleared, its dates load.
      await user.click(screen.getByRole('radio', { name: 'Visita Virtual' }));
      expect(calls.getHoursByPropertyAndType).toHaveBeenLastCalledWith(31, 'Virtual');
      expect(await within(group('Fecha')).findAllByRole('radio')).toHaveLength(1);
      expect(within(group('Fecha')).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
      expect(within(group('Horario')).getByText('Elige primero una fecha.')).toBeInTheDocument();
    },
  );

  it('all three are required: "Por favor revisar, no ha seleccionado bien los horarios" / "Atención"', async () => {
    const calls = fakeHours();
    const { user, group } = renderScheduler();
    await user.click(screen.getByRole('button', { name: 'Agenda tu visita' }));
    expect(await screen.findByText('Por favor revisar, no ha seleccionado bien los horarios')).toBeInTheDocument();
    expect(screen.getByText('Atención')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Visita Presencial' }));
    await user.click((await within(group('Fecha')).findAllByRole('radio'))[0]!);
    await user.click(screen.getByRole('button', { name: 'Agenda tu visita' }));
    expect(calls.registerVisit).not.toHaveBeenCalled();
  });

  it(
    'saving creates the visit, then accepts the offer: "Se notificará al usuario ' + 'titular…" / "Muy bien..."',
    async () => {
      const calls = fakeHours();
      const { user, group, onClose } = renderScheduler();
      await user.click(await screen.findByRole('radio', { name: 'Visita Presencial' }));
      await user.click((await within(group('Fecha')).findAllByRole('radio'))[0]!);
      await user.click(await within(group('Horario')).findByRole('radio', { name: S[2] }));
      await user.click(screen.getByRole('button', { name: 'Agenda tu visita' }));
      expect(
        await screen.findByText('Se notificará al usuario titular de esa propiedad sobre su preferencia'),
      ).toBeInTheDocument();
      expect(screen.getByText('Muy bien...')).toBeInTheDocument();
      expect(calls.registerVisit).toHaveBeenCalledWith({
        propertyId: 31,
        userCode: SEEKER.userCode,
        idInboxProperty: 77,
        typeVisit: 'Presencial',
        visitDate: '2026-12-01',
        visitHour: S[2],
        status: 1,
      });
      expect(calls.changeIsAccepted).toHaveBeenCalledWith(77, 1);
      expect(calls.registerVisit.mock.invocationCallOrder[0]!).toBeLessThan(
        calls.changeIsAccepted.mock.invocationCallOrder[0]!,
      );
      expect(onClose).toHaveBeenCalled();
    },
  );

  it('a slot someone else just took (409): the server’s reason, and fresh slots without it', async () => {
    let taken = false;
    const calls = fakeHours({
      registerVisit: async () => {
        taken = true;
        throw new ApiError(409, 'Ese horario acaba de ser reservado por otra persona. Elige otro horario', 'visitHour');
      },
      getHoursByPropertyTypeAndDate: async (_id, type, date) =>
        HOURS.filter(
          (h) => h.typeVisit === type && h.dateVisitAvailable === date && !(taken && h.hourAvailableDateMin === S[2]),
        ),
    });
    const { user, group, onClose } = renderScheduler();
    await user.click(await screen.findByRole('radio', { name: 'Visita Presencial' }));
    await user.click((await within(group('Fecha')).findAllByRole('radio'))[0]!);
    await user.click(await within(group('Horario')).findByRole('radio', { name: S[2] }));
    await user.click(screen.getByRole('button', { name: 'Agenda tu visita' }));
    expect(
      await screen.findByText('Ese horario acaba de ser reservado por otra persona. Elige otro horario'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(group('Horario')).queryByRole('radio', { name: S[2] })).not.toBeInTheDocument());
    expect(within(group('Horario')).getByRole('radio', { name: S[0] })).not.toBeChecked();
    expect(screen.getByText('Actualizamos los horarios disponibles.')).toBeInTheDocument();
    expect(calls.changeIsAccepted).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('hours that fail to load: "No se pudo cargar los horarios" with the message', async () => {
    fakeHours({
      getHoursByPropertyAndType: async () => Promise.reject(new ApiError(503, 'Servidor en mantenimiento')),
    });
    const { user, group } = renderScheduler();
    await user.click(await screen.findByRole('radio', { name: 'Visita Presencial' }));
    expect(await screen.findByText('No se pudo cargar los horarios Servidor en mantenimiento')).toBeInTheDocument();
    expect(within(group('Fecha')).getByText('Servidor en mantenimiento')).toBeInTheDocument();
  });
});
