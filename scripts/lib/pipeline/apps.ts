/** The workspaces a pipeline can pick, by folder (as turbo lists them and people type them). */
import { APP_DIRS, APP_NAMES, type AppName } from '@lotengo/shared/build/ports';

/** The five browser apps' folders, in APP_NAMES order. */
export const APP_DIR_LIST = ['shell', 'mf-requests', 'mf-properties', 'mf-inbox', 'mf-account'] as const;
export type AppDir = (typeof APP_DIR_LIST)[number];

/**
 * Every workspace: the four non-browser packages (the functions behind Hosting, and the platform code
 * they share with the tooling, among them), then the apps.
 */
export const PACKAGE_DIR_LIST = ['shared', 'mock-api', 'functions', 'platform', ...APP_DIR_LIST] as const;
export type PackageDir = (typeof PACKAGE_DIR_LIST)[number];

export const isAppDir = (s: string): s is AppDir => (APP_DIR_LIST as readonly string[]).includes(s);
export const isPackageDir = (s: string): s is PackageDir => (PACKAGE_DIR_LIST as readonly string[]).includes(s);

export function appNameOf(dir: AppDir): AppName {
  const name = APP_NAMES.find((a) => APP_DIRS[a] === dir);
  if (!name) throw new Error(`Sin app para la carpeta ${dir}`);
  return name;
}

/** The npm workspace name turbo filters on. */
export const workspaceName = (dir: PackageDir): string => `@lotengo/${dir}`;
