import path from 'node:path';

/**
 * Libraries every browser build resolves to a module of ours that re-exports the part the apps use
 * (webpack.ts aliases them): the router singleton is react-router-lite.ts. The names such a module
 * exports are what the shell's copy gives every app, so the release records list them
 * (platform/src/releases/shared-record.ts) and the deploy gate refuses a remote that needs one the live
 * shell's copy lacks.
 */
export const LITE_MODULES: Readonly<Record<string, string>> = {
  'react-router': path.join(__dirname, '..', 'src', 'routing', 'react-router-lite.ts'),
  'react-router-dom': path.join(__dirname, '..', 'src', 'routing', 'react-router-lite.ts'),
};
