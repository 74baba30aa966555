import { screen } from '@testing-library/react';
import { ApiError } from '../../http';
import { useSession } from '../../session';
import {
  fakeApi,
  fakeIdentity,
  makeIdentityUser,
  makeUser,
  renderWithProviders,
  TEST_RUNTIME_CONFIG,
} from '../../testing';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS } from '../demo-accounts';
import { DEMO_OPT_OUT_KEY, StandaloneSession } from '../standalone-session';

const EMULATED = { ...TEST_RUNTIME_CONFIG, authEmulatorUrl: 'http://127.0.0.1:9099' };
const diego = makeUser({
  userCode: 2,
  userFirebaseId: 'uid-diego',
  firstName: 'Diego',
  lastName: 'Fernández',
  email: DEMO_ACCOUNTS.diego,
});
const page = <p>Página del remoto</p>;

afterEach(() => window.sessionStorage.clear());

describe('StandaloneSession', () => {
  test('signs the demo account in on the emulator, keeps the product session, then shows the page', async () => {
    const calls = fakeApi({ getUserByEmail: async () => diego, getUserByUid: async () => diego });
    const id = fakeIdentity({
      signInWithEmail: async () => makeIdentityUser({ uid: 'uid-diego', email: DEMO_ACCOUNTS.diego }),
    });
    renderWithProviders(<StandaloneSession account="diego">{page}</StandaloneSession>, { config: EMULATED });

    expect(
      await screen.findByText(
        `Sesión de demostración: Diego Fernández (${DEMO_ACCOUNTS.diego}), con los datos de la semilla.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Página del remoto')).toBeInTheDocument();
    expect(id.signInWithEmail).toHaveBeenCalledWith(DEMO_ACCOUNTS.diego, DEMO_ACCOUNT_PASSWORD);
    expect(calls.getUserByUid).toHaveBeenCalledWith('uid-diego');
    expect(useSession.getState().user?.userCode).toBe(2);
  });

  test(
    'the API cannot be reached: says so in Spanish, with its address and what to start; ' + 'the page still renders',
    async () => {
      fakeApi({
        getUserByEmail: async () =>
          Promise.reject(new ApiError(0, 'No se pudo conectar con el servidor', undefined, 'network')),
      });
      const id = fakeIdentity();
      renderWithProviders(<StandaloneSession account="diego">{page}</StandaloneSession>, { config: EMULATED });

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No se puede conectar con la API (http://api.test/mvp): las páginas no tendrán datos. Iníciala en otra ' +
          'terminal con: npm start -- --only=auth,api',
      );
      expect(screen.getByText('Página del remoto')).toBeInTheDocument();
      expect(id.signInWithEmail).not.toHaveBeenCalled();
    },
  );

  test('the Auth emulator cannot be reached: says which and what to start; Reintentar tries again', async () => {
    fakeApi({ getUserByEmail: async () => diego, getUserByUid: async () => diego });
    let attempts = 0;
    fakeIdentity({
      signInWithEmail: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('auth/network-request-failed');
        return makeIdentityUser({ uid: 'uid-diego' });
      },
    });
    const { user } = renderWithProviders(<StandaloneSession account="diego">{page}</StandaloneSession>, {
      config: EMULATED,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se puede conectar con el emulador de Auth (http://127.0.0.1:9099)',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/^Sesión de demostración: Diego Fernández/)).toBeInTheDocument();
  });

  test('Salir keeps the tab signed out (no sign-in on the next load) until "Ingresar como Diego"', async () => {
    fakeApi({ getUserByEmail: async () => diego, getUserByUid: async () => diego });
    const id = fakeIdentity({ signInWithEmail: async () => makeIdentityUser({ uid: 'uid-diego' }) });
    const { user, unmount } = renderWithProviders(<StandaloneSession account="diego">{page}</StandaloneSession>, {
      config: EMULATED,
    });
    await user.click(await screen.findByRole('button', { name: 'Salir' }));
    expect(useSession.getState().user).toBeNull();
    expect(window.sessionStorage.getItem(DEMO_OPT_OUT_KEY)).toBe('1');
    unmount();

    const again = renderWithProviders(<StandaloneSession account="diego">{page}</StandaloneSession>, {
      config: EMULATED,
    });
    await again.user.click(await screen.findByRole('button', { name: 'Ingresar como Diego' }));
    expect(await screen.findByText(/^Sesión de demostración: Diego/)).toBeInTheDocument();
    expect(id.signInWithEmail).toHaveBeenCalledTimes(2);
    expect(window.sessionStorage.getItem(DEMO_OPT_OUT_KEY)).toBeNull();
  });

  test('pointed at a real Firebase project: no automatic sign-in, it says why', async () => {
    fakeApi({ getUserByEmail: async () => diego });
    const id = fakeIdentity();
    renderWithProviders(<StandaloneSession account="diego">{page}</StandaloneSession>);
    expect(
      await screen.findByText(/Sin sesión automática: esta configuración apunta a un proyecto de Firebase real/),
    ).toBeInTheDocument();
    expect(id.signInWithEmail).not.toHaveBeenCalled();
  });

  test('the API without the seed: names the missing demo user and the seed command', async () => {
    fakeApi({ getUserByEmail: async () => null });
    fakeIdentity();
    renderWithProviders(<StandaloneSession account="lucia">{page}</StandaloneSession>, { config: EMULATED });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `La API no tiene el usuario de demostración ${DEMO_ACCOUNTS.lucia}. Carga la semilla con: npm run seed`,
    );
  });
});
