/**
 * The release commands as a person types them (scripts/releases.ts, run as `npm run promote`
 * etc. run it): exit 0 when done or nothing to do, 1 refused with the reason in Spanish, 2 wrong
 * arguments with the usage. A temp store (RELEASES_DIR) with one small fake version.
 */
import { withRegistryService } from './support/registry-service';
import { runCli } from './support/run-cli';
import { sitesEnv, withSites } from './support/deployment';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registryPath } from '@lotengo/platform/releases/layout';
import { readRegistry } from '@lotengo/platform/releases/registry';
import { addRelease } from '@lotengo/platform/releases/store';
import { localAdminToken } from '@lotengo/platform/registry/tokens';

let tmp: string;
let store: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-release-cli-'));
  store = path.join(tmp, 'releases');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));
const service = withRegistryService(() => store);
const sites = withSites(() => store);

function cli(...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...sitesEnv(sites.origins()),
    RELEASES_DIR: store,
    NO_COLOR: '1',
    REGISTRY_URL: service.url(),
  };
  delete env.LOTENGO_RELEASE_BY;
  delete env.DEPLOY_TOKEN;
  delete env.HOSTING_DIR;
  return runCli(args, env);
}

function fakeVersion(): string {
  const dir = path.join(tmp, 'build');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script defer src="/main.js"></script>');
  fs.writeFileSync(path.join(dir, 'main.js'), 'main();');
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, exposes: [{ name: 'inbox-page' }], shared: [] }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_inbox;');
  const out = addRelease({
    store,
    app: 'mf_inbox',
    builtDir: dir,
    commit: 'abc1234',
    dirty: false,
    inputsHash: 'x',
    createdBy: 'test',
  });
  return out.record.version;
}

describe('npm run promote / rollback / releases', () => {
  it('promote of a version that is not in the store: exit 1 and the reason, nothing written', async () => {
    const out = await cli('promote', 'mf-inbox', 'nope');
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('Rechazado por la puerta de despliegue: "nope" no tiene la forma de una versión.');
    expect(out.stdout).toContain('✗ "nope" no tiene la forma de una versión.');
    expect(fs.existsSync(registryPath(store))).toBe(false);
  });

  it('wrong arguments: exit 2 with what is wrong and the usage', async () => {
    const app = await cli('promote', 'mf-nope', 'abc1234-0123456789');
    expect(app.code).toBe(2);
    expect(app.stderr).toContain(
      'App desconocida "mf-nope". Usa una de: shell, mf-requests, mf-properties, mf-inbox, mf-account',
    );
    expect(app.stderr).toContain('Uso:');
    const missing = await cli('promote', 'mf-inbox');
    expect([missing.code, missing.stderr.split('\n')[0]]).toEqual([
      2,
      'Falta la versión: npm run promote -- <app> <versión>',
    ]);
    const flag = await cli('rollback', 'mf-inbox', '--no-smoke');
    expect([flag.code, flag.stderr.split('\n')[0]]).toEqual([2, 'Opción desconocida: --no-smoke']);
  });

  it('promote, list, history, rollback and prune on a real version', async () => {
    const version = fakeVersion();
    // Who did it is the credential's identity: a claim of one's own is no option.
    const claimed = await cli('promote', 'mf_inbox', version, '--by', 'ana');
    expect([claimed.code, claimed.stderr.split('\n')[0]]).toEqual([2, 'Opción desconocida: --by']);
    const promoted = await cli('promote', 'mf_inbox', version, '--why', 'primera versión');
    // The deploy gate's verdict comes first, then the move.
    expect(promoted.stdout).toContain(`Sí: mf-inbox ${version} se puede desplegar.`);
    expect([promoted.code, promoted.stdout.trim().split('\n').at(-1)]).toEqual([
      0,
      `mf-inbox: (ninguna) → ${version} en vivo (revisión 1).`,
    ]);
    expect(readRegistry(store).history).toEqual([
      expect.objectContaining({ app: 'mf-inbox', to: version, by: 'token local de mf-inbox', why: 'primera versión' }),
    ]);

    const again = await cli('promote', 'mf-inbox', version);
    expect([again.code, again.stdout.trim()]).toEqual([0, `mf-inbox: ${version} ya está en vivo; nada que cambiar.`]);

    const list = await cli('list', 'mf-inbox');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('Registro revisión 1');
    // The sites serve this store: the live version is on its site (unlisted: no upload wrote a site.json) and here.
    expect(list.stdout).toMatch(new RegExp(`● ${version} {2}hace \\d+ min {2}sitio y runner`));

    const history = await cli('history', 'mf-inbox');
    expect(history.code).toBe(0);
    expect(history.stdout).toMatch(
      new RegExp(`#1 {2}promote {2}\\(ninguna\\) → ${version} {2}por token local de mf-inbox: primera versión`),
    );

    const back = await cli('rollback', 'mf-inbox');
    expect([back.code, back.stderr.trim()]).toEqual([
      1,
      'Rechazado: mf-inbox no tiene una versión anterior a la que volver.',
    ]);

    // The release admin's local credential (any app, and forcing the gate), as a runner would take it.
    const admin = await cli('token', 'admin');
    expect([admin.code, admin.stdout.trim()]).toEqual([0, localAdminToken(store)]);

    const prune = await cli('prune', '--dry-run');
    expect(prune.code).toBe(0);
    expect(prune.stdout).toContain(`mf-inbox: se conserva ${version} (en vivo,`);
    expect(readRegistry(store).revision).toBe(1);
  });
});

describe("a team's runner with an empty store: release, upload to its own site, promote", () => {
  it(
    'refuses a promote of a version its site does not serve; uploads it; promotes it with ' + 'its own credential only',
    async () => {
      const version = fakeVersion(); // in the "site" store the service serves…
      const runner = path.join(tmp, 'runner');
      // …and moved to a runner of its own: the site starts without it.
      fs.cpSync(path.join(store, 'mf-inbox', version), path.join(runner, 'mf-inbox', version), { recursive: true });
      fs.chmodSync(path.join(store, 'mf-inbox', version), 0o755);
      for (const f of fs.readdirSync(path.join(store, 'mf-inbox', version)))
        fs.chmodSync(path.join(store, 'mf-inbox', version, f), 0o644);
      fs.rmSync(path.join(store, 'mf-inbox', version), { recursive: true });
      const tokens = JSON.parse(fs.readFileSync(path.join(store, '.registry', 'deploy-tokens.json'), 'utf8')) as Record<
        string,
        string
      >;
      const base = {
        ...process.env,
        ...sitesEnv(sites.origins()),
        RELEASES_DIR: runner,
        HOSTING_DIR: store,
        REGISTRY_URL: service.url(),
        NO_COLOR: '1',
      };
      const asTeam = (token: string | undefined, ...args: string[]) =>
        runCli(args, { ...base, DEPLOY_TOKEN: token ?? '' });

      const early = await asTeam(tokens['mf-inbox'], 'promote', 'mf-inbox', version, '--no-smoke');
      expect([early.code, early.stderr.trim()]).toEqual([
        1,
        `Rechazado: la versión ${version} de mf-inbox no está en su sitio; súbela antes con npm run upload -- ` +
          `mf-inbox ${version}.`,
      ]);
      const up = await asTeam(tokens['mf-inbox'], 'upload', 'mf-inbox', version);
      expect([up.code, up.stdout.split('\n')[0]]).toEqual([
        0,
        `mf-inbox: ${version} subida a su sitio (${sites.origins().mf_inbox}); el sitio conserva 1 versión. Para ` +
          `ponerla en vivo: npm run promote -- mf-inbox ${version}`,
      ]);
      expect((await asTeam(tokens['mf-inbox'], 'upload', 'mf-inbox', version)).stdout).toContain(
        'ya estaba en su sitio; nada que subir',
      );

      // Without a credential (none given, none on this runner's disk) and with another team's.
      const anonymous = await runCli(['promote', 'mf-inbox', version, '--no-smoke'], {
        ...base,
        HOSTING_DIR: runner,
        DEPLOY_TOKEN: '',
      });
      expect(anonymous.code).toBe(1);
      const other = await asTeam(tokens['mf-account'], 'promote', 'mf-inbox', version, '--no-smoke');
      expect([other.code, other.stderr.trim()]).toEqual([
        1,
        'Rechazado: la credencial token local de mf-account no puede mover mf-inbox (solo mf-account).',
      ]);
      expect(readRegistry(store).revision).toBe(0);

      const done = await asTeam(tokens['mf-inbox'], 'promote', 'mf-inbox', version, '--no-smoke');
      expect([done.code, done.stdout.trim().split('\n').at(-1)]).toEqual([
        0,
        `mf-inbox: (ninguna) → ${version} en vivo (revisión 1).`,
      ]);
      expect(readRegistry(store).history[0]).toMatchObject({
        by: 'token local de mf-inbox',
        credential: 'token local de mf-inbox',
      });
      expect((await asTeam(tokens['mf-inbox'], 'list', 'mf-inbox')).stdout).toContain(`● ${version}`);
      // The app's site holds the version (its deploy's site.json says so); the shell's site was not touched.
      expect(JSON.parse(fs.readFileSync(path.join(store, 'mf-inbox', 'site.json'), 'utf8')).versions).toEqual([
        { version, createdAt: expect.any(String) },
      ]);
      expect(fs.existsSync(path.join(store, 'shell'))).toBe(false);
    },
  );
});
