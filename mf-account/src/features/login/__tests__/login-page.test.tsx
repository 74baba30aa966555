import { screen, waitFor } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import { type IdentityUser } from '@lotengo/shared/identity';
import { useSession } from '@lotengo/shared/session';
import { ApiError } from '@lotengo/shared/http';
import { renderWithProviders, fakeApi, type FakeApi, fakeIdentity, type FakeIdentity } from '@lotengo/shared/testing';
import LoginPage from '../../../expose/login-page';

let api: FakeApi;
let identity: FakeIdentity;

const demoUser = {
  userCode: 7,
  userFirebaseId: 'uid-7',
  firstName: 'Lucía',
  lastName: 'Quispe',
  email: 'lucia@example.pe',
  phoneNumber: '987654321',
  avatarUrl: 'http://api.test/mvp/static/avatars/avatar-2.svg',
  status: 1,
};
const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

function renderLogin() {
  return renderWithProviders(<LoginPage />, { route: paths.login, path: paths.login });
}

async function fillAndSubmit(
  user: ReturnType<typeof renderLogin>['user'],
  email = demoUser.email,
  password = 'LoTengo2026!',
) {
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

const location = () => screen.getByTestId('location');

beforeEach(() => {
  api = fakeApi();
  identity = fakeIdentity();
});

describe('login form rules', () => {
  it('asks for email and password in Spanish and sends nothing while they are missing', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    const email = screen.getByLabelText('Correo electrónico');
    expect(await screen.findByText('* Ingresa tu correo')).toBeInTheDocument();
    expect(screen.getByText('* Ingresa tu contraseña')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('* Ingresa tu correo');
    expect(identity.signInWithEmail).not.toHaveBeenCalled();
  });

  it('rejects a malformed email once the field is touched, keeping what was typed', async () => {
    const { user } = renderLogin();
    const email = screen.getByLabelText('Correo electrónico');
    await user.type(email, 'lucia.example.pe');
    await user.tab();
    expect(await screen.findByText('* Correo inválido')).toBeInTheDocument();
    expect(email).toHaveValue('lucia.example.pe');
    // The password field was not touched yet: no message for it.
    expect(screen.queryByText('* Ingresa tu contraseña')).not.toBeInTheDocument();
  });

  it('offers the forgot-password link, Google, a disabled Facebook and the register link', async () => {
    const { user } = renderLogin();
    expect(screen.getByRole('button', { name: 'Continuar con Facebook' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', paths.registry);

    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(await screen.findByText('La recuperación de contraseña estará disponible muy pronto.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(paths.login));
  });
});

describe('email sign-in', () => {
  it('with a product user: stores the session and goes home', async () => {
    identity.signInWithEmail.mockResolvedValue({
      uid: 'uid-7',
      email: demoUser.email,
      displayName: null,
      providerId: 'password',
    });
    api.getUserByUid.mockResolvedValue(demoUser);
    const { user } = renderLogin();

    await fillAndSubmit(user);

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(identity.signInWithEmail).toHaveBeenCalledWith(demoUser.email, 'LoTengo2026!');
    expect(api.getUserByUid).toHaveBeenCalledWith('uid-7');
    expect(useSession.getState().user).toEqual({
      userCode: 7,
      firstName: 'Lucía',
      lastName: 'Quispe',
      avatarUrl: demoUser.avatarUrl,
    });
    // docs/product/rules.md: the session is the user's JSON under the key User.
    expect(JSON.parse(window.sessionStorage.getItem('User') ?? 'null')).toMatchObject({
      userCode: 7,
      firstName: 'Lucía',
    });
  });

  it('disables Ingresar (and Google) while signing in', async () => {
    let finish!: (v: IdentityUser) => void;
    identity.signInWithEmail.mockReturnValue(new Promise<IdentityUser>((resolve) => (finish = resolve)));
    api.getUserByUid.mockResolvedValue(demoUser);
    const { user } = renderLogin();

    await fillAndSubmit(user);

    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeDisabled();
    expect(screen.getByText('Ingresando…')).toBeInTheDocument();
    finish({ uid: 'uid-7', email: demoUser.email, displayName: null, providerId: 'password' });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('without a product user record: goes to the registration with the email and provider', async () => {
    identity.signInWithEmail.mockResolvedValue({
      uid: 'uid-new',
      email: 'nuevo@example.pe',
      displayName: null,
      providerId: 'password',
    });
    api.getUserByUid.mockResolvedValue(null);
    const { user } = renderLogin();

    await fillAndSubmit(user, 'nuevo@example.pe');

    await waitFor(() => expect(location()).toHaveTextContent(paths.registry));
    expect(JSON.parse(location().dataset.state!)).toEqual({ email: 'nuevo@example.pe', provider: 'password' });
    expect(useSession.getState().user).toBeNull();
  });

  it.each(['auth/wrong-password', 'auth/invalid-credential'])(
    '%s for a registered email: "Contraseña incorrecta", stays on login',
    async (code) => {
      identity.signInWithEmail.mockRejectedValue(firebaseError(code));
      api.getUserByEmail.mockResolvedValue(demoUser);
      const { user } = renderLogin();

      await fillAndSubmit(user, demoUser.email, 'mala-clave');

      expect(await screen.findByText('Contraseña incorrecta')).toBeInTheDocument();
      await waitFor(() => expect(location()).toHaveTextContent(paths.login));
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue(demoUser.email);
      expect(useSession.getState().user).toBeNull();
    },
  );

  it('invalid-credential for an unknown email: info toast, then the registration with the email', async () => {
    identity.signInWithEmail.mockRejectedValue(firebaseError('auth/invalid-credential'));
    api.getUserByEmail.mockResolvedValue(null);
    const { user } = renderLogin();

    await fillAndSubmit(user, 'nadie@example.pe');

    expect(await screen.findByText('Usuario no registrado, por favor regístrese')).toBeInTheDocument();
    expect(api.getUserByEmail).toHaveBeenCalledWith('nadie@example.pe');
    await waitFor(() => expect(location()).toHaveTextContent(paths.registry));
    expect(JSON.parse(location().dataset.state!)).toMatchObject({ email: 'nadie@example.pe' });
  });

  it('auth/user-not-found needs no lookup: straight to "Usuario no registrado" and registration', async () => {
    identity.signInWithEmail.mockRejectedValue(firebaseError('auth/user-not-found'));
    const { user } = renderLogin();

    await fillAndSubmit(user, 'nadie@example.pe');

    expect(await screen.findByText('Usuario no registrado, por favor regístrese')).toBeInTheDocument();
    expect(api.getUserByEmail).not.toHaveBeenCalled();
    await waitFor(() => expect(location()).toHaveTextContent(paths.registry));
  });

  it('any other identity error: shows its raw message and stays', async () => {
    identity.signInWithEmail.mockRejectedValue(
      firebaseError('auth/too-many-requests', 'Firebase: demasiados intentos (auth/too-many-requests).'),
    );
    const { user } = renderLogin();

    await fillAndSubmit(user);

    expect(await screen.findByText('Firebase: demasiados intentos (auth/too-many-requests).')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(paths.login));
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  it('a failed product-user lookup shows the server reason and leaves no half sign-in', async () => {
    identity.signInWithEmail.mockResolvedValue({
      uid: 'uid-7',
      email: demoUser.email,
      displayName: null,
      providerId: 'password',
    });
    api.getUserByUid.mockRejectedValue(new ApiError(0, 'No se pudo conectar con el servidor', undefined, 'network'));
    const { user } = renderLogin();

    await fillAndSubmit(user);

    expect(await screen.findByText('No se pudo conectar con el servidor')).toBeInTheDocument();
    expect(identity.signOut).toHaveBeenCalled();
    expect(useSession.getState().user).toBeNull();
    await waitFor(() => expect(location()).toHaveTextContent(paths.login));
  });
});

describe('Google sign-in', () => {
  it('first Google sign-in (no product user) goes to registration as google.com', async () => {
    identity.signInWithGoogle.mockResolvedValue({
      uid: 'g-1',
      email: 'ana@gmail.com',
      displayName: 'Ana',
      providerId: 'google.com',
    });
    api.getUserByUid.mockResolvedValue(null);
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Continuar con Google' }));

    await waitFor(() => expect(location()).toHaveTextContent(paths.registry));
    expect(JSON.parse(location().dataset.state!)).toEqual({ email: 'ana@gmail.com', provider: 'google.com' });
  });

  it('a registered Google user is signed in and goes home', async () => {
    identity.signInWithGoogle.mockResolvedValue({
      uid: 'uid-7',
      email: demoUser.email,
      displayName: null,
      providerId: 'google.com',
    });
    api.getUserByUid.mockResolvedValue(demoUser);
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Continuar con Google' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(useSession.getState().user?.userCode).toBe(7);
  });

  it('closing the Google popup is not an error', async () => {
    identity.signInWithGoogle.mockRejectedValue(firebaseError('auth/popup-closed-by-user'));
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Continuar con Google' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled());
    expect(screen.queryByText(/popup-closed-by-user/)).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(paths.login));
  });
});
