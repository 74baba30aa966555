import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths, routePatterns } from '@lotengo/shared';
import { PUBLIC_REQUEST_SLOT_ID } from '@lotengo/shared/routing/public-paths';
import { pages, render } from '../landing-prerender';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

describe('prerendered first screens (shared/build/prerender.ts writes them into HTML files)', () => {
  it('renders the landing with its hero and the request section placeholder', () => {
    const html = render();
    expect(html).toContain('Publica la propiedad que buscas');
    expect(html).toContain('class="site-footer"');
  });

  it('gives /page/requests its own file: title, header, the page heading, sized placeholder, footer', () => {
    const all = pages();
    expect(all.filter((p) => p.hydrate).map((p) => p.path)).toEqual([
      paths.index,
      paths.requests,
      routePatterns.publicRequest,
    ]);
    const requests = all.find((p) => p.path === paths.requests);
    expect(requests!.title).toBe('Búsqueda de solicitudes · Lo Tengo');
    expect(requests!.html).toContain('<h1 class="page-skeleton__title">Búsqueda de solicitudes</h1>');
    expect(requests!.html).toContain('class="site-header');
    expect(requests!.html).toContain('class="site-footer"');
    // Not the landing's sections: this file is only sent for its own route.
    expect(requests!.html).not.toContain('Publica la propiedad que buscas');
  });

  it("gives a request's public page one template: the visitor's frame around the slot its server fills", () => {
    const template = pages().find((p) => p.path === routePatterns.publicRequest);
    // platform/src/public-pages/in-template.ts writes the page into exactly this element.
    expect(template!.html).toContain(`<div id="${PUBLIC_REQUEST_SLOT_ID}"></div>`);
    expect(template!.html).toContain('class="site-header');
    expect(template!.html).toContain('class="site-footer"');
    expect(template!.html).not.toContain('page-skeleton__title');
  });

  it('gives /index the featured requests heading', () => {
    const index = pages().find((p) => p.path === paths.index);
    expect(index!.title).toBe('Solicitudes destacadas · Lo Tengo');
    expect(index!.html).toContain('<h1 class="page-skeleton__title">Solicitudes de nuestra comunidad</h1>');
  });

  it('gives each signed-in page its skeleton, never hydrated: its heading past the guard', () => {
    const signedIn = pages().filter((p) => !p.hydrate);
    expect(signedIn.map((p) => p.path).sort()).toEqual(
      [
        paths.inbox,
        paths.myRequests,
        paths.profile,
        paths.properties,
        paths.propertyCreate,
        routePatterns.propertyDetail,
      ].sort(),
    );
    const profile = signedIn.find((p) => p.path === paths.profile)!;
    expect(profile.title).toBe('Mi Perfil · Lo Tengo');
    expect(profile.html).toContain('<h1 class="page-skeleton__title">Mi Perfil</h1>');
    expect(profile.html).toContain('class="site-footer"');
    // Past the guard: not the visitor's redirect.
    expect(profile.html).not.toContain('Redirigiendo');
    // A property's detail: one template, the gallery's frame left empty for its server to fill
    // (platform/src/detail-page/first-screen.ts looks for exactly this markup).
    const detail = signedIn.find((p) => p.path === routePatterns.propertyDetail)!;
    expect(detail.html).toContain('<div class="lt-container detail-loading" aria-busy="true">');
    expect(detail.html).toContain('<div class="ltg-frame"></div>');
    expect(detail.html).not.toContain('Redirigiendo');
  });

  it(
    'Firebase Hosting sends every prerendered page to the page function (firebase.json rewrites), which answers ' +
      "the live version's file",
    () => {
      type Rule = { source?: string; regex?: string; destination?: string; function?: { functionId: string } };
      const config = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../firebase.json'), 'utf8')) as {
        hosting: { target: string; rewrites?: Rule[] }[];
      };
      const rules = config.hosting.find((h) => h.target === 'shell')!.rewrites!;
      // A route with a parameter goes to its own function (scripts/__tests__/detail-first-screen.test.ts).
      for (const page of pages().filter((p) => !p.path.includes(':'))) {
        const first = rules.find((r) => (r.source ? r.source === page.path : new RegExp(r.regex!).test(page.path)));
        expect({ path: page.path, rule: first?.function?.functionId }).toEqual({ path: page.path, rule: 'page' });
      }
      // Nothing is served as a static copy: a promote of the shell changes every page at once.
      expect(rules.filter((r) => r.destination)).toEqual([]);
    },
  );
});
