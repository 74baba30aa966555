import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import { useSession } from '@lotengo/shared/session';
import { ApiError } from '@lotengo/shared/http';
import { renderWithProviders, fakeApi, type FakeApi, fakeIdentity, type FakeIdentity } from '@lotengo/shared/testing';
import ProfilePage from '../profile-page';
import { fakeProfileApi, setUpCardRemotes } from '../../__tests__/support/profile-fakes';

// The tabs mount cards of other remotes: the federation runtime is faked (support/profile-fakes).
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let api: FakeApi;
let identity: FakeIdentity;

const avatars = [1, 2, 3].map((n) => ({
  imageProfileId: n,
  url: `http://api.test/mvp/static/avatars/avatar-${n}.svg`,
}));
const me = {
  userCode: 7,
  userFirebaseId: 'uid-7',
  firstName: 'Lucía',
  lastName: 'Quispe',
  email: 'lucia@example.pe',
  phoneNumber: '987654321',
  avatarUrl: avatars[0].url,
  status: 1,
};

async function renderProfile() {
  identity.setUser({ uid: 'uid-7', email: me.email, displayName: null, providerId: 'password' });
  useSession.getState().setUser(me);
  const utils = renderWithProviders(<ProfilePage />, { route: paths.profile, path: paths.profile });
  await screen.findByRole('heading', { name: 'Lucía Quispe' });
  return utils;
}

beforeEach(() => {
  fakeProfileApi();
  setUpCardRemotes();
  api = fakeApi();
  identity = fakeIdentity();
  api.getUserByUid.mockResolvedValue(me);
  api.getProfileImages.mockResolvedValue(avatars);
});

it('shows the sidebar: avatar button, name, phone, email and the data form filled in', async () => {
  await renderProfile();
  expect(api.getUserByUid).toHaveBeenCalledWith('uid-7');
  expect(screen.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cambiar avatar' })).toBeInTheDocument();
  expect(screen.getByText('lucia@example.pe')).toBeInTheDocument();
  const form = screen.getByRole('region', { name: 'Actualiza tus datos' });
  expect(within(form).getByLabelText('Nombre')).toHaveValue('Lucía');
  expect(within(form).getByLabelText('Apellido')).toHaveValue('Quispe');
  expect(within(form).getByLabelText('Teléfono')).toHaveValue('987654321');
  expect(screen.queryByText(/en construcción/i)).not.toBeInTheDocument();
});

it('shows the tabs next to the sidebar, for the signed-in user’s own lists', async () => {
  await renderProfile();
  expect(screen.getByRole('tablist', { name: 'Tu actividad' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Mis solicitudes' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByTestId('request-card')).toBeInTheDocument();
  expect(api.getMyHouseRequests).toHaveBeenCalledWith(7);
  expect(api.getPropertyMatches).toHaveBeenCalledWith(7);
});

it('updates the data: "Datos actualizados", and the session (header name) follows', async () => {
  const { user } = await renderProfile();
  api.updateUser.mockResolvedValue({ ...me, firstName: 'Lucía María', phoneNumber: '912345678' });
  const name = screen.getByLabelText('Nombre');
  await user.clear(name);
  await user.type(name, 'Lucía María');
  const phone = screen.getByLabelText('Teléfono');
  await user.clear(phone);
  await user.type(phone, '912 345 678');
  await user.click(screen.getByRole('button', { name: 'Actualizar datos' }));

  expect(await screen.findByText('Datos actualizados')).toBeInTheDocument();
  expect(api.updateUser).toHaveBeenCalledWith({
    userCode: 7,
    firstName: 'Lucía María',
    lastName: 'Quispe',
    phoneNumber: '912345678',
  });
  expect(useSession.getState().user?.firstName).toBe('Lucía María');
  expect(screen.getByRole('heading', { name: 'Lucía María Quispe' })).toBeInTheDocument();
  expect(screen.getByText('912345678')).toBeInTheDocument();
});

it('a failed update says "Ha ocurrido un error" with the server reason and keeps the typed data', async () => {
  const { user } = await renderProfile();
  api.updateUser.mockRejectedValue(new ApiError(403, 'Solo puedes modificar tus propios datos'));
  const last = screen.getByLabelText('Apellido');
  await user.clear(last);
  await user.type(last, 'Quispe Mamani');
  await user.click(screen.getByRole('button', { name: 'Actualizar datos' }));

  expect(await screen.findByText('Ha ocurrido un error Solo puedes modificar tus propios datos')).toBeInTheDocument();
  expect(last).toHaveValue('Quispe Mamani');
  expect(useSession.getState().user?.lastName).toBe('Quispe');
});

it('validates the data form before sending', async () => {
  const { user } = await renderProfile();
  await user.clear(screen.getByLabelText('Nombre'));
  const phone = screen.getByLabelText('Teléfono');
  await user.clear(phone);
  await user.type(phone, 'abc');
  await user.click(screen.getByRole('button', { name: 'Actualizar datos' }));

  expect(await screen.findByText('* Ingresa tu nombre')).toBeInTheDocument();
  expect(screen.getByText('* Ingresa un teléfono válido: solo números, de 6 a 15 dígitos')).toBeInTheDocument();
  expect(api.updateUser).not.toHaveBeenCalled();
});

it('changes the avatar from the picker: "Avatar actualizado" and the session avatar follows', async () => {
  const { user } = await renderProfile();
  api.updateUser.mockResolvedValue({ ...me, avatarUrl: avatars[2].url });
  await user.click(screen.getByRole('button', { name: 'Cambiar avatar' }));
  await user.click(await screen.findByRole('button', { name: 'Avatar 3' }));

  expect(await screen.findByText('Avatar actualizado')).toBeInTheDocument();
  expect(api.updateUser).toHaveBeenCalledWith({ userCode: 7, avatarUrl: avatars[2].url });
  expect(useSession.getState().user?.avatarUrl).toBe(avatars[2].url);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Cambiar avatar' }).querySelector('img')).toHaveAttribute(
      'src',
      avatars[2].url,
    ),
  );
});

it('a failed avatar change reports the server reason and keeps the old avatar', async () => {
  const { user } = await renderProfile();
  api.updateUser.mockRejectedValue(new ApiError(0, 'No se pudo conectar con el servidor', undefined, 'network'));
  await user.click(screen.getByRole('button', { name: 'Cambiar avatar' }));
  await user.click(await screen.findByRole('button', { name: 'Avatar 2' }));

  expect(await screen.findByText('Ha ocurrido un error No se pudo conectar con el servidor')).toBeInTheDocument();
  expect(useSession.getState().user?.avatarUrl).toBe(avatars[0].url);
  expect(screen.getByRole('button', { name: 'Cambiar avatar' }).querySelector('img')).toHaveAttribute(
    'src',
    avatars[0].url,
  );
});

it('a load failure says so in Spanish and retries', async () => {
  api.getUserByUid.mockRejectedValueOnce(new ApiError(500, 'error'));
  identity.setUser({ uid: 'uid-7', email: me.email, displayName: null, providerId: 'password' });
  const { user } = renderWithProviders(<ProfilePage />, { route: paths.profile, path: paths.profile });

  expect(await screen.findByText('No se pudieron cargar tus datos.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('heading', { name: 'Lucía Quispe' })).toBeInTheDocument();
});

it('without a product user for this identity, offers to sign in again', async () => {
  api.getUserByUid.mockResolvedValue(null);
  identity.setUser({ uid: 'uid-x', email: 'x@example.pe', displayName: null, providerId: 'password' });
  renderWithProviders(<ProfilePage />, { route: paths.profile, path: paths.profile });

  expect(await screen.findByText('No encontramos tu cuenta. Vuelve a ingresar.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Volver a ingresar' })).toBeInTheDocument();
});

it("asks for the open tab's list with the session's userCode while the user record is still on its way", async () => {
  let answerUser: (u: typeof me) => void = () => undefined;
  api.getUserByUid.mockImplementation(() => new Promise((resolve) => (answerUser = resolve)));
  identity.setUser({ uid: 'uid-7', email: me.email, displayName: null, providerId: 'password' });
  useSession.getState().setUser(me);
  renderWithProviders(<ProfilePage />, { route: paths.profile, path: paths.profile });
  await waitFor(() => expect(api.getMyHouseRequests).toHaveBeenCalledWith(7));
  expect(screen.queryByRole('heading', { name: 'Lucía Quispe' })).toBeNull();
  answerUser(me);
  expect(await screen.findByRole('heading', { name: 'Lucía Quispe' })).toBeInTheDocument();
});
