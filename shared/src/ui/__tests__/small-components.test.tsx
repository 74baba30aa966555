import { fireEvent, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '../../config';
import { assetUrl, defaultAvatarUrl } from '../../constants';
import { Avatar } from '../avatar';
import { EmptyState } from '../empty-state';
import { FieldError } from '../field-error';
import { Spinner } from '../spinner';
import { UnderConstruction } from '../under-construction';

beforeAll(() =>
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test/mvp',
    firebase: { apiKey: 'k', authDomain: 'd.firebaseapp.com', projectId: 'demo-lotengo' },
    authEmulatorUrl: null,
    remotes: {
      mf_requests: 'http://localhost:8081/mf-manifest.json',
      mf_properties: 'http://localhost:8082/mf-manifest.json',
      mf_inbox: 'http://localhost:8083/mf-manifest.json',
      mf_account: 'http://localhost:8084/mf-manifest.json',
    },
  }),
);
afterAll(() => setRuntimeConfig(null));

describe('asset URLs', () => {
  it('makes API paths absolute and leaves absolute URLs alone', () => {
    expect(defaultAvatarUrl()).toBe('http://api.test/mvp/static/avatars/avatar-1.svg');
    expect(assetUrl('/static/avatars/avatar-3.svg')).toBe('http://api.test/mvp/static/avatars/avatar-3.svg');
    expect(assetUrl('static/x.png')).toBe('http://api.test/mvp/static/x.png');
    expect(assetUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(assetUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(assetUrl(null)).toBe('');
  });
});

describe('Avatar', () => {
  it('shows the default avatar without a url', () => {
    render(<Avatar url="" alt="Ana Quispe" />);
    expect(screen.getByRole('img', { name: 'Ana Quispe' })).toHaveAttribute(
      'src',
      'http://api.test/mvp/static/avatars/avatar-1.svg',
    );
  });

  it('falls back to the default avatar when the image fails', () => {
    render(<Avatar url="/static/avatars/missing.svg" alt="Ana" size={64} />);
    const img = screen.getByRole('img', { name: 'Ana' });
    expect(img).toHaveAttribute('src', 'http://api.test/mvp/static/avatars/missing.svg');
    expect(img).toHaveAttribute('width', '64');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', 'http://api.test/mvp/static/avatars/avatar-1.svg');
  });
});

describe('small components', () => {
  it('FieldError renders an alert with its id only when there is a message', () => {
    const { rerender } = render(<FieldError id="e1" message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FieldError id="e1" message="* Requerido" />);
    expect(screen.getByRole('alert')).toHaveTextContent('* Requerido');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'e1');
  });

  it('Spinner is a status with a readable label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('EmptyState shows title, body and action', () => {
    render(
      <EmptyState title="Sin resultados" body="Prueba otros filtros" action={<a href="/page/requests">Ver todo</a>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sin resultados' })).toBeInTheDocument();
    expect(screen.getByText('Prueba otros filtros')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todo' })).toBeInTheDocument();
  });

  it('UnderConstruction says so in Spanish', () => {
    render(<UnderConstruction area="Contacto" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Contacto: Esta sección está en construcción');
  });
});
