import { screen, within } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import { SiteFooter } from '../site-footer';
import { renderWithProviders, signIn } from '@lotengo/shared/testing';

const footer = () => screen.getByRole('contentinfo');
const linkTargets = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('SiteFooter', () => {
  it('gives a visitor Explorar, Contáctanos, the contact data and "Crear cuenta gratis"', () => {
    renderWithProviders(<SiteFooter />);
    const nav = within(footer()).getByRole('navigation');
    expect(linkTargets(nav)).toEqual([
      ['Explorar', paths.requests],
      ['Contáctanos', paths.contact],
    ]);
    expect(within(footer()).queryByRole('heading', { name: 'Solicitantes' })).not.toBeInTheDocument();
    expect(within(footer()).getByText(/San Isidro/)).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: '(01) 640-5500' })).toHaveAttribute('href', 'tel:+5116405500');
    const social = within(footer()).getByRole('link', { name: /Síguenos en Facebook/ });
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(footer()).getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute('href', paths.registry);
    expect(within(footer()).getByText(/publica lo que buscas/i)).toBeInTheDocument();
  });

  it('adds the member pages and the Solicitantes group with a session', () => {
    signIn();
    renderWithProviders(<SiteFooter />);
    const nav = within(footer()).getByRole('navigation');
    expect(linkTargets(nav)).toEqual([
      ['Explorar', paths.requests],
      ['Contáctanos', paths.contact],
      ['Mis Ofertas', paths.inbox],
      ['Mis Solicitudes', paths.myRequests],
      ['Mis propiedades', paths.properties],
      ['Crear una solicitud', paths.requestsCreate(0, 0)],
      ['Revisar mis coincidencias', paths.profileTab('solicitudes', 'matchs')],
      ['Gestionar ofertas', paths.inbox],
    ]);
    expect(within(nav).getByRole('heading', { name: 'Solicitantes' })).toBeInTheDocument();
    // Same label as docs/product/screens.md, but an owner with an account is sent to publish, not to register again.
    expect(within(footer()).getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute(
      'href',
      paths.propertyCreate,
    );
  });
});
