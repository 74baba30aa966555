import { screen, within } from '@testing-library/react';
import { makeInboxEntry, makeProperty, renderWithProviders } from '@lotengo/shared/testing';
import { FIRST_PHOTO_ATTRIBUTE } from '@lotengo/shared/format/photos';
import { OfferCard } from '../offer-card';

const property = makeProperty({
  propertyId: 41,
  title: 'Depa con vista al parque',
  price: 25_990,
  processType: 'VENDER',
  propertyType: 'Departamento',
  userCode: 9,
  address: 'Av. Larco 1150',
  district: 'MIRAFLORES',
});
const noop = () => undefined;

function renderCard(
  over: Parameters<typeof makeInboxEntry>[0] = {},
  handlers: Partial<Parameters<typeof OfferCard>[0]> = {},
) {
  const entry = makeInboxEntry({ propertyDetail: property, ...over });
  const props = { entry, onLike: jest.fn(), onReject: jest.fn(), onReason: jest.fn(), ...handlers };
  const view = renderWithProviders(<OfferCard {...props} />);
  return { ...view, props, card: screen.getByRole('article', { name: property.title }) };
}

describe('OfferCard', () => {
  it('shows photo placeholder, inbox price, operation, owner code, type, title, address and district', () => {
    const { card } = renderCard();
    expect(within(card).getByText('Sin foto')).toBeInTheDocument();
    expect(within(card).getByText('$ 25.9K')).toBeInTheDocument();
    expect(within(card).getByText('VENDER')).toBeInTheDocument();
    expect(within(card).getByText(/Código de propietario: 9/)).toBeInTheDocument();
    expect(within(card).getByText(/Departamento/)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: property.title })).toBeInTheDocument();
    expect(within(card).getByText('Av. Larco 1150')).toBeInTheDocument();
    expect(within(card).getByText('MIRAFLORES')).toBeInTheDocument();
  });

  it("never shows the placeholder title: a property stored as 'no-title-property' is named after what it is", () => {
    const entry = makeInboxEntry({
      propertyDetail: { ...property, title: 'no-title-property', processType: 'ALQUILAR' },
    });
    renderWithProviders(<OfferCard entry={entry} onLike={noop} onReject={noop} onReason={noop} />);
    const name = 'Departamento en alquiler · Miraflores';
    expect(screen.getByRole('article', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Me gusta: ${name}` })).toBeInTheDocument();
    expect(screen.queryByText(/no-title/)).not.toBeInTheDocument();
  });

  it('shows the photo when there is one, and M above 999,999', () => {
    const entry = makeInboxEntry({
      propertyDetail: { ...property, price: 1_250_000, urlPhotoPrincipal: 'https://fotos.test/a.jpg' },
    });
    renderWithProviders(<OfferCard entry={entry} onLike={noop} onReject={noop} onReason={noop} />);
    expect(screen.getByText('$ 1.2M')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://fotos.test/a.jpg');
    expect(screen.queryByText('Sin foto')).not.toBeInTheDocument();
  });

  it(
    'its "Ver detalle" names the photo the detail shows first (the shell preloads it on a touch); ' +
      'none without a photo',
    () => {
      const entry = makeInboxEntry({ propertyDetail: { ...property, urlPhotoPrincipal: 'https://fotos.test/a.jpg' } });
      const { unmount } = renderWithProviders(
        <OfferCard entry={entry} onLike={noop} onReject={noop} onReason={noop} />,
      );
      const link = () => screen.getByRole('link', { name: `Ver el detalle de ${property.title}` });
      expect(link()).toHaveAttribute(FIRST_PHOTO_ATTRIBUTE, 'https://fotos.test/a.jpg');
      unmount();
      renderWithProviders(
        <OfferCard
          entry={makeInboxEntry({ propertyDetail: property })}
          onLike={noop}
          onReject={noop}
          onReason={noop}
        />,
      );
      expect(link()).not.toHaveAttribute(FIRST_PHOTO_ATTRIBUTE);
    },
  );

  it('pending: both thumbs work, with accessible names', async () => {
    const { user, props } = renderCard({ isAccepted: 0 });
    await user.click(screen.getByRole('button', { name: `Me gusta: ${property.title}` }));
    await user.click(screen.getByRole('button', { name: `No me gusta: ${property.title}` }));
    expect(props.onLike).toHaveBeenCalledTimes(1);
    expect(props.onReject).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
  });

  it('liked: the dislike button is disabled', () => {
    renderCard({ isAccepted: 1 });
    expect(screen.getByRole('button', { name: `No me gusta: ${property.title}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Me gusta: ${property.title}` })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Te gusta')).toBeInTheDocument();
  });

  it('rejected: greyed, and one tap gives the reason', async () => {
    const { card, user, props } = renderCard({ isAccepted: 2 });
    expect(card).toHaveClass('is-rejected');
    expect(screen.getByText('Rechazada')).toBeInTheDocument();
    const reasons = screen.getByRole('group', { name: '¿Por qué no te gustó? (opcional)' });
    expect(
      within(reasons)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Precio', 'Ubicación', 'Tamaño', 'Estado', 'Las fotos no coinciden']);
    await user.click(within(reasons).getByRole('button', { name: 'Las fotos no coinciden' }));
    expect(props.onReason).toHaveBeenCalledWith('fotos');
  });

  it('rejected with a reason: that reason is pressed', () => {
    renderCard({ isAccepted: 2, rejectReason: 'precio' });
    expect(screen.getByRole('button', { name: 'Precio' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Estado' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('withdrawn: "Ya no está disponible" and no actions', () => {
    const { card } = renderCard({ isAccepted: 0, isWithdrawn: 1 });
    expect(within(card).getByText('Ya no está disponible')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks new offers and shows the composed visit', () => {
    const entry = makeInboxEntry({ propertyDetail: property });
    renderWithProviders(
      <OfferCard entry={entry} isNew onLike={noop} onReject={noop} onReason={noop} visit={<p>mi visita</p>} />,
    );
    expect(screen.getByText('Nueva')).toBeInTheDocument();
    expect(screen.getByText('mi visita')).toBeInTheDocument();
  });
});
