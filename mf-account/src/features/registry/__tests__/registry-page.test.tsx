import { act, screen, waitFor } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import { useSession } from '@lotengo/shared/session';
import { ApiError } from '@lotengo/shared/http';
import { renderWithProviders, fakeApi, type FakeApi, fakeIdentity, type FakeIdentity } from '@lotengo/shared/testing';
import RegistryPage from '../../../expose/registry-page';

let api: FakeApi;
let identity: FakeIdentity;
/** Lets pending promises (identity.ready(), queries) settle inside act. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const avatars = [1, 2, 3].map((n) => ({
  imageProfileId: n,
  url: `http://api.test/mvp/static/avatars/avatar-${n}.svg`,
}));
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function created(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    userCode: 31,
    userFirebaseId: 'uid-new',
    firstName: 'Rosa',
    lastName: 'Huamán',
    email: 'rosa@example.pe',
    phoneNumber: '987654321',
    avatarUrl: avatars[0].url,
    status: 1,
    ...overrides,
  };
}

function renderRegistry(state?: unknown) {
  return renderWithProviders(<RegistryPage />, { route: { pathname: paths.registry, state }, path: paths.registry });
}
type Ui = ReturnType<typeof renderRegistry>['user'];

async function fillForm(user: Ui, { withEmail = true, withPassword = true } = {}) {
  await user.type(screen.getByLabelText('Nombre'), 'Rosa');
  await user.type(screen.getByLabelText('Apellido'), 'Huamán');
  if (withEmail) await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@example.pe');
  if (withPassword) await user.type(screen.getByLabelText('Contraseña'), 'secreta1');
  await user.type(screen.getByLabelText('Teléfono'), '987 654 321');
}
const submit = (user: Ui) => user.click(screen.getByRole('button', { name: 'Registrarme' }));
const location = () => screen.getByTestId('location');

beforeEach(() => {
  api = fakeApi();
  identity = fakeIdentity();
  api.getProfileImages.mockResolvedValue(avatars);
});

describe('registration form rules', () => {
  it('shows a Spanish message per missing field and sends nothing', async () => {
    const { user } = renderRegistry();
    await submit(user);

    expect(await screen.findByText('* Ingresa tu nombre')).toBeInTheDocument();
    expect(screen.getByText('* Ingresa tu apellido')).toBeInTheDocument();
    expect(screen.getByText('* Ingresa tu correo')).toBeInTheDocument();
    expect(screen.getByText('* Ingresa tu contraseña')).toBeInTheDocument();
    expect(screen.getByText('* Ingresa tu teléfono')).toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    expect(api.getUserByEmail).not.toHaveBeenCalled();
    expect(identity.signUpWithEmail).not.toHaveBeenCalled();
  });

  it('checks email format, password length (Firebase needs 6) and phone digits once touched', async () => {
    const { user } = renderRegistry();
    await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@');
    await user.type(screen.getByLabelText('Contraseña'), '12345');
    await user.type(screen.getByLabelText('Teléfono'), '98-76x');
    await user.tab();

    expect(await screen.findByText('* Correo inválido')).toBeInTheDocument();
    expect(screen.getByText('* La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(screen.getByText('* Ingresa un teléfono válido: solo números, de 6 a 15 dígitos')).toBeInTheDocument();
    // Names were never touched: no message for them yet.
    expect(screen.queryByText('* Ingresa tu nombre')).not.toBeInTheDocument();
  });

  it('prefills the email handed over by the login screen', async () => {
    renderRegistry({ email: 'desde-login@example.pe', provider: 'password' });
    await settle();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('desde-login@example.pe');
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
  });
});

describe('registration flow', () => {
  it('an email already registered: warning "El correo ya se encuentra registrado" / "Revisar", data kept', async () => {
    api.getUserByEmail.mockResolvedValue(created({ userFirebaseId: '', phoneNumber: '' }));
    const { user } = renderRegistry();
    await fillForm(user);
    await submit(user);

    expect(await screen.findByText('El correo ya se encuentra registrado')).toBeInTheDocument();
    expect(screen.getByText('Revisar')).toBeInTheDocument();
    expect(api.getUserByEmail).toHaveBeenCalledWith('rosa@example.pe');
    expect(identity.signUpWithEmail).not.toHaveBeenCalled();
    expect(api.registerUser).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Rosa');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('987 654 321');
    await waitFor(() => expect(location()).toHaveTextContent(paths.registry));
  });

  it('creates the identity account, then the user (status 1, preset avatar), signs in and goes home', async () => {
    api.getUserByEmail.mockResolvedValue(null);
    identity.signUpWithEmail.mockResolvedValue({
      uid: 'uid-new',
      email: 'rosa@example.pe',
      displayName: null,
      providerId: 'password',
    });
    api.registerUser.mockResolvedValue(created());
    const { user } = renderRegistry();
    // The preset avatar is the first profile image once they load.
    await waitFor(() => expect(api.getProfileImages).toHaveBeenCalled());
    await fillForm(user);
    await submit(user);

    expect(await screen.findByText('User Registrado Correctamente')).toBeInTheDocument();
    expect(screen.getByText('OK')).toBeInTheDocument();
    expect(identity.signUpWithEmail).toHaveBeenCalledWith('rosa@example.pe', 'secreta1');
    expect(api.registerUser).toHaveBeenCalledWith({
      userFirebaseId: 'uid-new',
      firstName: 'Rosa',
      lastName: 'Huamán',
      email: 'rosa@example.pe',
      phoneNumber: '987654321',
      avatarUrl: avatars[0].url,
      status: 1,
    });
    expect(useSession.getState().user).toEqual({
      userCode: 31,
      firstName: 'Rosa',
      lastName: 'Huamán',
      avatarUrl: avatars[0].url,
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('registers with the avatar chosen in "Selecciona tu avatar"', async () => {
    api.getUserByEmail.mockResolvedValue(null);
    identity.signUpWithEmail.mockResolvedValue({
      uid: 'uid-new',
      email: 'rosa@example.pe',
      displayName: null,
      providerId: 'password',
    });
    api.registerUser.mockResolvedValue(created({ avatarUrl: avatars[2].url }));
    const { user } = renderRegistry();
    await user.click(screen.getByRole('button', { name: 'Elegir avatar' }));
    await user.click(await screen.findByRole('button', { name: 'Avatar 3' }));
    await fillForm(user);
    await submit(user);

    await waitFor(() =>
      expect(api.registerUser).toHaveBeenCalledWith(expect.objectContaining({ avatarUrl: avatars[2].url })),
    );
  });

  it('a server failure shows its message and keeps every typed value', async () => {
    api.getUserByEmail.mockResolvedValue(null);
    identity.signUpWithEmail.mockResolvedValue({
      uid: 'uid-new',
      email: 'rosa@example.pe',
      displayName: null,
      providerId: 'password',
    });
    api.registerUser.mockRejectedValue(new ApiError(400, 'phoneNumber admite 20 caracteres', 'phoneNumber'));
    const { user } = renderRegistry();
    await fillForm(user);
    await submit(user);

    expect(await screen.findByText('phoneNumber admite 20 caracteres')).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
    await waitFor(() => expect(location()).toHaveTextContent(paths.registry));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Rosa');
    expect(screen.getByLabelText('Apellido')).toHaveValue('Huamán');
    expect(screen.getByRole('button', { name: 'Registrarme' })).toBeEnabled();
  });

  it('an identity failure (e.g. weak password) shows the raw message, nothing is registered', async () => {
    api.getUserByEmail.mockResolvedValue(null);
    identity.signUpWithEmail.mockRejectedValue(firebaseError('auth/weak-password'));
    const { user } = renderRegistry();
    await fillForm(user);
    await submit(user);

    expect(await screen.findByText('Firebase: Error (auth/weak-password).')).toBeInTheDocument();
    expect(api.registerUser).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('rosa@example.pe');
  });

  it('picks up an identity account left by an earlier failed attempt (email already in use)', async () => {
    api.getUserByEmail.mockResolvedValue(null);
    identity.signUpWithEmail.mockRejectedValue(firebaseError('auth/email-already-in-use'));
    identity.signInWithEmail.mockResolvedValue({
      uid: 'uid-old',
      email: 'rosa@example.pe',
      displayName: null,
      providerId: 'password',
    });
    api.registerUser.mockResolvedValue(created({ userFirebaseId: 'uid-old' }));
    const { user } = renderRegistry();
    await fillForm(user);
    await submit(user);

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(identity.signInWithEmail).toHaveBeenCalledWith('rosa@example.pe', 'secreta1');
    expect(api.registerUser).toHaveBeenCalledWith(expect.objectContaining({ userFirebaseId: 'uid-old' }));
  });
});

describe('already authenticated through Google', () => {
  const google = { uid: 'g-1', email: 'ana@gmail.com', displayName: 'Ana Torres', providerId: 'google.com' };

  it('hides the password, takes the email from the identity (read-only) and does not sign up again', async () => {
    identity.setUser(google);
    api.getUserByEmail.mockResolvedValue(null);
    api.registerUser.mockResolvedValue(
      created({ userFirebaseId: 'g-1', email: 'ana@gmail.com', firstName: 'Ana', lastName: 'Torres' }),
    );
    const { user } = renderRegistry({ email: 'ana@gmail.com', provider: 'google.com' });

    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveValue('ana@gmail.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('Completarás tu registro con la cuenta ana@gmail.com.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Apellido'), 'Torres');
    await user.type(screen.getByLabelText('Teléfono'), '912345678');
    await submit(user);

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(identity.signUpWithEmail).not.toHaveBeenCalled();
    expect(api.getUserByEmail).toHaveBeenCalledWith('ana@gmail.com');
    expect(api.registerUser).toHaveBeenCalledWith(
      expect.objectContaining({ userFirebaseId: 'g-1', email: 'ana@gmail.com', phoneNumber: '912345678' }),
    );
  });

  it('"Usar otra cuenta" signs the identity out and brings the password back', async () => {
    identity.setUser(google);
    const { user } = renderRegistry();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Usar otra cuenta' }));

    expect(identity.signOut).toHaveBeenCalled();
    expect(await screen.findByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).not.toHaveAttribute('readonly');
  });
});
