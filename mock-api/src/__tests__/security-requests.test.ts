import { demoUser } from '../seed/demo-users';
import { bearer, makeTestApp, url } from './support/test-app';
import { t, contact } from './support/security-setup';

describe('XSRF double submit', () => {
  it('hands out a readable XSRF-TOKEN cookie (SameSite=Lax, path /) when the request has none', async () => {
    const res = await t.http.get(url('health')).expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]{48}; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const again = await t.http.get(url('health')).set('Cookie', 'XSRF-TOKEN=abc').expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('parallel first requests of one browser get the same token; another browser gets another', async () => {
    const tokenOf = (res: { headers: Record<string, unknown> }) =>
      ([] as string[])
        .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.split(/[=;]/)[1];
    const phone = 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile';
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => t.http.get(url('health')).set('User-Agent', phone).expect(200)),
    );
    expect(tokenOf(a!)).toMatch(/^[0-9a-f]{48}$/);
    expect(new Set([tokenOf(a!), tokenOf(b!), tokenOf(c!)]).size).toBe(1);
    const other = await t.http
      .get(url('health'))
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140')
      .expect(200);
    expect(tokenOf(other)).not.toBe(tokenOf(a!));
  });

  it('a write that carries the cookie must echo it in X-XSRF-TOKEN (else 403, nothing written)', async () => {
    const before = t.readDisk().contactMessages.length;
    const missing = await t.http
      .post(url('contactMessages'))
      .set('Cookie', 'XSRF-TOKEN=tok123')
      .send(contact)
      .expect(403);
    expect(missing.body.field).toBe('X-XSRF-TOKEN');
    await t.http
      .post(url('contactMessages'))
      .set('Cookie', 'XSRF-TOKEN=tok123')
      .set('X-XSRF-TOKEN', 'otro')
      .send(contact)
      .expect(403);
    expect(t.readDisk().contactMessages).toHaveLength(before);
    await t.http
      .post(url('contactMessages'))
      .set('Cookie', 'XSRF-TOKEN=tok123')
      .set('X-XSRF-TOKEN', 'tok123')
      .send(contact)
      .expect(201);
    expect(t.readDisk().contactMessages).toHaveLength(before + 1);
  });

  it('reads are not blocked by the check, the request search (a POST with a filter body) included', async () => {
    await t.http.get(url('departments')).set('Cookie', 'XSRF-TOKEN=tok123').expect(200);
    await t.http.post(url('houseRequestSearch')).set('Cookie', 'XSRF-TOKEN=tok123').send({ pageSize: 1 }).expect(200);
    // Only that exact path: registering a request is a write and still needs the header.
    await t.http.post(url('houseRequestRegistration')).set('Cookie', 'XSRF-TOKEN=tok123').send({}).expect(403);
  });
});

describe('CORS', () => {
  it('allows any localhost/127.0.0.1 origin with credentials and exposes X-Total-Count', async () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:18081']) {
      const res = await t.http.post(url('houseRequestSearch')).set('Origin', origin).send({ pageSize: 1 }).expect(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers['access-control-expose-headers']).toMatch(/X-Total-Count/);
    }
  });

  it('answers the preflight of an authenticated JSON write', async () => {
    const res = await t.http
      .options(url('houseRequestRegistration'))
      .set('Origin', 'http://localhost:8080')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type,x-xsrf-token')
      .expect(204);
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(res.headers['access-control-allow-headers']).toMatch(/authorization/i);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });

  it('gives no CORS headers to a foreign origin', async () => {
    const res = await t.http.get(url('departments')).set('Origin', 'https://evil.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS_ORIGINS restricts to an exact list', async () => {
    const strict = makeTestApp({}, { corsOrigins: ['https://lotengo.pe'] });
    try {
      expect(
        (await strict.http.get(url('health')).set('Origin', 'https://lotengo.pe')).headers[
          'access-control-allow-origin'
        ],
      ).toBe('https://lotengo.pe');
      expect(
        (await strict.http.get(url('health')).set('Origin', 'http://localhost:8080')).headers[
          'access-control-allow-origin'
        ],
      ).toBeUndefined();
    } finally {
      strict.cleanup();
    }
  });
});

describe('Authorization scheme is case-insensitive (RFC 9110)', () => {
  const token = () => bearer('diego').Authorization.replace(/^Bearer /, '');

  it.each(['Bearer', 'bearer', 'BEARER', 'bEaReR'])('%s <token> is accepted', async (scheme) => {
    await t.http
      .get(url('houseRequestMine', { userCode: demoUser.diego.userCode }))
      .set('Authorization', `${scheme} ${token()}`)
      .expect(200);
  });

  it('other schemes are still refused', async () => {
    const res = await t.http
      .get(url('houseRequestMine', { userCode: demoUser.diego.userCode }))
      .set('Authorization', `Basic ${token()}`)
      .expect(401);
    expect(res.body.message).toMatch(/Bearer/);
  });
});
