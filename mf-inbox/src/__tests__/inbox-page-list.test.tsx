import { screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { ownerVisitSchema } from '@lotengo/shared/contracts';
import { SEEKER, signIn } from '@lotengo/shared/testing';
import { entries, visit, fakeInbox, renderPage, card } from './support/inbox-page-setup';

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
    expect(within(group).getByRole('link', { name: 'Ver solicitud: Busco depa en Miraflores' })).toHaveAttribute(
      'href',
      paths.editRequest(50),
    );
    expect(
      within(group)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['oferta-2', 'oferta-1', 'oferta-3']);
    expect(within(card('Depa Larco')).getByText('Nueva')).toBeInTheDocument();
  });

  it('a failed load: "No se pudo cargar el buzón" with the server’s message, and a retry', async () => {
    let fail = true;
    fakeInbox({
      getInbox: async () => (fail ? Promise.reject(new ApiError(500, 'Base de datos ocupada')) : entries()),
    });
    const { user } = renderPage();
    expect(await screen.findByText('No se pudo cargar el buzón Base de datos ocupada')).toBeInTheDocument();
    expect(screen.getByText('Base de datos ocupada', { selector: 'p[role="alert"]' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Depa Larco' })).toBeInTheDocument();
    expect(await screen.findByText('Buzón cargado con éxito')).toBeInTheDocument();
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
    expect(
      within(panel).getByRole('button', { name: 'Agregar a mi calendario (.ics): visita a Depa ya elegido' }),
    ).toBeInTheDocument();
    calls.getMyVisits.mockResolvedValue([{ ...visit, status: 0, cancelledBy: 'seeker' }]);
    await user.click(within(panel).getByRole('button', { name: 'Cancelar visita: Depa ya elegido' }));
    expect(calls.cancelVisit).toHaveBeenCalledWith(9);
    expect((await screen.findAllByText('Visita cancelada')).length).toBeGreaterThan(0);
    expect(await within(offer).findByText('Cancelaste esta visita.')).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Agendar otra visita' })).toBeInTheDocument();
  });

  it('"Visitas a mis propiedades": the owner sees who comes and when, and can cancel', async () => {
    const ownerVisit = ownerVisitSchema.parse({ ...visit, visitId: 12, seekerFirstName: 'Diego' });
    const calls = fakeInbox({
      getOwnerVisits: async () => [ownerVisit],
      cancelVisit: async () => ({ ...visit, status: 0, cancelledBy: 'owner' }),
    });
    const { user } = renderPage();
    const tab = screen.getByRole('tab', { name: 'Visitas a mis propiedades' });
    expect(screen.getByRole('tab', { name: 'Ofertas recibidas' })).toHaveAttribute('aria-selected', 'true');
    await user.click(tab);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Visitas a mis propiedades' });
    expect(
      await within(panel).findByRole('heading', {
        level: 3,
        name: 'martes, 1 de diciembre de 2026, 02:00 pm a 04:00 pm',
      }),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('Visita Virtual · Visitante: Diego');
    expect(panel).not.toHaveTextContent(/9\d{8}/);
    await user.click(
      within(panel).getByRole('button', { name: 'Cancelar visita de Diego del martes, 1 de diciembre de 2026' }),
    );
    expect(calls.cancelVisit).toHaveBeenCalledWith(12);
  });

  it("an owner's visit mail or notification opens the visits section straight away (paths.inboxSection)", async () => {
    fakeInbox({ getOwnerVisits: async () => [] });
    renderPage(paths.inboxSection('visitas'));
    expect(screen.getByRole('tab', { name: 'Visitas a mis propiedades' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Aún no hay visitas agendadas en tus propiedades.')).toBeInTheDocument();
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
