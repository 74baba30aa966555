import { screen, waitFor, within } from '@testing-library/react';
import { type AvailableHour } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { visitSchema } from '@lotengo/shared/contracts';
import { entries, visit, fakeInbox, renderPage, card } from './support/inbox-page-setup';

describe('Mis Ofertas', () => {
  it('reject: "Dislike hecho", the card greys in place, then one tap gives the reason', async () => {
    const calls = fakeInbox({
      changeIsAccepted: async () => undefined,
      setRejectReason: async (_id, reason) => ({ ...entries()[0]!, isAccepted: 2, rejectReason: reason }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'No me gusta: Depa Larco' }));
    expect(await screen.findByText('Dislike hecho')).toBeInTheDocument();
    expect(calls.changeIsAccepted).toHaveBeenCalledWith(1, 2);
    expect(card('Depa Larco')).toHaveClass('is-rejected');
    await user.click(within(card('Depa Larco')).getByRole('button', { name: 'Ubicación' }));
    expect(calls.setRejectReason).toHaveBeenCalledWith(1, 'ubicacion');
    await waitFor(() =>
      expect(within(card('Depa Larco')).getByRole('button', { name: 'Ubicación' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    // No reload: the other offers are still on the page as they were.
    expect(card('Casa sin horarios')).toHaveClass('is-pending');
  });

  it('like on a property without hours: a visit without date, the offer accepted at once', async () => {
    let accepted = false;
    const calls = fakeInbox({
      getInbox: async () =>
        entries().map((e) => (accepted && e.idInboxProperty === 2 ? { ...e, isAccepted: 1 as const } : e)),
      getHoursByProperty: async () => [],
      registerVisit: async () =>
        visitSchema.parse({ ...visit, visitId: 10, idInboxProperty: 2, propertyId: 32, visitDate: '', visitHour: '' }),
      changeIsAccepted: async () => {
        accepted = true;
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Me gusta: Casa sin horarios' }));
    expect(
      await screen.findByText('Se notificará al usuario titular de esa propiedad sobre su preferencia'),
    ).toBeInTheDocument();
    expect(calls.registerVisit).toHaveBeenCalledWith(
      expect.objectContaining({ propertyId: 32, idInboxProperty: 2, visitDate: '', visitHour: '', status: 1 }),
    );
    expect(calls.changeIsAccepted).toHaveBeenCalledWith(2, 1);
    await waitFor(() =>
      expect(
        within(card('Casa sin horarios')).getByRole('button', { name: 'No me gusta: Casa sin horarios' }),
      ).toBeDisabled(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(
    'hours known to be none: the press shows the offer accepted and says so before the API answers; the visit is ' +
      'saved behind',
    async () => {
      let saved: (v: ReturnType<typeof visitSchema.parse>) => void = () => undefined;
      const calls = fakeInbox({
        getHoursByProperty: async () => [],
        // The server takes its time: nothing the seeker sees may wait for it.
        registerVisit: () => new Promise((resolve) => (saved = resolve)),
        changeIsAccepted: async () => undefined,
      });
      const { user } = renderPage();
      await screen.findByRole('article', { name: 'Casa sin horarios' });
      await waitFor(() => expect(calls.getHoursByProperty).toHaveBeenCalledTimes(2));
      await user.click(screen.getByRole('button', { name: 'Me gusta: Casa sin horarios' }));
      // The same turn as the press: no answer of the API has come.
      expect(screen.getByText('Se notificará al usuario titular de esa propiedad sobre su preferencia')).toBeVisible();
      expect(card('Casa sin horarios')).toHaveClass('is-liked');
      expect(calls.registerVisit).toHaveBeenCalledWith(
        expect.objectContaining({ propertyId: 32, idInboxProperty: 2, visitDate: '', visitHour: '', status: 1 }),
      );
      expect(calls.changeIsAccepted).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      saved(
        visitSchema.parse({ ...visit, visitId: 10, idInboxProperty: 2, propertyId: 32, visitDate: '', visitHour: '' }),
      );
      await waitFor(() => expect(calls.changeIsAccepted).toHaveBeenCalledWith(2, 1));
    },
  );

  it('a refused like goes back as the server has it; hours that appeared meanwhile open the scheduler', async () => {
    let hours: AvailableHour[] = [];
    const calls = fakeInbox({
      getHoursByProperty: async () => hours,
      registerVisit: async () => {
        throw new ApiError(400, 'El propietario ofreció horarios: elige una fecha y un horario', 'visitDate');
      },
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Casa sin horarios' });
    await waitFor(() => expect(calls.getHoursByProperty).toHaveBeenCalledTimes(2));
    // The owner adds hours after the page read none.
    hours = [
      {
        propertyId: 32,
        typeVisit: 'Presencial',
        dateVisitAvailable: '2026-12-01',
        hourAvailableDateMin: '9:00 am a 11:00 am',
      },
    ];
    await user.click(screen.getByRole('button', { name: 'Me gusta: Casa sin horarios' }));
    expect(
      await screen.findByText('El propietario ofreció horarios: elige una fecha y un horario'),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Agenda aquí tu visita' });
    expect(await within(dialog).findByRole('radio', { name: 'Visita Presencial' })).toBeInTheDocument();
    await waitFor(() => expect(card('Casa sin horarios')).toHaveClass('is-pending'));
    expect(calls.changeIsAccepted).not.toHaveBeenCalled();
  });

  it('like on a property with hours opens the scheduler; hours that fail say so', async () => {
    fakeInbox({
      getHoursByProperty: async (id) =>
        id === 31
          ? [
              {
                propertyId: 31,
                typeVisit: 'Presencial',
                dateVisitAvailable: '2026-12-01',
                hourAvailableDateMin: '9:00 am a 11:00 am',
              },
            ]
          : Promise.reject(new ApiError(0, 'No se pudo conectar con el servidor')),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Me gusta: Depa Larco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agenda aquí tu visita' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByRole('button', { name: 'Me gusta: Casa sin horarios' }));
    expect(
      await screen.findByText('No se pudo cargar los horarios No se pudo conectar con el servidor'),
    ).toBeInTheDocument();
  });

  it('"Me gusta" shows the scheduler\'s frame at once and its choices when the hours arrive', async () => {
    let answer: (rows: AvailableHour[]) => void = () => undefined;
    const slow = new Promise<AvailableHour[]>((resolve) => (answer = resolve));
    fakeInbox({ getHoursByProperty: (id) => (id === 31 ? slow : Promise.resolve([])) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Me gusta: Depa Larco' }));
    // The frame is there before the hours: titled, with its loading note, no choice yet.
    const dialog = screen.getByRole('dialog', { name: 'Agenda aquí tu visita' });
    expect(within(dialog).getAllByText('Cargando fechas…').length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    answer([
      {
        propertyId: 31,
        typeVisit: 'Presencial',
        dateVisitAvailable: '2026-12-01',
        hourAvailableDateMin: '9:00 am a 11:00 am',
      },
    ]);
    expect(await within(dialog).findByRole('radio', { name: 'Visita Presencial' })).toBeInTheDocument();
  });

  it(
    'the pending offers\' hours are fetched once the page is idle, so "Me gusta" opens the ' +
      'scheduler with its choices',
    async () => {
      const calls = fakeInbox({
        getHoursByProperty: async (id) =>
          id === 31
            ? [
                {
                  propertyId: 31,
                  typeVisit: 'Presencial',
                  dateVisitAvailable: '2026-12-01',
                  hourAvailableDateMin: '9:00 am a 11:00 am',
                },
              ]
            : [],
      });
      const { user } = renderPage();
      await screen.findByRole('article', { name: 'Depa Larco' });
      // Pending offers only (31 and 32); the accepted one (33) needs no hours.
      await waitFor(() => expect(calls.getHoursByProperty).toHaveBeenCalledWith(31));
      expect(calls.getHoursByProperty).toHaveBeenCalledWith(32);
      expect(calls.getHoursByProperty).not.toHaveBeenCalledWith(33);
      await waitFor(() => expect(calls.getHoursByProperty).toHaveBeenCalledTimes(2));
      await user.click(screen.getByRole('button', { name: 'Me gusta: Depa Larco' }));
      const dialog = screen.getByRole('dialog', { name: 'Agenda aquí tu visita' });
      expect(within(dialog).getByRole('radio', { name: 'Visita Presencial' })).toBeInTheDocument();
    },
  );
});
