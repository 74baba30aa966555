import { act } from '@testing-library/react';
import type { User } from '../../contracts';

const signOut = jest.fn<Promise<void>, []>();
jest.mock('../../identity', () => ({ identity: { signOut: () => signOut() } }));
const assign = jest.fn();
jest.mock('../reload-at-root', () => ({ reloadAtRoot: () => assign('/') }));

// Imported after the mock so the store's logout uses it.
import { getSessionUser, logout, rehydrateSession, useSession } from '..';

const fullUser: User = {
  userCode: 7,
  userFirebaseId: 'uid-7',
  firstName: 'Ana',
  lastName: 'Quispe',
  email: 'ana@correo.pe',
  phoneNumber: '987654321',
  avatarUrl: 'http://localhost:3000/mvp/static/avatars/avatar-2.svg',
  status: 1,
};
const sessionUser = { userCode: 7, firstName: 'Ana', lastName: 'Quispe', avatarUrl: fullUser.avatarUrl };

beforeEach(() => {
  act(() => useSession.getState().clear());
  sessionStorage.clear();
  signOut.mockReset().mockResolvedValue(undefined);
});

describe('session store', () => {
  it('persists the session user JSON under the key User', () => {
    act(() => useSession.getState().setUser(sessionUser));
    expect(JSON.parse(sessionStorage.getItem('User')!)).toEqual(sessionUser);
  });

  it('setUser keeps only the SessionUser fields of a full User', () => {
    act(() => useSession.getState().setUser(fullUser));
    expect(getSessionUser()).toEqual(sessionUser);
    const stored = JSON.parse(sessionStorage.getItem('User')!);
    expect(stored).not.toHaveProperty('email');
    expect(stored).not.toHaveProperty('userFirebaseId');
  });

  it('clear() removes the stored value', () => {
    act(() => useSession.getState().setUser(sessionUser));
    act(() => useSession.getState().clear());
    expect(getSessionUser()).toBeNull();
    expect(sessionStorage.getItem('User')).toBeNull();
  });

  it('restores a valid stored user', async () => {
    sessionStorage.setItem('User', JSON.stringify(sessionUser));
    await act(() => rehydrateSession());
    expect(getSessionUser()).toEqual(sessionUser);
  });

  it('corrupt JSON → logged out and the value removed, no crash', async () => {
    act(() => useSession.getState().setUser(sessionUser));
    sessionStorage.setItem('User', '{"userCode": 7, "firstName": ');
    await act(() => rehydrateSession());
    expect(getSessionUser()).toBeNull();
    expect(sessionStorage.getItem('User')).toBeNull();
  });

  it.each([
    ['a wrong type', { ...sessionUser, userCode: 'admin' }],
    ['a missing field', { userCode: 7, firstName: 'Ana' }],
    ['a negative code', { ...sessionUser, userCode: -1 }],
    ['not an object', [1, 2, 3]],
    ['null', null],
  ])('tampered shape (%s) → logged out and removed', async (_label, value) => {
    sessionStorage.setItem('User', JSON.stringify(value));
    await act(() => rehydrateSession());
    expect(getSessionUser()).toBeNull();
    expect(sessionStorage.getItem('User')).toBeNull();
  });

  it('setUser with an invalid value logs out instead of storing it', () => {
    act(() => useSession.getState().setUser(sessionUser));
    act(() => useSession.getState().setUser({ ...sessionUser, userCode: 0 }));
    expect(getSessionUser()).toBeNull();
  });
});

describe('logout', () => {
  beforeEach(() => assign.mockReset());

  it('clears store and storage, signs out and goes to the root', async () => {
    act(() => useSession.getState().setUser(sessionUser));
    await act(() => logout());
    expect(getSessionUser()).toBeNull();
    expect(sessionStorage.getItem('User')).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('still logs out when the identity sign-out fails', async () => {
    signOut.mockRejectedValue(new Error('offline'));
    act(() => useSession.getState().setUser(sessionUser));
    await act(() => logout());
    expect(getSessionUser()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
