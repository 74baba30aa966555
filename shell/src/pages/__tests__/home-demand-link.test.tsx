/** The home page links to "Demanda" only where the API has demand figures (GET /capabilities). */
import { act, screen } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import { capabilitiesWithout, renderWithProviders, serveCapabilities } from '@lotengo/shared/testing';
import { HomePage } from '../home-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const link = () => screen.queryByRole('link', { name: 'Mira qué se busca en tu zona' });

it('without demand figures: no link, its line kept (empty) so nothing below moves', () => {
  renderWithProviders(<HomePage />, { capabilities: capabilitiesWithout('demand') });
  expect(link()).not.toBeInTheDocument();
  expect(document.querySelector('.hero__demand')).toBeEmptyDOMElement();
});

it('not known yet: the link, marked for the CSS that hides it; the answer decides', () => {
  renderWithProviders(<HomePage />, { capabilities: null });
  expect(link()).toHaveAttribute('href', paths.demand);
  expect(link()).toHaveAttribute('data-capability', 'demand');
  act(() => serveCapabilities(['demand']));
  expect(link()).toBeInTheDocument();
  act(() => serveCapabilities([]));
  expect(link()).not.toBeInTheDocument();
});
