import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_HEIGHT_PROPERTY } from '@lotengo/shared';
import { makeProperty } from '@lotengo/shared/testing';
import { PropertyCard } from '../property-card';

const property: typeof makeProperty = (over = {}) => makeProperty({ propertyId: 42, price: 25_990, userCode: 7, ...over });

describe('PropertyCard', () => {
  it('shows price, operation, type, address, location and code (SPEC §2 Property card)', () => {
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

  it('falls back to the placeholder when the photo cannot be loaded', () => {
    render(<PropertyCard property={property({ urlPhotoPrincipal: 'https://fotos.example/rota.jpg' })} />);
    fireEvent.error(screen.getByRole('img', { name: /Foto de/ }));
    expect(screen.getByRole('img', { name: 'Sin foto' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Foto de/ })).not.toBeInTheDocument();
  });

  it('has no buttons unless the caller asks for them', () => {
    render(<PropertyCard property={property()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
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
    render(<PropertyCard property={property()} onSend={jest.fn()} sendState="sent" onEdit={jest.fn()} editable={false} />);
    const sent = screen.getByRole('button', { name: /^Enviado/ });
    expect(sent).toBeDisabled();
    expect(sent).toHaveTextContent('Enviado');
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
  });
});
