import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDepartments } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { identity } from '@lotengo/shared/identity';
import { logout, useSession, useSessionUser } from '@lotengo/shared/session';
import {
  OWNER,
  SEEKER,
  fakeApi,
  fakeIdentity,
  fakePageReload,
  makeHouseRequest,
  makeIdentityUser,
  makeInboxEntry,
  makeProperty,
  makeUser,
  referenceApi,
  renderWithProviders,
  unfakedApiCalls,
  UnfakedApiCallError,
} from '@lotengo/shared/testing';

function Greeting() {
  const user = useSessionUser();
  return <p>{user ? `Hola, ${user.firstName}` : 'Visitante'}</p>;
}

function MyRequests() {
  const q = useQuery({ queryKey: ['kit', 'mine'], queryFn: () => api.getMyHouseRequests(7) });
  return <p>{q.data ? `${q.data.length} solicitudes` : q.isError ? 'error' : 'cargando'}</p>;
}

describe('renderWithProviders', () => {
  it('renders as a visitor by default, at the route, with a location probe', () => {
    const { location } = renderWithProviders(<Greeting />, { route: '/page/requests?page=2' });
    expect(screen.getByText('Visitante')).toBeInTheDocument();
    expect(location()).toBe('/page/requests?page=2');
  });

  it('signs in the given user, and the next test starts signed out again', () => {
    renderWithProviders(<Greeting />, { session: OWNER });
    expect(screen.getByText('Hola, Luis')).toBeInTheDocument();
  });

  it('(after the previous test) the session was reset', () => {
    expect(useSession.getState().user).toBeNull();
  });

  it('mounts the element at a pattern and serves stand-in routes', async () => {
    const { user, location } = renderWithProviders(<Link to="/page/login">ir</Link>, {
      route: '/page/x/5',
      path: '/page/x/:id',
      routes: { '/page/login': <h1>Ingreso</h1> },
    });
    await user.click(screen.getByRole('link', { name: 'ir' }));
    expect(screen.getByRole('heading', { name: 'Ingreso' })).toBeInTheDocument();
    expect(location()).toBe('/page/login');
  });
});

describe('fakeApi', () => {
  it('answers faked calls and records them', async () => {
    const calls = fakeApi({ getMyHouseRequests: async () => [makeHouseRequest(), makeHouseRequest()] });
    renderWithProviders(<MyRequests />, { session: SEEKER });
    expect(await screen.findByText('2 solicitudes')).toBeInTheDocument();
    expect(calls.getMyHouseRequests).toHaveBeenCalledWith(7);
  });

  it('serves the reference lists to the shared hooks', async () => {
    fakeApi({ ...referenceApi });
    function Departments() {
      const q = useDepartments();
      return <p>{q.data?.map((d) => d.department).join(', ')}</p>;
    }
    renderWithProviders(<Departments />);
    expect(await screen.findByText('AREQUIPA, LIMA')).toBeInTheDocument();
  });

  it('rejects an un-faked call loudly and remembers it', async () => {
    await expect(api.getInbox(7)).rejects.toBeInstanceOf(UnfakedApiCallError);
    await expect(api.getInbox(7)).rejects.toThrow('api.getInbox no está simulada');
    expect(unfakedApiCalls()).toEqual(['getInbox', 'getInbox']);
    // The end-of-test check would fail this test; it is the behaviour under test, so forget them here.
    (unfakedApiCalls() as string[]).length = 0;
  });

  it('refuses to fake a call that does not exist', () => {
    expect(() => fakeApi({ noSuchCall: async () => 1 } as never)).toThrow('api.noSuchCall no existe');
  });
});

describe('fakeIdentity and fakePageReload', () => {
  it('drive the real logout without Firebase or navigation', async () => {
    const ids = fakeIdentity({ user: makeIdentityUser() });
    const reload = fakePageReload();
    useSession.getState().setUser(SEEKER);
    expect(identity.currentUser()?.uid).toBe('uid-ana');
    await expect(identity.getIdToken()).resolves.toBe('token-uid-ana');
    await logout();
    expect(useSession.getState().user).toBeNull();
    expect(ids.signOut).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(identity.currentUser()).toBeNull();
  });

  it('sign-in calls not given reject', async () => {
    fakeIdentity();
    await expect(identity.signInWithEmail('a@b.pe', 'x')).rejects.toThrow('identity.signInWithEmail no está simulada');
  });

  it('onChange hears the current user and later changes', () => {
    const ids = fakeIdentity();
    const seen: (string | null)[] = [];
    identity.onChange((u) => seen.push(u?.uid ?? null));
    ids.setUser(makeIdentityUser({ uid: 'u2' }));
    expect(seen).toEqual([null, 'u2']);
  });
});

describe('fixtures', () => {
  it('are valid contract values with overrides applied', () => {
    expect(makeUser({ firstName: 'Rosa' })).toMatchObject({ firstName: 'Rosa', userCode: 7 });
    expect(makeProperty({ price: 99 }).price).toBe(99);
    const entry = makeInboxEntry({ propertyDetail: makeProperty({ propertyId: 31 }) });
    expect(entry.propertyId).toBe(31);
    expect(entry.isWithdrawn).toBe(0);
  });

  it('fail where they are built when a value breaks the contract', () => {
    expect(() => makeHouseRequest({ tprocessId: 5 as never })).toThrow();
    expect(() => makeUser({ email: 'no-es-correo' })).toThrow();
  });
});

describe('isolation between tests', () => {
  it('a fake from an earlier test is gone', async () => {
    await waitFor(() => expect(jest.isMockFunction(api.getMyHouseRequests)).toBe(true));
    await expect(api.getMyHouseRequests(7)).rejects.toBeInstanceOf(UnfakedApiCallError);
    (unfakedApiCalls() as string[]).length = 0;
  });
});
