import { runtimeConfigFromEnv } from '../../../build/runtime-config';
import { parseRuntimeConfig } from '..';

/** FIREBASE_STORAGE_BUCKET selects Firebase Storage for property photos; unset means the API's storage. */
describe('firebase.storageBucket in /config.json', () => {
  it('comes from FIREBASE_STORAGE_BUCKET and is absent without it', () => {
    expect(runtimeConfigFromEnv({}).firebase.storageBucket).toBeUndefined();
    expect(runtimeConfigFromEnv({ FIREBASE_STORAGE_BUCKET: '' }).firebase.storageBucket).toBeUndefined();
    expect(runtimeConfigFromEnv({ FIREBASE_STORAGE_BUCKET: 'lotengo.appspot.com' }).firebase.storageBucket).toBe(
      'lotengo.appspot.com',
    );
  });

  it('is validated with the rest of the config (a present bucket is a non-empty string)', () => {
    const cfg = JSON.parse(JSON.stringify(runtimeConfigFromEnv({ FIREBASE_STORAGE_BUCKET: 'lotengo.appspot.com' })));
    expect(parseRuntimeConfig(cfg).firebase.storageBucket).toBe('lotengo.appspot.com');
    expect(() => parseRuntimeConfig({ ...cfg, firebase: { ...cfg.firebase, storageBucket: '' } })).toThrow(
      /firebase\.storageBucket/,
    );
  });
});
