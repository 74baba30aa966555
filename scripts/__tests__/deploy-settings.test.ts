/**
 * Settings fail closed: deploy/<environment>.json is checked by the schema; any environment but local
 * is refused when a setting is missing, on this machine, a demo project or an emulator, naming the
 * setting — through the loader and through the commands a team runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploySettingsSchema } from '@lotengo/shared/build/deploy-settings';
import { DEPLOY_DIR, loadSettings, runtimeConfigFor } from '../lib/releases/settings';
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
  firebase: { projectId: 'lotengo-prod', apiKey: 'AIzaSyA-clave-web-publica', authDomain: 'lotengo-prod.firebaseapp.com' },
  registryUrl: 'https://lotengo-prod.web.app/registry',
};

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-settings-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, settings: unknown) => fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(settings));
const load = (environment?: string) => () => loadSettings(environment ? { LOTENGO_ENV: environment } : {}, dir);

describe('deploy/<entorno>.json', () => {
  it('the committed files: local passes the schema; production is refused until its web API key is set', () => {
    expect(deploySettingsSchema.safeParse(JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'local.json'), 'utf8'))).success).toBe(true);
    expect(() => loadSettings({}, DEPLOY_DIR)).not.toThrow();
    expect(() => loadSettings({ LOTENGO_ENV: 'production' }, DEPLOY_DIR)).toThrow(
      'Ajustes de production rechazados (deploy/production.json): firebase.apiKey: falta la clave web de Firebase.',
    );
  });

  it('a complete production config gives /config.json from its settings only, whatever the shell environment says', () => {
    write('production', GOOD);
    expect(load('production')().settings).toEqual(GOOD);
    const config = runtimeConfigFor({ LOTENGO_ENV: 'production', API_URL: 'http://localhost:3000/mvp', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, { mf_inbox: 'abc1234-0123456789' }, dir);
    expect(config).toEqual({
      apiBaseUrl: 'https://api.lotengo.pe/mvp',
      firebase: { apiKey: 'AIzaSyA-clave-web-publica', authDomain: 'lotengo-prod.firebaseapp.com', projectId: 'lotengo-prod', appId: undefined, storageBucket: undefined },
      authEmulatorUrl: null,
      remotes: {
        mf_requests: 'https://lotengo-mf-requests.web.app/mf-manifest.json',
        mf_properties: 'https://lotengo-mf-properties.web.app/mf-manifest.json',
        mf_inbox: 'https://lotengo-mf-inbox.web.app/abc1234-0123456789/mf-manifest.json',
        mf_account: 'https://lotengo-mf-account.web.app/mf-manifest.json',
      },
    });
  });

  it('a missing setting is refused naming it', () => {
    const { apiUrl: _apiUrl, ...noApi } = GOOD;
    write('production', { ...noApi, remotes: { ...GOOD.remotes, mf_inbox: undefined } });
    expect(load('production')).toThrow(`Ajustes de production rechazados (${path.join(dir, 'production.json')})`);
    expect(load('production')).toThrow(/apiUrl: falta la URL de la API; remotes\.mf_inbox: falta el origen de mf_inbox\./);
  });

  it('localhost, plain http, demo-* and the Auth emulator are refused naming each setting', () => {
    write('production', {
      ...GOOD,
      apiUrl: 'http://localhost:3000/mvp',
      remotes: { ...GOOD.remotes, mf_account: 'http://127.0.0.1:8084', mf_requests: 'http://requests.lotengo.pe' },
      firebase: { ...GOOD.firebase, projectId: 'demo-lotengo', authEmulatorHost: '127.0.0.1:9099' },
    });
    let message = '';
    try {
      load('production')();
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('apiUrl apunta a esta máquina (localhost:3000)');
    expect(message).toContain('remotes.mf_account apunta a esta máquina (127.0.0.1:8084)');
    expect(message).toContain('remotes.mf_requests no es https (http://requests.lotengo.pe)');
    expect(message).toContain('firebase.projectId es de demostración (demo-lotengo)');
    expect(message).toContain('firebase.authEmulatorHost apunta al emulador de Auth (127.0.0.1:9099)');
    // The same file is fine as the local environment's (this machine is what local means).
    write('local', JSON.parse(fs.readFileSync(path.join(dir, 'production.json'), 'utf8')));
    expect(load()).not.toThrow();
  });

  it('an environment without a file, or with a bad name, is refused', () => {
    expect(load('staging')).toThrow(`Ajustes de staging rechazados: no existe ${path.join(dir, 'staging.json')}.`);
    expect(load('../etc')).toThrow('LOTENGO_ENV "../etc" no es un nombre de entorno');
    fs.writeFileSync(path.join(dir, 'staging.json'), '{');
    expect(load('staging')).toThrow('no es JSON válido');
    write('staging', { ...GOOD, extra: true });
    expect(load('staging')).toThrow(/Unrecognized key|extra/);
  });

  it('npm run promote and npm run releases -- config with LOTENGO_ENV=production: exit 1 naming the setting, before any registry call', async () => {
    const env = { ...process.env, LOTENGO_ENV: 'production', REGISTRY_URL: 'http://127.0.0.1:9', RELEASES_DIR: dir };
    for (const args of [['promote', 'mf-inbox', 'abc1234-0123456789'], ['config']]) {
      const out = await runCli(args, env);
      expect([out.code, out.stderr.trim()]).toEqual([1, 'Ajustes de production rechazados (deploy/production.json): firebase.apiKey: falta la clave web de Firebase.']);
    }
  });
});
