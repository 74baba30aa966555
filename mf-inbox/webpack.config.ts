import { createAppConfig } from '@lotengo/shared/build/webpack';

export default createAppConfig({
  dir: __dirname,
  name: 'mf_inbox',
  title: 'Lo Tengo · Mis Ofertas',
  exposes: { './inbox-page': './src/expose/inbox-page.tsx' },
});
