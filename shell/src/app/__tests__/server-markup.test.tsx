import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Prerendering, ServerMarkup } from '../server-markup';

afterEach(() => document.body.replaceChildren());

describe('ServerMarkup', () => {
  it("keeps what the server wrote into the slot, exactly, while the page's code loads", () => {
    const written = '<article class="lt-pubreq"><h1>Busco departamento</h1><a href="/x">¡Lo tengo!</a></article>';
    const host = document.createElement('div');
    host.innerHTML = `<div id="slot">${written}</div>`;
    document.body.append(host);
    // React renders over the server's element (createRoot replaces it): the same markup comes back.
    const { container } = render(<ServerMarkup id="slot" fallback={<p>cargando</p>} />, { container: host });
    expect(container.querySelector('#slot')!.innerHTML).toBe(written);
    expect(screen.queryByText('cargando')).not.toBeInTheDocument();
  });

  it('shows the fallback when nothing was written (the route reached inside the app)', () => {
    render(<ServerMarkup id="slot" fallback={<p>cargando</p>} />);
    expect(screen.getByText('cargando')).toBeInTheDocument();
  });

  it('writes the empty slot at build time, for the server to fill', () => {
    const html = renderToString(
      <Prerendering.Provider value>
        <ServerMarkup id="slot" fallback={<p>cargando</p>} />
      </Prerendering.Provider>,
    );
    expect(html).toBe('<div id="slot"></div>');
  });
});
