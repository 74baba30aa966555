import { fireEvent, render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_HEIGHT_PROPERTY } from '@lotengo/shared';
import { makeProperty } from '@lotengo/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';

// The card's heading is a link to the property's page: every card renders inside a router.
const render = (ui: ReactElement) => renderBare(ui, { wrapper: MemoryRouter });
import { PropertyCard, type OwnerActions } from '../property-card';

const property: typeof makeProperty = (over = {}) =>
  makeProperty({ propertyId: 42, price: 25_990, userCode: 7, ...over });

describe('PropertyCard', () => {
  it('its heading links to the property’s detail page', () => {
    render(<PropertyCard property={property()} />);
    expect(screen.getByRole('link', { name: 'Departamento · Av. José Larco 1150' })).toHaveAttribute(
      'href',
      '/page/property/42',
    );
  });

  it('shows price, operation, type, address, location and code (docs/product/screens.md, Property card)', () => {
    render(<PropertyCard property={property()} />);
    const card = screen.getByRole('article', { name: /Departamento · Av\. José Larco 1150/ });
    expect(card).toHaveTextContent('$ 25.9K');
    expect(card).toHaveTextContent('ALQUILAR');
    expect(card).toHaveTextContent('MIRAFLORES, LIMA, LIMA');
    expect(card).toHaveTextContent('Código: 42');
    expect(card).toHaveStyle({ height: `${CARD_HEIGHT_PROPERTY}px` });
  });

  it('prices up to 9,999 keep thousands separators; above, K', () => {
    const { rerender } = render(<PropertyCard property={property({ price: 9_999 })} />);
    expect(screen.getByRole('article')).toHaveTextContent('$ 9,999');
    rerender(<PropertyCard property={property({ price: 10_000, processType: 'VENDER' })} />);
    expect(screen.getByRole('article')).toHaveTextContent('$ 10K');
    expect(screen.getByRole('article')).toHaveTextContent('VENDER');
  });

  it('shows a grey placeholder without a photo, and the photo when there is one', () => {
    const { rerender } = render(<PropertyCard property={property()} />);
    expect(screen.getByRole('img', { name: 'Sin foto' })).toBeInTheDocument();
    rerender(<PropertyCard property={property({ urlPhotoPrincipal: 'https://fotos.example/p42.jpg' })} />);
    const img = screen.getByRole('img', { name: 'Foto de departamento en MIRAFLORES' });
    expect(img).toHaveAttribute('src', 'https://fotos.example/p42.jpg');
  });

  it('an uploaded photo is shown at its 640 px variant (light photos)', () => {
    render(
      <PropertyCard
        property={property({ urlPhotoPrincipal: 'http://api.test/mvp/storage/9/0b7c0f8e-2a8f-4b7e-9a3c-1f2e3d4c5b6a' })}
      />,
    );
    expect(screen.getByRole('img', { name: /Foto de/ })).toHaveAttribute(
      'src',
      'http://api.test/mvp/storage/9/0b7c0f8e-2a8f-4b7e-9a3c-1f2e3d4c5b6a?w=640',
    );
  });

  it('falls back to the placeholder when the photo cannot be loaded', () => {
    render(<PropertyCard property={property({ urlPhotoPrincipal: 'https://fotos.example/rota.jpg' })} />);
    fireEvent.error(screen.getByRole('img', { name: /Foto de/ }));
    expect(screen.getByRole('img', { name: 'Sin foto' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Foto de/ })).not.toBeInTheDocument();
  });

  it('has no buttons unless the caller asks for them (only the heading’s link to the detail)', () => {
    render(<PropertyCard property={property()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/page/property/42']);
  });

  it('calls the caller back with the property on Enviar and Editar', async () => {
    const onSend = jest.fn();
    const onEdit = jest.fn();
    render(<PropertyCard property={property()} onSend={onSend} onEdit={onEdit} chatUrl="https://wa.me/51999888777" />);
    await userEvent.click(screen.getByRole('button', { name: /^Enviar/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Editar/ }));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ propertyId: 42 }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ propertyId: 42 }));
    const chat = screen.getByRole('link', { name: /^Chatear por WhatsApp/ });
    expect(chat).toHaveAttribute('href', 'https://wa.me/51999888777');
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it('shows a disabled "Enviado" once sent, and hides Editar when not editable', () => {
    render(
      <PropertyCard property={property()} onSend={jest.fn()} sendState="sent" onEdit={jest.fn()} editable={false} />,
    );
    const sent = screen.getByRole('button', { name: /^Enviado/ });
    expect(sent).toBeDisabled();
    expect(sent).toHaveTextContent('Enviado');
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
  });

  it('shows a WhatsApp chat only when there is a phone number', () => {
    const { rerender } = render(<PropertyCard property={property()} onSend={jest.fn()} />);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    rerender(<PropertyCard property={property()} onSend={jest.fn()} phoneNumber="987 654 321" />);
    const chat = screen.getByRole('link', { name: /^Chatear por WhatsApp sobre la propiedad 42/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/51987654321\?text=.*42/);
    // The owner's number may also come inside the property (contact answers of the API).
    rerender(<PropertyCard property={property({ phoneNumber: '912345678' })} />);
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/51912345678/,
    );
  });
});

describe('PropertyCard for its owner', () => {
  const owner = (over: Partial<OwnerActions> = {}): OwnerActions => ({
    editHref: '/page/property-edit/42',
    onHours: jest.fn(),
    onClose: jest.fn(),
    onReopen: jest.fn(),
    busy: false,
    ...over,
  });
  const renderOwn = (p = property(), actions = owner()) =>
    renderBare(
      <MemoryRouter>
        <PropertyCard property={p} owner={actions} />
      </MemoryRouter>,
    );

  it('offers Editar (a link to the edit page), Horarios and "Ya se alquiló" for a rental', async () => {
    const actions = owner();
    renderOwn(property(), actions);
    expect(screen.getByRole('link', { name: 'Editar la propiedad 42' })).toHaveAttribute(
      'href',
      '/page/property-edit/42',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Horarios/ }));
    expect(actions.onHours).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ya se alquiló: cerrar la propiedad 42' }));
    expect(actions.onClose).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Reabrir/ })).not.toBeInTheDocument();
  });

  it('says "Ya se vendió" for a sale', () => {
    renderOwn(property({ processType: 'VENDER' }));
    expect(screen.getByRole('button', { name: /^Ya se vendió/ })).toHaveTextContent('Ya se vendió');
  });

  it('a closed property is marked closed and offers Reabrir instead of Horarios and closing', async () => {
    const actions = owner();
    renderOwn(property({ status: 2, urlPhotoPrincipal: 'https://fotos.example/p42.jpg' }), actions);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Cerrada: ya se alquiló');
    expect(card).toHaveAttribute('data-status', 'closed');
    expect(screen.queryByRole('button', { name: /^Horarios/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ya se alquiló/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir la propiedad 42' }));
    expect(actions.onReopen).toHaveBeenCalled();
  });

  it('waits while a close or reopen runs', () => {
    renderOwn(property({ status: 2 }), owner({ busy: true }));
    expect(screen.getByRole('button', { name: /Reabrir/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Reabrir/ })).toHaveTextContent('Reabriendo…');
  });

  it('shows how many seekers rejected it for each reason, in the catalogue order, only the reasons given', () => {
    const p = { ...property(), rejectReasons: { fotos: 1, precio: 3, tamano: 0 } };
    renderOwn(p);
    const list = screen.getByRole('list', { name: 'Motivos de rechazo' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Precio: 3',
      'Las fotos no coinciden: 1',
    ]);
  });

  it('no reject counts on others’ cards, nor when nobody gave a reason', () => {
    const p = { ...property(), rejectReasons: { precio: 2 } };
    const { unmount } = render(<PropertyCard property={p} onSend={jest.fn()} />);
    expect(screen.queryByRole('list', { name: 'Motivos de rechazo' })).not.toBeInTheDocument();
    unmount();
    renderOwn({ ...property(), rejectReasons: {} } as never);
    expect(screen.queryByRole('list', { name: 'Motivos de rechazo' })).not.toBeInTheDocument();
  });
});
