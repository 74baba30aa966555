import { screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { paths, type AvailableHour, type InboxEntry } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { ownerVisitSchema, visitSchema } from '@lotengo/shared/contracts';
import { fakeApi, makeHouseRequest, makeInboxEntry, makeProperty, renderWithProviders, SEEKER, signIn } from '@lotengo/shared/testing';
import InboxPage from '../expose/inbox-page';

const request = makeHouseRequest({ houseRequestId: 50, title: 'Busco depa en Miraflores', processType: 'ALQUILAR', district: 'MIRAFLORES', userCode: SEEKER.userCode });
const flat = makeProperty({ propertyId: 31, title: 'Depa Larco', price: 1500 });
const house = makeProperty({ propertyId: 32, title: 'Casa sin horarios', price: 2100 });
const liked = makeProperty({ propertyId: 33, title: 'Depa ya elegido', price: 1800 });
const entries = (): InboxEntry[] => [
  makeInboxEntry({ idInboxProperty: 1, houseRequestId: 50, userCode: SEEKER.userCode, propertyDetail: flat, dateInbox: '2026-11-20T10:00:00.000Z' }),
  makeInboxEntry({ idInboxProperty: 2, houseRequestId: 50, userCode: SEEKER.userCode, propertyDetail: house, dateInbox: '2026-11-21T10:00:00.000Z' }),
  makeInboxEntry({ idInboxProperty: 3, houseRequestId: 50, userCode: SEEKER.userCode, propertyDetail: liked, isAccepted: 1, isRead: 1, dateInbox: '2026-11-19T10:00:00.000Z' }),
];
const visit = visitSchema.parse({ visitId: 9, idInboxProperty: 3, propertyId: 33, userCode: SEEKER.userCode, typeVisit: 'Virtual', visitDate: '2026-12-01', visitHour: '02:00 pm a 04:00 pm', status: 1, title: 'Depa ya elegido', address: 'Calle Uno 123', district: 'MIRAFLORES' });

function fakeInbox(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    getInbox: async () => entries(),
    getMyHouseRequests: async () => [request],
    markInboxRead: async () => 2,
    getInboxUnreadCount: async () => 0,
    getMyVisits: async () => [visit],
    // Fetched ahead for the pending offers once the page is idle.
    getHoursByProperty: async () => [],
    ...extra,
  });
}
const renderPage = (route: string = paths.inbox) => renderWithProviders(<InboxPage />, { session: SEEKER, route });
const card = (title: string) => screen.getByRole('article', { name: title });

describe('Mis Ofertas', () => {
  it('shows a sized skeleton, then "Buzón cargado con éxito" / "OK...", and marks the offers read', async () => {
    const calls = fakeInbox();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeInTheDocument();
    expect(screen.getByText('Cargando tus ofertas…')).toBeInTheDocument();
    expect(await screen.findByText('Buzón cargado con éxito')).toBeInTheDocument();
    expect(screen.getByText('OK...')).toBeInTheDocument();
    await waitFor(() => expect(calls.markInboxRead).toHaveBeenCalledWith(SEEKER.userCode));
    // Grouped under the request, with a link to it; newest offer first.
    const group = screen.getByRole('region', { name: /Busco depa en Miraflores/ });
    expect(within(group).getByText(/Busca alquilar · MIRAFLORES · 3 ofertas/)).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Ver solicitud: Busco depa en Miraflores' })).toHaveAttribute('href', paths.editRequest(50));
    expect(within(group).getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['oferta-2', 'oferta-1', 'oferta-3']);
    expect(within(card('Depa Larco')).getByText('Nueva')).toBeInTheDocument();
  });

  it('a failed load: "No se pudo cargar el buzón" with the server’s message, and a retry', async () => {
    let fail = true;
    fakeInbox({ getInbox: async () => (fail ? Promise.reject(new ApiError(500, 'Base de datos ocupada')) : entries()) });
    const { user } = renderPage();
    expect(await screen.findByText('No se pudo cargar el buzón Base de datos ocupada')).toBeInTheDocument();
    expect(screen.getByText('Base de datos ocupada', { selector: 'p[role="alert"]' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Depa Larco' })).toBeInTheDocument();
    expect(await screen.findByText('Buzón cargado con éxito')).toBeInTheDocument();
  });

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
    await waitFor(() => expect(within(card('Depa Larco')).getByRole('button', { name: 'Ubicación' })).toHaveAttribute('aria-pressed', 'true'));
    // No reload: the other offers are still on the page as they were.
    expect(card('Casa sin horarios')).toHaveClass('is-pending');
  });

  it('like on a property without hours: a visit without date, the offer accepted at once', async () => {
    let accepted = false;
    const calls = fakeInbox({
      getInbox: async () => entries().map((e) => (accepted && e.idInboxProperty === 2 ? { ...e, isAccepted: 1 as const } : e)),
      getHoursByProperty: async () => [],
      registerVisit: async () => visitSchema.parse({ ...visit, visitId: 10, idInboxProperty: 2, propertyId: 32, visitDate: '', visitHour: '' }),
      changeIsAccepted: async () => {
        accepted = true;
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Me gusta: Casa sin horarios' }));
    expect(await screen.findByText('Se notificará al usuario titular de esa propiedad sobre su preferencia')).toBeInTheDocument();
    expect(calls.registerVisit).toHaveBeenCalledWith(expect.objectContaining({ propertyId: 32, idInboxProperty: 2, visitDate: '', visitHour: '', status: 1 }));
    expect(calls.changeIsAccepted).toHaveBeenCalledWith(2, 1);
    await waitFor(() => expect(within(card('Casa sin horarios')).getByRole('button', { name: 'No me gusta: Casa sin horarios' })).toBeDisabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('like on a property with hours opens the scheduler; hours that fail say so', async () => {
    fakeInbox({ getHoursByProperty: async (id) => (id === 31 ? [{ propertyId: 31, typeVisit: 'Presencial', dateVisitAvailable: '2026-12-01', hourAvailableDateMin: '9:00 am a 11:00 am' }] : Promise.reject(new ApiError(0, 'No se pudo conectar con el servidor'))) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Me gusta: Depa Larco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agenda aquí tu visita' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByRole('button', { name: 'Me gusta: Casa sin horarios' }));
    expect(await screen.findByText('No se pudo cargar los horarios No se pudo conectar con el servidor')).toBeInTheDocument();
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
    answer([{ propertyId: 31, typeVisit: 'Presencial', dateVisitAvailable: '2026-12-01', hourAvailableDateMin: '9:00 am a 11:00 am' }]);
    expect(await within(dialog).findByRole('radio', { name: 'Visita Presencial' })).toBeInTheDocument();
  });

  it('the pending offers\' hours are fetched once the page is idle, so "Me gusta" opens the scheduler with its choices', async () => {
    const calls = fakeInbox({
      getHoursByProperty: async (id) => (id === 31 ? [{ propertyId: 31, typeVisit: 'Presencial', dateVisitAvailable: '2026-12-01', hourAvailableDateMin: '9:00 am a 11:00 am' }] : []),
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
  });

  it('filters pending, liked and rejected', async () => {
    fakeInbox();
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Depa Larco' });
    await user.click(screen.getByRole('radio', { name: 'Me gustan (1)' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Depa ya elegido')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Pendientes (2)' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Rechazadas (0)' }));
    expect(screen.getByText('No hay ofertas en este filtro.')).toBeInTheDocument();
  });

  it('the booked visit shows on its offer (date, slot, type, address); the seeker can cancel it', async () => {
    const calls = fakeInbox({ cancelVisit: async () => ({ ...visit, status: 0, cancelledBy: 'seeker' }) });
    const { user } = renderPage();
    const offer = await screen.findByRole('article', { name: 'Depa ya elegido' });
    const panel = await within(offer).findByRole('region', { name: 'Tu visita' });
    expect(panel).toHaveTextContent('Tu visita: Visita Virtual');
    expect(panel).toHaveTextContent('martes, 1 de diciembre de 2026, 02:00 pm a 04:00 pm');
    expect(panel).toHaveTextContent('Calle Uno 123, MIRAFLORES');
    expect(within(panel).getByRole('button', { name: 'Agregar a mi calendario (.ics): visita a Depa ya elegido' })).toBeInTheDocument();
    calls.getMyVisits.mockResolvedValue([{ ...visit, status: 0, cancelledBy: 'seeker' }]);
    await user.click(within(panel).getByRole('button', { name: 'Cancelar visita: Depa ya elegido' }));
    expect(calls.cancelVisit).toHaveBeenCalledWith(9);
    expect((await screen.findAllByText('Visita cancelada')).length).toBeGreaterThan(0);
    expect(await within(offer).findByText('Cancelaste esta visita.')).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Agendar otra visita' })).toBeInTheDocument();
  });

  it('"Visitas a mis propiedades": the owner sees who comes and when, and can cancel', async () => {
    const ownerVisit = ownerVisitSchema.parse({ ...visit, visitId: 12, seekerFirstName: 'Diego' });
    const calls = fakeInbox({ getOwnerVisits: async () => [ownerVisit], cancelVisit: async () => ({ ...visit, status: 0, cancelledBy: 'owner' }) });
    const { user } = renderPage();
    const tab = screen.getByRole('tab', { name: 'Visitas a mis propiedades' });
    expect(screen.getByRole('tab', { name: 'Ofertas recibidas' })).toHaveAttribute('aria-selected', 'true');
    await user.click(tab);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Visitas a mis propiedades' });
    expect(await within(panel).findByRole('heading', { level: 3, name: 'martes, 1 de diciembre de 2026, 02:00 pm a 04:00 pm' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Visita Virtual · Visitante: Diego');
    expect(panel).not.toHaveTextContent(/9\d{8}/);
    await user.click(within(panel).getByRole('button', { name: 'Cancelar visita de Diego del martes, 1 de diciembre de 2026' }));
    expect(calls.cancelVisit).toHaveBeenCalledWith(12);
  });

  it('the tabs move with the arrow keys', async () => {
    fakeInbox({ getOwnerVisits: async () => [] });
    const { user } = renderPage();
    screen.getByRole('tab', { name: 'Ofertas recibidas' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Visitas a mis propiedades' })).toHaveFocus();
    expect(await screen.findByText('Aún no hay visitas agendadas en tus propiedades.')).toBeInTheDocument();
  });
});

describe('StandaloneApp', () => {
  it('sends any path to /page/buzon so the team lands on its page', async () => {
    fakeInbox();
    signIn(SEEKER);
    const { StandaloneApp } = await import('../standalone/standalone-app');
    window.history.pushState({}, '', '/cualquier-cosa');
    const { createTestQueryClient } = await import('@lotengo/shared/testing');
    const { QueryClientProvider } = await import('@tanstack/react-query');
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <BrowserRouter>
          <StandaloneApp />
        </BrowserRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/page/buzon');
    await screen.findByRole('article', { name: 'Depa Larco' });
  });
});
