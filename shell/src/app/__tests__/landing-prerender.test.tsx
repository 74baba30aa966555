import { paths } from '@lotengo/shared';
import { pages, render } from '../landing-prerender';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

describe('prerendered first screens (shared/build/prerender.ts writes them into HTML files)', () => {
  it('renders the landing with its hero and the request section placeholder', () => {
    const html = render();
    expect(html).toContain('Publica la propiedad que buscas');
    expect(html).toContain('class="site-footer"');
  });

  it('gives /page/requests its own file: title, header, the page heading, sized placeholder, footer', () => {
    const all = pages();
    expect(all.map((p) => p.path)).toEqual([paths.index, paths.requests]);
    const requests = all.find((p) => p.path === paths.requests);
    expect(requests!.title).toBe('Búsqueda de solicitudes · Lo Tengo');
    expect(requests!.html).toContain('<h1 class="page-skeleton__title">Búsqueda de solicitudes</h1>');
    expect(requests!.html).toContain('class="site-header');
    expect(requests!.html).toContain('class="site-footer"');
    // Not the landing's sections: this file is only sent for its own route.
    expect(requests!.html).not.toContain('Publica la propiedad que buscas');
  });

  it('gives /index the featured requests heading', () => {
    const index = pages().find((p) => p.path === paths.index);
    expect(index!.title).toBe('Solicitudes destacadas · Lo Tengo');
    expect(index!.html).toContain('<h1 class="page-skeleton__title">Solicitudes de nuestra comunidad</h1>');
  });
});
