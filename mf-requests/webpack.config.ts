import { createAppConfig } from '@lotengo/shared/build/webpack';

// The exposed keys are this remote's public API: the shell (and the profile in mf-account) mount them.
export default createAppConfig({
  dir: __dirname,
  name: 'mf_requests',
  title: 'Lo Tengo · Solicitudes',
  exposes: {
    './home-search': './src/expose/home-search.tsx',
    './index-page': './src/expose/index-page.tsx',
    './requests-page': './src/expose/requests-page.tsx',
    './request-create-page': './src/expose/request-create-page.tsx',
    './request-edit-page': './src/expose/request-edit-page.tsx',
    './my-requests-page': './src/expose/my-requests-page.tsx',
    './request-card': './src/expose/request-card.tsx',
  },
});
