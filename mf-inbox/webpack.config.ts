import { createAppConfig } from '@lotengo/shared/build/webpack';

/** The exposed keys are this remote's public API (typed for the shell in shell/src/remotes/remote-modules.d.ts). */
export default createAppConfig({
  dir: __dirname,
  name: 'mf_inbox',
  title: 'Lo Tengo · Mis Ofertas',
  exposes: { './inbox-page': './src/expose/inbox-page.tsx' },
});
