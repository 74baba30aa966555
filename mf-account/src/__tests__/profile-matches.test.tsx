import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { makeInboxEntry, makeSessionUser, renderWithProviders, signIn, type FakeApi } from '@lotengo/shared/testing';
import { ProfileTabs } from './support/profile-fakes';
import { fakeProfileApi, ME, others, propertyMatches, requestMatches, setUpCardRemotes } from './support/profile-fakes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  api = fakeProfileApi();
  setUpCardRemotes();
  signIn(makeSessionUser({ userCode: ME }));
});

const renderTabs = (route: string) =>
  renderWithProviders(<ProfileTabs userCode={ME} />, { route, path: paths.profile });
const matchesRegion = () => screen.getByRole('region', { name: 'Mis Matchs' });
const waUrl = (href: string | null) => new URL(href ?? '');

describe('Mis Matchs of my requests', () => {
  it('groups by my request, says why each fits and links the owner’s WhatsApp', async () => {
    renderTabs(paths.profileTab('solicitudes'));
    const region = matchesRegion();
    // The first group of that request is the exact one; the near list (below) has its own.
    const [group] = await within(region).findAllByRole('region', {
      name: /Para tu solicitud 12: Busco depa en Miraflores/,
    });
    if (!group) throw new Error('sin grupo');
    expect(within(region).getByText('1 coincidencia')).toBeInTheDocument();
    expect(within(group).getByRole('heading', { level: 4, name: 'Depa en Larco' })).toBeInTheDocument();
    expect(within(group).getByText('Coincide en: distrito, precio, 2 dormitorios')).toBeInTheDocument();
    expect(within(group).getByText(/Código: 40/)).toBeInTheDocument();
    const wa = within(group).getByRole('link', { name: /WhatsApp al propietario de la propiedad 40/ });
    const url = waUrl(wa.getAttribute('href'));
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/51987654321');
    expect(url.searchParams.get('text')).toContain('código 40');
    expect(url.searchParams.get('text')).toContain('Depa en Larco');
    expect(wa).toHaveAttribute('target', '_blank');
    expect(wa.getAttribute('rel')).toContain('noopener');
    expect(api.getPropertyMatches).toHaveBeenCalledWith(ME);
  });

  it('lists near matches apart, labelled, with what they miss and no chat without a number', async () => {
    renderTabs(paths.profileTab('solicitudes'));
    const near = await within(matchesRegion()).findByRole('region', { name: /Casi coinciden/ });
    expect(
      within(near).getByText('Les falta poco: hasta 10 % sobre el presupuesto o un dormitorio menos.'),
    ).toBeInTheDocument();
    expect(within(near).getByText('Depa caro en Larco')).toBeInTheDocument();
    expect(within(near).getByText('Casi coincide')).toBeInTheDocument();
    expect(within(near).getByText(/Le falta: 6 % sobre el presupuesto/)).toBeInTheDocument();
    // The server gave no number for it (it does not fit): no chat button.
    expect(within(near).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    // The exact list does not hold the near one.
    const [exact] = within(matchesRegion()).getAllByRole('region', { name: /Para tu solicitud 12/ });
    expect(within(near).getByRole('region', { name: /Para tu solicitud 12/ })).not.toBe(exact);
    expect(within(exact!).queryByText('Depa caro en Larco')).not.toBeInTheDocument();
  });

  it('says when nothing matches yet', async () => {
    api.getPropertyMatches.mockResolvedValue({ groups: [], total: 0, nearTotal: 0, groupsTotal: 0 });
    renderTabs(paths.profileTab('solicitudes'));
    expect(
      await within(matchesRegion()).findByText('Todavía no hay propiedades que coincidan con tus solicitudes.'),
    ).toBeInTheDocument();
    expect(within(matchesRegion()).getByText('0 coincidencias')).toBeInTheDocument();
  });

  it('says how many are shown when the API capped a group', async () => {
    const g = propertyMatches.groups[0]!;
    api.getPropertyMatches.mockResolvedValue({ ...propertyMatches, total: 25, groups: [{ ...g, total: 25 }] });
    renderTabs(paths.profileTab('solicitudes'));
    expect(await within(matchesRegion()).findByText('Se muestran 1 de 25.')).toBeInTheDocument();
  });

  it('opened with ?ver=matchs (the footer’s "Revisar mis coincidencias") it moves to Mis Matchs', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    renderTabs(paths.profileTab('solicitudes', 'matchs'));
    const heading = within(matchesRegion()).getByRole('heading', { level: 2, name: 'Mis Matchs' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scroll).toHaveBeenCalled();
    // The matches come first, so the list growing below cannot push them out of view.
    const list = screen.getByRole('region', { name: 'Mis solicitudes' });
    expect(matchesRegion().compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Mis Matchs of my properties', () => {
  it('groups by my property, with Enviar and the seeker’s WhatsApp (number normalised for Peru)', async () => {
    renderTabs(paths.profileTab('propiedades'));
    const [group] = await within(matchesRegion()).findAllByRole('region', {
      name: /Para tu propiedad 31: Depa con vista al mar/,
    });
    if (!group) throw new Error('sin grupo');
    expect(within(group).getByText('Pareja busca depa')).toBeInTheDocument();
    expect(within(group).getByText('Coincide en: distrito, precio')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Enviar tu propiedad 31 a la solicitud 50' })).toBeEnabled();
    const wa = within(group).getByRole('link', { name: /WhatsApp a quien publicó la solicitud 50/ });
    const url = waUrl(wa.getAttribute('href'));
    expect(url.pathname).toBe('/51912345678');
    expect(url.searchParams.get('text')).toContain('solicitud 50');
    expect(url.searchParams.get('text')).toContain('código 31');
    expect(api.getHouseRequestMatches).toHaveBeenCalledWith(ME);
  });

  it('Enviar sends my property to that request: "Enviado correctamente", then "Enviado"', async () => {
    api.sendToInbox.mockResolvedValue(makeInboxEntry({ propertyId: 31, houseRequestId: 50, userCode: 9 }));
    const { user } = renderTabs(paths.profileTab('propiedades'));
    const send = await screen.findByRole('button', { name: 'Enviar tu propiedad 31 a la solicitud 50' });
    await user.click(send);
    expect(api.sendToInbox).toHaveBeenCalledWith({
      propertyId: 31,
      userCode: others.request.userCode,
      houseRequestId: 50,
    });
    expect(await screen.findByText('Enviado correctamente')).toBeInTheDocument();
    const sent = screen.getByRole('button', { name: /^Enviado: tu propiedad 31 ya está en la solicitud 50/ });
    expect(sent).toBeDisabled();
    expect(sent).toHaveTextContent('Enviado');
  });

  it('a refused send says "Ha ocurrido un error" with the server’s reason; 409 shows it as sent', async () => {
    api.sendToInbox.mockRejectedValueOnce(new ApiError(409, 'Ya enviaste esta propiedad a esta solicitud'));
    const { user } = renderTabs(paths.profileTab('propiedades'));
    await user.click(await screen.findByRole('button', { name: 'Enviar tu propiedad 31 a la solicitud 50' }));
    expect(
      await screen.findByText('Ha ocurrido un error Ya enviaste esta propiedad a esta solicitud'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Enviado: tu propiedad 31 ya está en la solicitud 50/ })).toBeDisabled();
  });

  it('another failure keeps Enviar available to try again', async () => {
    api.sendToInbox.mockRejectedValueOnce(new ApiError(403, 'Solo puedes enviar tus propias propiedades'));
    const { user } = renderTabs(paths.profileTab('propiedades'));
    await user.click(await screen.findByRole('button', { name: 'Enviar tu propiedad 31 a la solicitud 50' }));
    expect(
      await screen.findByText('Ha ocurrido un error Solo puedes enviar tus propias propiedades'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar tu propiedad 31 a la solicitud 50' })).toBeEnabled();
  });

  it('an item already sent shows "Enviado" from the start', async () => {
    const g = requestMatches.groups[0]!;
    api.getHouseRequestMatches.mockResolvedValue({
      ...requestMatches,
      groups: [{ ...g, matches: [{ ...g.matches[0]!, sent: true }] }],
    });
    renderTabs(paths.profileTab('propiedades'));
    expect(await screen.findByRole('button', { name: /^Enviado: tu propiedad 31/ })).toBeDisabled();
  });

  it('near requests are listed apart, with Enviar but no chat without a number', async () => {
    renderTabs(paths.profileTab('propiedades'));
    const near = await within(matchesRegion()).findByRole('region', { name: /Casi coinciden/ });
    expect(within(near).getByText('Busco con 3 dormitorios')).toBeInTheDocument();
    expect(within(near).getByText(/Le falta: 2 dormitorios \(uno menos\)/)).toBeInTheDocument();
    expect(within(near).getByRole('button', { name: 'Enviar tu propiedad 31 a la solicitud 51' })).toBeEnabled();
    expect(within(near).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('a failed load offers Reintentar', async () => {
    api.getHouseRequestMatches.mockRejectedValueOnce(new Error('caída'));
    const { user } = renderTabs(paths.profileTab('propiedades'));
    const alert = await within(matchesRegion()).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar tus coincidencias.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(matchesRegion()).findByText('Pareja busca depa')).toBeInTheDocument();
  });
});
