import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Prerendering, ServerMarkup } from '../server-markup';

afterEach(() => document.body.replaceChildren());

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="ruta">{pathname + search}</output>;
}

const inRouter = (ui: ReactElement) => (
  <MemoryRouter initialEntries={['/solicitud/7-busco']}>
    <Routes>
      <Route path="/solicitud/:ref" element={ui} />
      <Route path="*" element={<Where />} />
    </Routes>
  </MemoryRouter>
);

/** A page whose server wrote `written` into the slot, then the app rendered over it. */
function renderOverServerMarkup(written: string) {
  const host = document.createElement('div');
  host.innerHTML = `<div id="slot">${written}</div>`;
  document.body.append(host);
  return render(inRouter(<ServerMarkup id="slot" fallback={<p>cargando</p>} />), { container: host });
}

const WITH_LINKS =
  '<article><a href="/page/requests?lotengo=7" data-app-link="">¡Lo tengo!</a>' +
  '<a href="/alquiler/lince">Más</a></article>';

describe('ServerMarkup', () => {
  it("keeps what the server wrote into the slot, exactly, while the page's code loads", () => {
    const written = '<article class="lt-pubreq"><h1>Busco departamento</h1><a href="/x">¡Lo tengo!</a></article>';
    // React renders over the server's element (createRoot replaces it): the same markup comes back.
    const { container } = renderOverServerMarkup(written);
    expect(container.querySelector('#slot')!.innerHTML).toBe(written);
    expect(screen.queryByText('cargando')).not.toBeInTheDocument();
  });

  it('follows a link into the app inside the app, without loading the page again', () => {
    renderOverServerMarkup(WITH_LINKS);
    const click = fireEvent.click(screen.getByRole('link', { name: '¡Lo tengo!' }));
    expect(click).toBe(false);
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/page/requests?lotengo=7');
  });

  it('leaves every other link and a click for a new tab to the browser', () => {
    renderOverServerMarkup(WITH_LINKS);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Más' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: '¡Lo tengo!' }), { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('status', { name: 'ruta' })).not.toBeInTheDocument();
  });

  it('shows the fallback when nothing was written (the route reached inside the app)', () => {
    render(inRouter(<ServerMarkup id="slot" fallback={<p>cargando</p>} />));
    expect(screen.getByText('cargando')).toBeInTheDocument();
  });

  it('writes the empty slot at build time, for the server to fill', () => {
    const html = renderToString(
      inRouter(
        <Prerendering.Provider value>
          <ServerMarkup id="slot" fallback={<p>cargando</p>} />
        </Prerendering.Provider>,
      ),
    );
    expect(html).toBe('<div id="slot"></div>');
  });
});
