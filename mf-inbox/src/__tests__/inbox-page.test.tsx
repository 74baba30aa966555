import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { paths } from '@lotengo/shared';
import { SEEKER, renderWithProviders } from '@lotengo/shared/testing';
import InboxPage from '../expose/inbox-page';

describe('InboxPage (until its issue lands)', () => {
  it('shows the "Mis Ofertas" heading and the under-construction notice', () => {
    renderWithProviders(<InboxPage />, { session: SEEKER, route: paths.inbox });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Esta sección está en construcción/ })).toBeInTheDocument();
  });
});

describe('StandaloneApp', () => {
  it('sends any path to /page/buzon so the team lands on its page', async () => {
    const { StandaloneApp } = await import('../standalone/standalone-app');
    window.history.pushState({}, '', '/cualquier-cosa');
    // startStandalone wraps it in the router, as here.
    render(
      <BrowserRouter>
        <StandaloneApp />
      </BrowserRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/page/buzon');
  });
});
