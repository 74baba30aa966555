/**
 * The release commands' environment for a test: the local environment over the test's store, its
 * pointer service (REGISTRY_URL, set by withRegistryService) and, where the gate reads live versions,
 * the store's sites served over HTTP as any site is (withSites).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { APP_NAMES, appDir, type AppName } from '@lotengo/platform/releases/layout';
import { deploymentOf, type Deployment } from '../../lib/releases/deployment';
import { siteReader, type SiteReader } from '@lotengo/platform/releases/site-reader';

export function testDeployment(store: string, env: NodeJS.ProcessEnv = {}, sites?: SiteReader): Deployment {
  return deploymentOf(
    { ...process.env, LOTENGO_ENV: 'local', RELEASES_DIR: store, HOSTING_DIR: store, ...env },
    sites ? { sites } : {},
  );
}

/** The local environment's variables that name these sites (what a command run by a test needs). */
export function sitesEnv(origins: Record<AppName, string>): NodeJS.ProcessEnv {
  return {
    SHELL_URL: origins.shell,
    MF_REQUESTS_URL: origins.mf_requests,
    MF_PROPERTIES_URL: origins.mf_properties,
    MF_INBOX_URL: origins.mf_inbox,
    MF_ACCOUNT_URL: origins.mf_account,
  };
}

/** Each app's folder of `storeOf()` served over HTTP around each test (a static server per app, as Hosting serves a
 * site). */
export function withSites(storeOf: () => string): { reader: () => SiteReader; origins: () => Record<AppName, string> } {
  let servers: Array<{ app: AppName; server: http.Server }> = [];
  let origins = {} as Record<AppName, string>;
  beforeEach(async () => {
    const store = storeOf();
    servers = await Promise.all(
      APP_NAMES.map(async (app) => {
        const server = http.createServer(express().use(express.static(appDir(store, app), { index: false })));
        await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
        return { app, server };
      }),
    );
    origins = Object.fromEntries(
      servers.map(({ app, server }) => [app, `http://127.0.0.1:${(server.address() as AddressInfo).port}`]),
    ) as Record<AppName, string>;
  });
  afterEach(async () => {
    await Promise.all(servers.map(({ server }) => new Promise((r) => (server.closeAllConnections(), server.close(r)))));
    servers = [];
  });
  return { reader: () => siteReader((app) => origins[app]), origins: () => origins };
}
