import { createAppConfig } from '@lotengo/shared/build/webpack';
import { exposesOf } from '@lotengo/shared/build/remotes';

// The exposed keys are this remote's public API, declared once in shared/src/remotes/declarations.ts
// (with their prop types); each key maps to ./src/expose/<key>.tsx.
export default createAppConfig({
  dir: __dirname,
  name: 'mf_account',
  title: 'Lo Tengo · Mi cuenta',
  exposes: exposesOf('mf_account', __dirname),
});
