/**
 * Settings fail closed: deploy/<environment>.json is checked by one schema; an environment that
 * deploys must be complete, and under a real project it may name nothing on this machine, no demo
 * project and no emulator — each refusal naming the setting, through the loader and through the
 * commands a team runs. A `demo-*` project (the rehearsal's) may point at the emulators, with its
 * addresses from `${NAME:-default}` placeholders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runtimeConfigFromSettings } from '@lotengo/shared/build/deploy-settings';
import { runtimeConfigFromEnv } from '@lotengo/shared/build/runtime-config';
import { DEPLOY_DIR, expandPlaceholders, loadSettings, localSettings } from '@lotengo/platform/releases/settings';
import { runCli } from './support/run-cli';

const GOOD = {
  apiUrl: 'https://api.lotengo.pe/mvp',
  shellUrl: 'https://lotengo-prod.web.app',
  remotes: {
    mf_requests: 'https://lotengo-mf-requests.web.app',
    mf_properties: 'https://lotengo-mf-properties.web.app',
    mf_inbox: 'https://lotengo-mf-inbox.web.app',
    mf_account: 'https://lotengo-mf-account.web.app',
  },
  firebase: {
    projectId: 'lotengo-prod',
    apiKey: 'AIzaSyA-clave-web-publica',
    authDomain: 'lotengo-prod.firebaseapp.com',
  },
  registryUrl: 'https://lotengo-prod.web.app/registry',
  registryBucket: 'lotengo-prod-registry',
  identity: { certsUrl: 'https://www.googleapis.com/oauth2/v1/certs' },
  deployers: { 'mf-inbox': ['ci-inbox@lotengo-prod.iam.gserviceaccount.com'] },
  hostingUrl: 'https://firebasehosting.googleapis.com',
  sites: Object.fromEntries(
    ['shell', 'mf-requests', 'mf-properties', 'mf-inbox', 'mf-account'].map((a) => {
      const project = a === 'shell' ? 'lotengo-prod' : `lotengo-${a}`;
      return [a, { project, site: project }];
    }),
  ),
};

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-settings-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, settings: unknown) =>
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(settings));
const load =
  (environment: string, env: NodeJS.ProcessEnv = {}) =>
  () =>
    loadSettings({ LOTENGO_ENV: environment, ...env }, dir);
const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('no se rechazó');
};

describe('deploy/<entorno>.json', () => {
  it(
    'the committed files: the rehearsal passes with its defaults; production is refused until ' +
      'its web API key is set',
    () => {
      expect(loadSettings({ LOTENGO_ENV: 'rehearsal' }, DEPLOY_DIR).settings).toMatchObject({
        shellUrl: 'http://127.0.0.1:5000',
        registryUrl: 'http://127.0.0.1:5000/registry',
        identity: { certsUrl: 'http://127.0.0.1:5191/oauth2/v1/certs' },
        hostingUrl: 'file:///tmp/lotengo-rehearsal/hosting',
      });
      expect(() => loadSettings({ LOTENGO_ENV: 'production' }, DEPLOY_DIR)).toThrow(
        'Ajustes de production rechazados (deploy/production.json): firebase.apiKey: falta la clave web de Firebase.',
      );
    },
  );

  it(
    'the rehearsal and production differ only in where the services are: the same keys, the ' +
      'same deployers per app',
    () => {
      const rehearsal = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'rehearsal.json'), 'utf8'));
      const production = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'production.json'), 'utf8'));
      const keys = (o: object): string[] =>
        Object.entries(o).flatMap(([k, v]) =>
          v && typeof v === 'object' && !Array.isArray(v) ? keys(v).map((x) => `${k}.${x}`) : [k],
        );
      // Production lacks only its web API key (set from the console) and has no emulator nor token issuer.
      const onlyRehearsal = ['firebase.apiKey', 'firebase.authEmulatorHost', 'identity.tokenUrl'];
      expect(keys(production).sort()).toEqual(
        keys(rehearsal)
          .filter((k) => !onlyRehearsal.includes(k))
          .sort(),
      );
      expect(Object.keys(production.deployers)).toEqual(Object.keys(rehearsal.deployers));
    },
  );

  it('a placeholder takes the variable, else its default; the expanded value is checked like any other', () => {
    expect(expandPlaceholders({ a: '${X:-uno}/${Y:-dos}', b: ['${X}'] }, { X: 'x' })).toEqual({ a: 'x/dos', b: ['x'] });
    write('staging', { ...GOOD, apiUrl: '${STAGING_API:-https://api-staging.lotengo.pe/mvp}' });
    expect(load('staging')().settings.apiUrl).toBe('https://api-staging.lotengo.pe/mvp');
    expect(messageOf(load('staging', { STAGING_API: 'http://localhost:3000/mvp' }))).toContain(
      'apiUrl apunta a esta máquina (localhost:3000)',
    );
  });

  it(
    'a complete production config gives /config.json from its settings only, whatever the ' + 'shell environment says',
    () => {
      write('production', GOOD);
      const { settings } = load('production', {
        API_URL: 'http://localhost:3000/mvp',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      })();
      expect(settings).toEqual(GOOD);
      expect(runtimeConfigFromSettings(settings, { mf_inbox: 'abc1234-0123456789' })).toEqual({
        apiBaseUrl: 'https://api.lotengo.pe/mvp',
        firebase: {
          apiKey: 'AIzaSyA-clave-web-publica',
          authDomain: 'lotengo-prod.firebaseapp.com',
          projectId: 'lotengo-prod',
          appId: undefined,
          storageBucket: undefined,
        },
        authEmulatorUrl: null,
        remotes: {
          mf_requests: 'https://lotengo-mf-requests.web.app/mf-manifest.json',
          mf_properties: 'https://lotengo-mf-properties.web.app/mf-manifest.json',
          mf_inbox: 'https://lotengo-mf-inbox.web.app/abc1234-0123456789/mf-manifest.json',
          mf_account: 'https://lotengo-mf-account.web.app/mf-manifest.json',
        },
      });
    },
  );

  it('a missing setting is refused naming it, whatever the project', () => {
    const { apiUrl: _apiUrl, registryBucket: _bucket, ...rest } = GOOD;
    write('production', { ...rest, remotes: { ...GOOD.remotes, mf_inbox: undefined } });
    expect(load('production')).toThrow(`Ajustes de production rechazados (${path.join(dir, 'production.json')})`);
    expect(load('production')).toThrow(
      /apiUrl: falta la URL de la API; remotes\.mf_inbox: falta el origen de mf_inbox\./,
    );
    write('production', {
      ...GOOD,
      registryBucket: undefined,
      identity: undefined,
      firebase: { ...GOOD.firebase, projectId: 'demo-x' },
    });
    expect(messageOf(load('production'))).toContain('registryBucket falta; identity.certsUrl falta');
  });

  it(
    'under a real project: localhost, plain http, a folder, demo-*, an emulator or a token issuer are ' +
      'refused naming each setting',
    () => {
      write('production', {
        ...GOOD,
        apiUrl: 'http://localhost:3000/mvp',
        remotes: { ...GOOD.remotes, mf_account: 'http://127.0.0.1:8084', mf_requests: 'http://requests.lotengo.pe' },
        firebase: { ...GOOD.firebase, apiKey: 'demo-api-key', authEmulatorHost: '127.0.0.1:9099' },
        identity: { certsUrl: GOOD.identity.certsUrl, tokenUrl: 'http://127.0.0.1:5191/token' },
        hostingUrl: 'file:///tmp/hosting',
      });
      const message = messageOf(load('production'));
      expect(message).toContain('apiUrl apunta a esta máquina (localhost:3000)');
      expect(message).toContain('remotes.mf_account apunta a esta máquina (127.0.0.1:8084)');
      expect(message).toContain('remotes.mf_requests no es https (http://requests.lotengo.pe)');
      expect(message).toContain('hostingUrl apunta a esta máquina (file:///tmp/hosting)');
      expect(message).toContain('firebase.apiKey es de demostración (demo-api-key)');
      expect(message).toContain('firebase.authEmulatorHost apunta al emulador de Auth (127.0.0.1:9099)');
      expect(message).toContain('identity.tokenUrl es un emisor de pruebas (http://127.0.0.1:5191/token)');
      // The same addresses under a demo project are the emulators': allowed.
      write(
        'ensayo',
        JSON.parse(
          fs.readFileSync(path.join(dir, 'production.json'), 'utf8').replace('"lotengo-prod"', '"demo-lotengo"'),
        ),
      );
      expect(load('ensayo')).not.toThrow();
    },
  );

  it('an environment without a file, or with a bad name, is refused', () => {
    expect(load('staging')).toThrow(`Ajustes de staging rechazados: no existe ${path.join(dir, 'staging.json')}.`);
    expect(load('../etc')).toThrow('LOTENGO_ENV "../etc" no es un nombre de entorno');
    fs.writeFileSync(path.join(dir, 'staging.json'), '{');
    expect(load('staging')).toThrow('no es JSON válido');
    write('staging', { ...GOOD, extra: true });
    expect(load('staging')).toThrow(/Unrecognized key|extra/);
  });

  it(
    'local is this machine: the same /config.json the static servers and dev servers ' + 'compute from the variables',
    () => {
      for (const env of [
        {},
        { API_URL: 'https://api.example/mvp', MF_INBOX_URL: 'http://127.0.0.1:5555', FIREBASE_AUTH_EMULATOR_HOST: '' },
      ]) {
        expect(runtimeConfigFromSettings(localSettings(env), { mf_inbox: 'abc1234-0123456789' })).toEqual(
          runtimeConfigFromEnv(env, { mf_inbox: 'abc1234-0123456789' }),
        );
      }
    },
  );

  it(
    'npm run promote and npm run releases -- config with LOTENGO_ENV=production: exit 1 naming the setting, ' +
      'before any registry call',
    async () => {
      const env = { ...process.env, LOTENGO_ENV: 'production', REGISTRY_URL: 'http://127.0.0.1:9', RELEASES_DIR: dir };
      for (const args of [
        ['promote', 'mf-inbox', 'abc1234-0123456789'],
        ['config'],
        ['upload', 'mf-inbox', 'abc1234-0123456789'],
      ]) {
        const out = await runCli(args, env);
        expect([out.code, out.stderr.trim()]).toEqual([
          1,
          'Ajustes de production rechazados (deploy/production.json): firebase.apiKey: falta la clave web de Firebase.',
        ]);
      }
    },
  );
});
