import { userSchema } from '@lotengo/shared/contracts';
import { demoUser } from '../seed/demo-users';
import { account, bearer, makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const registration = (who: 'newbie' | 'newbie2' | 'stranger', extra: Record<string, unknown> = {}) => ({
  userFirebaseId: account(who).uid,
  firstName: 'Ana',
  lastName: 'Prueba',
  email: account(who).email,
  phoneNumber: '987001122',
  ...extra,
});

describe('GET /users/getUserByUuid/{uid}', () => {
  it('needs a token (401)', async () => {
    const res = await t.http.get(url('userByUid', { uid: demoUser.lucia.uid })).expect(401);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('rejects an invalid token (401)', async () => {
    await t.http
      .get(url('userByUid', { uid: demoUser.lucia.uid }))
      .set('Authorization', 'Bearer not.a.token')
      .expect(401);
  });

  it('answers only your own uid (403 for someone else)', async () => {
    const res = await t.http
      .get(url('userByUid', { uid: demoUser.diego.uid }))
      .set(bearer('lucia'))
      .expect(403);
    expect(res.body.field).toBe('uid');
  });

  it('answers your full record, private fields included', async () => {
    const res = await t.http
      .get(url('userByUid', { uid: demoUser.lucia.uid }))
      .set(bearer('lucia'))
      .expect(200);
    const user = userSchema.parse(res.body);
    expect(user).toMatchObject({
      userCode: 1,
      userFirebaseId: demoUser.lucia.uid,
      phoneNumber: demoUser.lucia.phoneNumber,
      email: demoUser.lucia.email,
      status: 1,
    });
    expect(user.avatarUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mvp\/static\/avatars\/avatar-2\.svg$/);
  });

  it('answers null for a signed-in account not registered yet', async () => {
    const res = await t.http
      .get(url('userByUid', { uid: account('daniel').uid }))
      .set(bearer('daniel'))
      .expect(200);
    expect(res.body).toBeNull();
  });

  it('maps a Google sign-in to its seeded user', async () => {
    const res = await t.http
      .get(url('userByUid', { uid: demoUser.mariana.uid }))
      .set(bearer('mariana'))
      .expect(200);
    expect(res.body.userCode).toBe(demoUser.mariana.userCode);
  });
});

describe('GET /users/getUserByEmail/{email}', () => {
  it('is public but blanks uid and phone for others', async () => {
    const res = await t.http.get(url('userByEmail', { email: demoUser.diego.email })).expect(200);
    const user = userSchema.parse(res.body);
    expect(user).toMatchObject({ userCode: 2, userFirebaseId: '', phoneNumber: '', email: demoUser.diego.email });
    const other = await t.http
      .get(url('userByEmail', { email: demoUser.diego.email }))
      .set(bearer('lucia'))
      .expect(200);
    expect(other.body).toMatchObject({ userFirebaseId: '', phoneNumber: '' });
  });

  it('shows private fields to the user themself, case-insensitively', async () => {
    const res = await t.http
      .get(url('userByEmail', { email: demoUser.diego.email.toUpperCase() }))
      .set(bearer('diego'))
      .expect(200);
    expect(res.body).toMatchObject({ userFirebaseId: demoUser.diego.uid, phoneNumber: demoUser.diego.phoneNumber });
  });

  it('answers null when nobody registered that email', async () => {
    const res = await t.http.get(url('userByEmail', { email: 'nadie@lotengo.test' })).expect(200);
    expect(res.body).toBeNull();
  });

  it('rejects something that is not an email (400)', async () => {
    const res = await t.http.get(url('userByEmail', { email: 'no-es-correo' })).expect(400);
    expect(res.body.field).toBe('email');
  });
});

describe('POST /users/user-registration', () => {
  it('needs a token (401)', async () => {
    await t.http.post(url('userRegistration')).send(registration('newbie')).expect(401);
  });

  it('registers the token owner with status 1 and a default avatar', async () => {
    // The next code after every seeded user (the demo users and the demand cohort).
    const next = Math.max(...t.store.state.users.map((u) => u.userCode)) + 1;
    const res = await t.http
      .post(url('userRegistration'))
      .set(bearer('newbie'))
      .send(registration('newbie'))
      .expect(201);
    const user = userSchema.parse(res.body);
    expect(user).toMatchObject({ userFirebaseId: account('newbie').uid, status: 1, firstName: 'Ana' });
    expect(user.userCode).toBe(next);
    expect(user.avatarUrl).toMatch(/\/mvp\/static\/avatars\/avatar-1\.svg$/);
    // Durable before the answer.
    expect(t.readDisk().users.find((u) => u.userFirebaseId === account('newbie').uid)).toMatchObject({
      userCode: next,
      status: 1,
    });
    // The new user can now read their own record.
    const self = await t.http
      .get(url('userByUid', { uid: account('newbie').uid }))
      .set(bearer('newbie'))
      .expect(200);
    expect(self.body.userCode).toBe(next);
  });

  it('refuses a body whose uid is not the token uid (403)', async () => {
    const res = await t.http
      .post(url('userRegistration'))
      .set(bearer('newbie'))
      .send(registration('newbie', { userFirebaseId: account('newbie2').uid }))
      .expect(403);
    expect(res.body.field).toBe('userFirebaseId');
  });

  it('refuses a body whose email is not the token email (403)', async () => {
    const res = await t.http
      .post(url('userRegistration'))
      .set(bearer('newbie'))
      .send(registration('newbie', { email: 'otro@lotengo.test' }))
      .expect(403);
    expect(res.body.field).toBe('email');
  });

  it('refuses registering the same uid twice (409)', async () => {
    await t.http.post(url('userRegistration')).set(bearer('newbie')).send(registration('newbie')).expect(201);
    const res = await t.http
      .post(url('userRegistration'))
      .set(bearer('newbie'))
      .send(registration('newbie'))
      .expect(409);
    expect(res.body.field).toBe('userFirebaseId');
    expect(t.readDisk().users.filter((u) => u.userFirebaseId === account('newbie').uid)).toHaveLength(1);
  });

  it('refuses an email already registered under another uid (409)', async () => {
    // E.g. the emulator was reset and the person signed up again: the product record keeps the email.
    await t.store.mutate((s) => {
      s.users.push({
        userCode: 50,
        userFirebaseId: 'old-uid',
        firstName: 'X',
        lastName: 'Y',
        email: account('newbie2').email,
        phoneNumber: '',
        avatarUrl: '',
        status: 1,
        createdAt: new Date().toISOString(),
      });
    });
    const res = await t.http
      .post(url('userRegistration'))
      .set(bearer('newbie2'))
      .send(registration('newbie2'))
      .expect(409);
    expect(res.body).toEqual({ message: 'El correo ya se encuentra registrado', field: 'email' });
  });

  it('concurrent registrations of one account store it once', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => t.http.post(url('userRegistration')).set(bearer('newbie')).send(registration('newbie'))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(t.readDisk().users.filter((u) => u.userFirebaseId === account('newbie').uid)).toHaveLength(1);
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['lastName', { lastName: undefined }],
    ['phoneNumber', { phoneNumber: 'llámame' }],
    ['avatarUrl', { avatarUrl: 'javascript:alert(1)' }],
    ['email', { email: 'no-es-correo' }],
  ])('rejects a bad %s (400) and writes nothing', async (field, patch) => {
    const before = t.readDisk().users.length;
    const res = await t.http
      .post(url('userRegistration'))
      .set(bearer('newbie'))
      .send(registration('newbie', patch))
      .expect(400);
    expect(res.body).toEqual({ message: expect.any(String), field });
    expect(t.readDisk().users).toHaveLength(before);
  });
});

describe('POST /users/user-update', () => {
  it('needs a token (401)', async () => {
    await t.http.post(url('userUpdate')).send({ userCode: 1, firstName: 'X' }).expect(401);
  });

  it('changes only your own record (403 for another userCode)', async () => {
    const res = await t.http
      .post(url('userUpdate'))
      .set(bearer('lucia'))
      .send({ userCode: 2, firstName: 'Hacker' })
      .expect(403);
    expect(res.body.field).toBe('userCode');
    expect(t.readDisk().users.find((u) => u.userCode === 2)?.firstName).toBe('Diego');
  });

  it('refuses an account that is not registered (403)', async () => {
    await t.http.post(url('userUpdate')).set(bearer('daniel')).send({ userCode: 1, firstName: 'X' }).expect(403);
  });

  it('updates name, phone and avatar, never email or uid', async () => {
    const res = await t.http
      .post(url('userUpdate'))
      .set(bearer('lucia'))
      .send({
        userCode: 1,
        firstName: 'Lucía Inés',
        phoneNumber: '999888777',
        avatarUrl: 'http://localhost:3000/mvp/static/avatars/avatar-5.svg',
        email: 'robo@lotengo.test',
        userFirebaseId: 'x',
      })
      .expect(200);
    expect(userSchema.parse(res.body)).toMatchObject({
      firstName: 'Lucía Inés',
      lastName: 'Quispe',
      phoneNumber: '999888777',
      email: demoUser.lucia.email,
      userFirebaseId: demoUser.lucia.uid,
    });
    expect(t.readDisk().users.find((u) => u.userCode === 1)).toMatchObject({
      firstName: 'Lucía Inés',
      phoneNumber: '999888777',
      avatarUrl: 'http://localhost:3000/mvp/static/avatars/avatar-5.svg',
      email: demoUser.lucia.email,
    });
  });

  it('accepts an avatar path relative to the API base and answers it absolute', async () => {
    const res = await t.http
      .post(url('userUpdate'))
      .set(bearer('lucia'))
      .send({ userCode: 1, avatarUrl: '/static/avatars/avatar-7.svg' })
      .expect(200);
    expect(res.body.avatarUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mvp\/static\/avatars\/avatar-7\.svg$/);
    expect(t.readDisk().users.find((u) => u.userCode === 1)?.avatarUrl).toBe('/mvp/static/avatars/avatar-7.svg');
  });

  it('rejects bad fields (400) and keeps the record', async () => {
    const res = await t.http
      .post(url('userUpdate'))
      .set(bearer('lucia'))
      .send({ userCode: 1, firstName: 'x'.repeat(61) })
      .expect(400);
    expect(res.body.field).toBe('firstName');
    const noCode = await t.http.post(url('userUpdate')).set(bearer('lucia')).send({ firstName: 'X' }).expect(400);
    expect(noCode.body.field).toBe('userCode');
    expect(t.readDisk().users.find((u) => u.userCode === 1)?.firstName).toBe('Lucía');
  });
});
