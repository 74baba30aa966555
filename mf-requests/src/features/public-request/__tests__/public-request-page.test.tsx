import { renderToStaticMarkup } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { paths, routePatterns } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { publicPagesTexts as texts } from '@lotengo/shared/i18n/public-pages';
import { PUBLIC_REQUEST_DATA_ID } from '@lotengo/shared/routing/public-paths';
import { ALL_DISTRICTS, fakeApi, makeHouseRequest, renderWithProviders } from '@lotengo/shared/testing';
import RequestPublicPage from '../../../expose/request-public-page';
import { RequestPublicView, requestView, viewAsScriptJson } from '..';

const request = makeHouseRequest({
  houseRequestId: 44,
  processType: 'ALQUILAR',
  tprocessId: 2,
  propertyType: 'Departamento',
  district: 'MIRAFLORES',
  ubigeoId: 150122,
  description: 'Luminoso, llamar al 987654321',
});
const PATH = '/solicitud/44-busco-departamento-en-alquiler-en-miraflores';
const view = requestView(request, { siteUrl: 'http://localhost', districtHref: '/solicitudes/alquiler/miraflores' });

/** The server's markup as the browser parses it (its serializer writes a no-break space as `&nbsp;`, React raw). */
function asParsed(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild!.outerHTML;
}

function renderAt(route: string) {
  return renderWithProviders(<RequestPublicPage />, {
    route,
    path: routePatterns.publicRequest,
    routes: { [paths.requests]: <p>Búsqueda</p> },
  });
}

afterEach(() => {
  document.getElementById(PUBLIC_REQUEST_DATA_ID)?.remove();
  Reflect.deleteProperty(navigator, 'share');
});

describe("a request's public page in the app", () => {
  it("on the server's page: draws the page's own data, the same markup, and asks the API nothing", () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PUBLIC_REQUEST_DATA_ID;
    data.textContent = viewAsScriptJson(view);
    document.body.append(data);
    const calls = fakeApi();
    const { container } = renderAt(PATH);
    // What the server wrote (platform/src/public-pages renders the same component to a string).
    expect(container.querySelector('article')!.outerHTML).toBe(
      asParsed(renderToStaticMarkup(<RequestPublicView view={view} />)),
    );
    expect(calls.getHouseRequest).not.toHaveBeenCalled();
    expect(screen.getByText('Luminoso, llamar al [teléfono oculto]')).toBeInTheDocument();
  });

  it('reached inside the app: reads the request, draws it as the server would, fixes a stale slug', async () => {
    fakeApi({ getHouseRequest: async () => request, getUbigeos: async () => ALL_DISTRICTS });
    const { container } = renderAt('/solicitud/44-otro-texto');
    await screen.findByRole('heading', { level: 1, name: view.title });
    expect(container.querySelector('article')!.outerHTML).toBe(
      asParsed(renderToStaticMarkup(<RequestPublicView view={view} />)),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(PATH));
    expect(document.title).toBe(`${view.title} | Lo Tengo`);
  });

  it('"¡Lo tengo!" stays in the app; "Compartir" opens the share sheet where the phone has one', async () => {
    fakeApi({ getHouseRequest: async () => request, getUbigeos: async () => ALL_DISTRICTS });
    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderAt(PATH);
    await user.click(await screen.findByRole('link', { name: texts.share }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `http://localhost${PATH}` }));
    await user.click(screen.getByRole('link', { name: texts.cta }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.requestLoTengo(44));
  });

  it('"Copiar enlace" copies the page\'s own link and says so', async () => {
    fakeApi({ getHouseRequest: async () => request, getUbigeos: async () => ALL_DISTRICTS });
    const { user } = renderAt(PATH);
    // user-event puts a clipboard of its own on navigator: its writes are watched.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: texts.copyLink }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost${PATH}`);
    expect(await screen.findByText(texts.copied)).toHaveAttribute('role', 'status');
  });

  it('says when the request is no longer active, and links its district', async () => {
    fakeApi({ getHouseRequest: async () => ({ ...request, state: 'closed' }), getUbigeos: async () => ALL_DISTRICTS });
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: texts.gone })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.moreInDistrict('Miraflores') })).toHaveAttribute(
      'href',
      '/solicitudes/alquiler/miraflores',
    );
  });

  it('answers an unknown request or a path without an id with "No encontramos esta página"', async () => {
    fakeApi({ getHouseRequest: async () => Promise.reject(new ApiError(404, 'No existe')) });
    renderAt('/solicitud/999-x');
    expect(await screen.findByRole('heading', { name: texts.notFound })).toBeInTheDocument();
  });
});
