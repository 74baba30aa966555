import { createAppConfig } from '@lotengo/shared/build/webpack';

export default createAppConfig({
  dir: __dirname,
  name: 'mf_account',
  title: 'Lo Tengo · Mi cuenta',
  // The keys are this remote's public API: the shell mounts them on /page/{login,registry,contact,profile}.
  exposes: {
    './login-page': './src/expose/login-page.tsx',
    './registry-page': './src/expose/registry-page.tsx',
    './contact-page': './src/expose/contact-page.tsx',
    './profile-page': './src/expose/profile-page.tsx',
  },
});
