/**
 * The functions fail closed: without a complete environment for the project they run in, every one of
 * them answers 503 with the reason in Spanish — never a config for this machine, a demo project or an
 * emulator. The committed functions/.env.<project> files name each project's environment.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { functionEnvironment } from '../environment';

const DEPLOY = path.resolve(__dirname, '..', '..', '..', 'deploy');
const FUNCTIONS = path.resolve(__dirname, '..', '..');
const refusal = (env: NodeJS.ProcessEnv) => {
  const out = functionEnvironment(env, DEPLOY);
  return 'refusal' in out ? out.refusal : null;
};

describe('el entorno de las funciones', () => {
  it('without a project, LOTENGO_ENV, or with local: a refusal saying what is missing', () => {
    expect(refusal({})).toBe(
      'Lo Tengo no está configurado en este despliegue: no se sabe en qué proyecto corre (GCLOUD_PROJECT).',
    );
    expect(refusal({ GCLOUD_PROJECT: 'lotengo-prod' })).toBe(
      'Lo Tengo no está configurado en este despliegue: falta LOTENGO_ENV (functions/.env.lotengo-prod).',
    );
    expect(refusal({ GCLOUD_PROJECT: 'demo-lotengo', LOTENGO_ENV: 'local' })).toContain('"local" es esta máquina');
  });

  it('a real project with incomplete or foreign settings, or beside an emulator: refused naming why', () => {
    expect(refusal({ GCLOUD_PROJECT: 'lotengo-prod', LOTENGO_ENV: 'production' })).toContain(
      'firebase.apiKey: falta la clave web de Firebase',
    );
    expect(refusal({ GCLOUD_PROJECT: 'lotengo-prod', LOTENGO_ENV: 'rehearsal' })).toContain(
      'los ajustes de rehearsal son del proyecto demo-lotengo, no de lotengo-prod',
    );
    expect(refusal({ FIREBASE_CONFIG: JSON.stringify({ projectId: 'lotengo-prod' }), LOTENGO_ENV: 'nada' })).toContain(
      'no existe',
    );
    // Complete production settings (its web API key set), but an emulator's host variable in the environment.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-functions-env-'));
    try {
      const production = JSON.parse(fs.readFileSync(path.join(DEPLOY, 'production.json'), 'utf8')) as {
        firebase: Record<string, string>;
      };
      production.firebase.apiKey = 'AIzaSyA-clave-web-publica';
      fs.writeFileSync(path.join(dir, 'production.json'), JSON.stringify(production));
      const env = { GCLOUD_PROJECT: 'lotengo-prod', LOTENGO_ENV: 'production' };
      expect(functionEnvironment(env, dir)).toMatchObject({ project: 'lotengo-prod', environment: 'production' });
      // A remote's own project (its site's /config.json) runs with production's settings too; another does not.
      const inbox = { GCLOUD_PROJECT: 'lotengo-mf-inbox', LOTENGO_ENV: 'production' };
      expect(functionEnvironment(inbox, dir)).toMatchObject({ project: 'lotengo-mf-inbox', environment: 'production' });
      expect(functionEnvironment({ ...inbox, GCLOUD_PROJECT: 'lotengo-otro' }, dir)).toEqual({
        refusal:
          'Lo Tengo no está configurado en este despliegue: los ajustes de production son del proyecto lotengo-prod, ' +
          'no de lotengo-otro.',
      });
      expect(functionEnvironment({ ...env, STORAGE_EMULATOR_HOST: 'http://127.0.0.1:9199' }, dir)).toEqual({
        refusal:
          'Lo Tengo no está configurado en este despliegue: el proyecto lotengo-prod es real y STORAGE_EMULATOR_HOST ' +
          'apunta a un emulador.',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the rehearsal under its demo project: the settings, with the addresses its variables give', () => {
    const out = functionEnvironment(
      { GCLOUD_PROJECT: 'demo-lotengo', LOTENGO_ENV: 'rehearsal', SITE_URL: 'http://127.0.0.1:7000' },
      DEPLOY,
    );
    expect(out).toMatchObject({
      project: 'demo-lotengo',
      environment: 'rehearsal',
      settings: { shellUrl: 'http://127.0.0.1:7000', registryBucket: 'demo-lotengo-registry' },
    });
  });

  it(
    'each committed settings file has the .env of its project naming it, and nothing else ' + 'sets their environment',
    () => {
      for (const file of fs.readdirSync(DEPLOY).filter((f) => f.endsWith('.json'))) {
        const environment = file.replace(/\.json$/, '');
        const { firebase } = JSON.parse(fs.readFileSync(path.join(DEPLOY, file), 'utf8')) as {
          firebase: { projectId: string };
        };
        const dotenv = fs.readFileSync(path.join(FUNCTIONS, `.env.${firebase.projectId}`), 'utf8');
        expect(dotenv.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([`LOTENGO_ENV=${environment}`]);
      }
    },
  );
});
