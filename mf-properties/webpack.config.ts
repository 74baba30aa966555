import { createAppConfig } from '@lotengo/shared/build/webpack';

/** The exposed keys are this remote's public API (typed for the shell in shell/src/remotes/remote-modules.d.ts). */
export default createAppConfig({
  dir: __dirname,
  name: 'mf_properties',
  title: 'Lo Tengo · Propiedades',
  exposes: {
    './property-create-page': './src/expose/property-create-page.tsx',
    './properties-page': './src/expose/properties-page.tsx',
    './property-card': './src/expose/property-card.tsx',
  },
});
