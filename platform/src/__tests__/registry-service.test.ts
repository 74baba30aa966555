/**
 * The pointer service's HTTP contract: ETag on read, `If-Match` on change (428 without, 400 when
 * malformed, 412 when stale, naming both revisions), per-app credentials (401 without, 403 with
 * another app's), a Spanish reason with a 400 for a bad change, and a public registry that names
 * versions, never people; the full history says which credential moved each pointer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registryPath } from '@lotengo/platform/releases/layout';
import { startLocalRegistry, type LocalRegistry } from '@lotengo/platform/registry/local';
import {
  ensureLocalTokens,
  LOCAL_ADMIN,
  localAdminToken,
  localToken,
  localTokenVerifier,
  tokensPath,
} from '@lotengo/platform/registry/tokens';
import { addRelease } from '@lotengo/platform/releases/store';

let tmp: string;
let store: string;
let service: LocalRegistry;
let v1: string;
let v2: string;

function fakeVersion(n: number): string {
  const dir = path.join(tmp, `build-${n}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script defer src="/main.js"></script>');
  fs.writeFileSync(path.join(dir, 'main.js'), `main(${n});`);
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, exposes: [{ name: 'inbox-page' }], shared: [] }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_inbox;');
  return addRelease({
    store,
    app: 'mf_inbox',
    builtDir: dir,
    commit: 'abc1234',
    dirty: false,
    inputsHash: `x${n}`,
    createdBy: 'test',
  }).record.version;
}

beforeEach(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-registry-service-'));
  store = path.join(tmp, 'releases');
  v1 = fakeVersion(1);
  v2 = fakeVersion(2);
  service = await startLocalRegistry({ store, port: 0 });
});
afterEach(async () => {
  await service.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const inboxToken = () => localToken(store, 'mf_inbox')!;
function change(body: unknown, headers: Record<string, string> = {}, app = 'mf-inbox') {
  return fetch(`${service.url}/apps/${app}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
const asInbox = (ifMatch?: string) => ({
  Authorization: `Bearer ${inboxToken()}`,
  ...(ifMatch ? { 'If-Match': ifMatch } : {}),
});
const answer = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as { message?: string; field?: string },
});

describe('credenciales por app', () => {
  it("npm start writes one different token per app and the admin's, owner-only, and keeps them across starts", () => {
    const tokens = JSON.parse(fs.readFileSync(tokensPath(store), 'utf8')) as Record<string, string>;
    expect(Object.keys(tokens).sort()).toEqual([
      'admin',
      'mf-account',
      'mf-inbox',
      'mf-properties',
      'mf-requests',
      'shell',
    ]);
    expect(new Set(Object.values(tokens)).size).toBe(6);
    for (const t of Object.values(tokens)) expect(t).toMatch(/^[0-9a-f]{48}$/);
    expect(fs.statSync(tokensPath(store)).mode & 0o077).toBe(0);
    expect(ensureLocalTokens(store)).toEqual(tokens);
  });

  it("no credential → 401; an unknown one → 401; another app's → 403 naming both; nothing changes", async () => {
    expect(await answer(await change({ action: 'promote', to: v1 }, { 'If-Match': '"0"' }))).toEqual({
      status: 401,
      body: {
        message:
          'Falta una credencial de despliegue válida (Authorization: Bearer …; DEPLOY_TOKEN en la línea de órdenes).',
      },
    });
    expect(
      (await change({ action: 'promote', to: v1 }, { 'If-Match': '"0"', Authorization: 'Bearer nada' })).status,
    ).toBe(401);
    const account = localToken(store, 'mf_account')!;
    expect(
      await answer(
        await change({ action: 'promote', to: v1 }, { 'If-Match': '"0"', Authorization: `Bearer ${account}` }),
      ),
    ).toEqual({
      status: 403,
      body: {
        message: 'Rechazado: la credencial token local de mf-account no puede mover mf-inbox (solo mf-account).',
      },
    });
    expect(fs.existsSync(registryPath(store))).toBe(false);
    await expect(localTokenVerifier(store)(inboxToken())).resolves.toEqual({
      credential: 'token local de mf-inbox',
      apps: ['mf_inbox'],
    });
  });
});

describe('If-Match y ETag', () => {
  it('reads carry the revision as ETag; a change without If-Match is 428, a malformed one 400', async () => {
    const read = await fetch(`${service.url}`);
    expect([read.status, read.headers.get('etag'), read.headers.get('cache-control')]).toEqual([
      200,
      '"0"',
      'no-cache',
    ]);
    expect(await answer(await change({ action: 'promote', to: v1 }, asInbox()))).toEqual({
      status: 428,
      body: {
        message: 'Falta If-Match: cada cambio dice la revisión del registro que leyó (GET /registry, cabecera ETag).',
      },
    });
    expect(await answer(await change({ action: 'promote', to: v1 }, asInbox('*')))).toEqual({
      status: 400,
      body: { message: 'If-Match "*" no es una revisión del registro (p. ej. "7").', field: 'If-Match' },
    });
  });

  it('a stale If-Match is 412 naming both revisions, with the current ETag; the current one goes through', async () => {
    const ok = await change({ action: 'promote', to: v1, why: 'primera' }, asInbox('"0"'));
    expect([ok.status, ok.headers.get('etag')]).toEqual([200, '"1"']);
    const stale = await change({ action: 'promote', to: v2 }, asInbox('"0"'));
    expect(stale.headers.get('etag')).toBe('"1"');
    expect(await answer(stale)).toEqual({
      status: 412,
      body: {
        message:
          'Rechazado: el registro está en la revisión 1, no en la 0 que leíste; otro cambio se adelantó. Vuelve a ' +
          'leerlo y decide de nuevo.',
        field: 'If-Match',
      },
    });
    expect((await change({ action: 'promote', to: v2 }, asInbox('W/"1"'))).status).toBe(200);
  });
});

describe('cambios no válidos', () => {
  it(
    '400 with the field and a Spanish reason; 409 for a version not on the site or ' + 'nothing to go back to',
    async () => {
      expect(await answer(await change({ action: 'borrar' }, asInbox('"0"')))).toEqual({
        status: 400,
        body: {
          message: 'Cambio no válido: action debe ser promote, rollback, canary-start o canary-end.',
          field: 'action',
        },
      });
      expect(await answer(await change({ action: 'promote', to: '../../etc' }, asInbox('"0"')))).toEqual({
        status: 400,
        body: { message: 'Cambio no válido: to no tiene la forma de una versión.', field: 'to' },
      });
      expect((await answer(await change({ action: 'promote', to: v1, extra: 1 }, asInbox('"0"')))).status).toBe(400);
      expect(await answer(await change({ action: 'promote', to: 'abc1234-ffffffffff' }, asInbox('"0"')))).toEqual({
        status: 409,
        body: {
          message:
            'Rechazado: la versión abc1234-ffffffffff de mf-inbox no está en su sitio; súbela ' +
            'antes con npm run upload ' +
            '-- mf-inbox abc1234-ffffffffff.',
          field: 'to',
        },
      });
      expect(await answer(await change({ action: 'rollback' }, asInbox('"0"')))).toEqual({
        status: 409,
        body: { message: 'Rechazado: mf-inbox no tiene una versión anterior a la que volver.' },
      });
      const bad = await fetch(`${service.url}/apps/mf-inbox`, {
        method: 'POST',
        headers: asInbox('"0"'),
        body: '{no es json',
      });
      expect(await answer(bad)).toEqual({
        status: 400,
        body: { message: 'El cuerpo debe ser JSON (como mucho 64 KB).' },
      });
      expect((await answer(await change({}, asInbox('"0"'), 'mf-nada'))).status).toBe(404);
    },
  );
});

describe('lo público nombra versiones, no personas', () => {
  it(
    'the history keeps who (the credential), why and whether an admin acted; GET /registry serves none of ' +
      'them; /registry/full needs a credential',
    async () => {
      await change({ action: 'promote', to: v1, why: 'primera' }, asInbox('"0"'));
      const admin = { Authorization: `Bearer ${localAdminToken(store)}`, 'If-Match': '"1"' };
      const forced = { action: 'canary-start', to: v2, percent: 10, forced: ['shell no monta mf-inbox'] };
      expect((await change({ ...forced, why: 'a mano' }, admin)).status).toBe(200);
      const publicText = await (await fetch(`${service.url}`)).text();
      expect(publicText).not.toContain('token local');
      expect(publicText).not.toContain('primera');
      expect(publicText).not.toContain('a mano');
      expect(publicText).not.toContain('shell no monta');
      expect(publicText).not.toContain('writeId');
      const pub = JSON.parse(publicText);
      expect(pub.apps['mf-inbox']).toMatchObject({ live: v1, canary: { version: v2, percent: 10 } });
      expect(pub.history.map((h: { to: string; forced?: boolean }) => [h.to, h.forced ?? false])).toEqual([
        [v1, false],
        [v2, true],
      ]);

      expect((await fetch(`${service.url}/full`)).status).toBe(401);
      const full = await (await fetch(`${service.url}/full`, { headers: asInbox() })).json();
      expect(full.history).toEqual([
        expect.objectContaining({
          action: 'promote',
          to: v1,
          by: 'token local de mf-inbox',
          why: 'primera',
          credential: 'token local de mf-inbox',
        }),
        expect.objectContaining({
          action: 'canary-start',
          to: v2,
          percent: 10,
          by: LOCAL_ADMIN,
          credential: LOCAL_ADMIN,
          admin: true,
          forced: true,
          gateReasons: ['shell no monta mf-inbox'],
        }),
      ]);
    },
  );
});
