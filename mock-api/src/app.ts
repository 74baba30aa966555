import path from 'node:path';
import express, { type RequestHandler } from 'express';
import jsonServer from 'json-server';
import { API_BASE_PATH, CAPABILITIES, type Capability } from '@lotengo/shared/contracts';
import { Alerts, type AlertsOptions } from './alerts/alerts';
import { identify } from './auth/middleware';
import type { TokenVerifier } from './auth/verifier';
import type { Store } from './db/store';
import { Catalog } from './domain/catalog';
import { capabilitiesRouter } from './http/capabilities';
import { requireReadableBody, refuseControlChars } from './http/content-type';
import { contractRouter, type ContractCheck } from './http/contract';
import { cors } from './http/cors';
import { jsonServerDefaults } from './http/json-server-defaults';
import { errorHandler, routeNotFound } from './http/errors';
import { referenceRoutes } from './http/reference';
import { xsrf } from './http/xsrf';
import { readMailSettings, type MailSettings } from './mail/settings';
import { contactRoutes } from './routes/contact';
import { emailRoutes, emailUnsubscribeRouter } from './routes/email';
import { emailDeliveryRoutes } from './routes/email-delivery';
import { demandRoutes } from './routes/demand';
import type { Deps } from './routes/deps';
import { hourRoutes } from './routes/hours';
import { houseRequestRoutes } from './routes/house-requests';
import { inboxRoutes } from './routes/inbox';
import { notificationRoutes } from './routes/notifications';
import { optionRoutes } from './routes/options';
import { propertyRoutes } from './routes/properties';
import { storageRoutes } from './routes/storage';
import { streamRoutes } from './routes/stream';
import { telemetryRoutes } from './routes/telemetry';
import type { KnownVersions } from './routes/release-versions';
import { TelemetryCounters } from './telemetry/counters';
import type { DeployCredentials } from './telemetry/deploy-credentials';
import { userRoutes } from './routes/users';
import { visitRoutes } from './routes/visits';
import { STATIC_PREFIX } from './seed/svg';

export const MAX_JSON_BODY = '1mb';

export interface AppOptions {
  store: Store;
  verifier: TokenVerifier;
  uploadsDir: string;
  /** Folder of the generated images served at /mvp/static (avatars/, photos/). */
  publicDir?: string;
  /** Public base of the API for absolute image URLs (else the request's host). */
  publicApiUrl?: string;
  /** The release registry's versions (routes/release-versions.ts): telemetry for any other is refused. */
  knownVersions?: KnownVersions;
  /** Release telemetry's counters (by default in the store's table telemetryVersions). */
  telemetry?: TelemetryCounters;
  /** The clock of telemetry's days and rate windows (tests). */
  telemetryClock?: () => number;
  /**
   * Verifies the deploy credential the telemetry summary needs (telemetry/deploy-credentials.ts: the
   * pointer service at REGISTRY_URL). Unset: the summary answers 503, readable by nobody.
   */
  deployCredentials?: DeployCredentials;
  /**
   * Express's `trust proxy`: how many proxies in front may name the client's address (X-Forwarded-For).
   * Unset: the socket's address, so a sender cannot pick the address its reports are counted under.
   */
  trustProxy?: number;
  /** Exact allowed origins; undefined = any localhost/127.0.0.1 port. */
  corsOrigins?: string[];
  /** One line per request on stdout (json-server's morgan logger). */
  logger?: boolean;
  log?: (...args: unknown[]) => void;
  /** Stream heartbeat, ticket lifetime, fan-out timings (tests and the benchmark). */
  alerts?: AlertsOptions;
  /**
   * Whether every answer is checked against its operation's contract (http/contract.ts). Default
   * `enforce`: tests, `npm start` and the journeys; the benches turn it off.
   */
  contractCheck?: ContractCheck;
  /** The reference page's HTML file, served at /docs (http/reference.ts); `npm start` builds it. */
  referencePage?: string;
  /**
   * What it declares at GET /capabilities and serves (MOCK_CAPABILITIES, http/capabilities.ts); the calls of
   * the others answer 404. Default: every capability.
   */
  capabilities?: readonly Capability[];
  /**
   * E-mail settings (links, signing, the daily cap); default: local ones. The outbox is written either
   * way (it is part of each change); mails leave only through a sender (mail/sender.ts), which main.ts
   * starts — an app made for a test sends nothing unless the test starts one.
   */
  mail?: MailSettings;
}

/** The notifications service of an app made by createApp (the sweep, tests and the benchmark reach it here). */
export const alertsOf = (app: { locals: Record<string, unknown> }): Alerts => app.locals.alerts as Alerts;
/** The operations an app made by createApp mounted (http/contract.ts's unmountedOperations finds the rest). */
export const mountedOperationsOf = (app: { locals: Record<string, unknown> }): ReadonlySet<string> =>
  app.locals.mountedOperations as Set<string>;
/** The telemetry counters of an app made by createApp (tests read them). */
export const telemetryOf = (app: { locals: Record<string, unknown> }): TelemetryCounters =>
  app.locals.telemetry as TelemetryCounters;

const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    // Images are embedded by the apps, which live on other origins.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  next();
};

/**
 * The mock backend: json-server's express app and middlewares (logger, compression, no-cache), our
 * CORS/XSRF/auth layers and one route per operation of the shared contract under /mvp. json-server's
 * generic CRUD router is deliberately NOT mounted: it would let anyone write anything.
 */
export function createApp(options: AppOptions) {
  const { store } = options;
  // Reference data: it never changes while the server runs.
  const catalog = new Catalog({
    ubigeos: store.ubigeos.all(),
    typeProcesses: store.typeProcesses.all(),
    typeProperties: store.typeProperties.all(),
    characteristics: store.characteristics.all(),
  });
  const mailSettings = options.mail ?? readMailSettings({}, { apiPort: 3000 });
  // A breach is a bug: always on stderr, even where the app's other logs are silenced (tests).
  const contract = { check: options.contractCheck ?? 'enforce', log: console.error } as const;
  const mounted = new Set<string>();
  const { dailyLimit, messageIdDomain, summaryHour } = mailSettings;
  const deps: Deps = {
    store: options.store,
    catalog,
    uploadsDir: options.uploadsDir,
    publicApiUrl: options.publicApiUrl,
    alerts: new Alerts(options.store, catalog, {
      mail: { dailyLimit, messageIdDomain, summaryHour },
      ...options.alerts,
    }),
    mailSettings,
    knownVersions: options.knownVersions,
    telemetry: options.telemetry ?? new TelemetryCounters({ store }),
    telemetryClock: options.telemetryClock,
    deployCredentials: options.deployCredentials,
    contract,
    identity: options.verifier,
  };

  const app = jsonServer.create();
  app.locals.alerts = deps.alerts;
  app.locals.telemetry = deps.telemetry;
  app.locals.mountedOperations = mounted;
  app.disable('x-powered-by');
  if (options.trustProxy) app.set('trust proxy', options.trustProxy);
  app.use(securityHeaders);
  app.use(cors(options.corsOrigins));
  // json-server's defaults by its documented options (http/json-server-defaults.ts); our images under /mvp/static (no
  // directory redirects, no index).
  const publicDir = options.publicDir ?? path.join(options.uploadsDir, '..', 'public');
  app.use(
    jsonServerDefaults({ logger: options.logger ?? false, rootDir: path.join(publicDir, '..', 'json-server-root') }),
  );
  app.use(
    STATIC_PREFIX,
    express.static(publicDir, { index: false, redirect: false, dotfiles: 'ignore', fallthrough: true }),
  );

  // Every route is an operation of the shared contract (shared/src/contracts/operations), checked by it.
  const api = contractRouter(contract, mounted);
  api.use(xsrf);
  // A body the route cannot read is a 415, never a silently empty filter.
  api.use(requireReadableBody);
  // json-server's own bodyParser accepts 10 MB; the contract says 1 MB → 413.
  api.use(express.json({ limit: MAX_JSON_BODY, strict: true }));
  api.use(refuseControlChars);
  api.use(identify(options.verifier));
  const routeGroups = [
    optionRoutes,
    userRoutes,
    propertyRoutes,
    houseRequestRoutes,
    inboxRoutes,
    hourRoutes,
    visitRoutes,
    storageRoutes,
    contactRoutes,
    demandRoutes,
    telemetryRoutes,
    notificationRoutes,
    streamRoutes,
    emailRoutes,
    emailDeliveryRoutes,
  ];
  for (const register of routeGroups) {
    register(api, deps);
  }
  api.use(routeNotFound);

  // First under the base path: what this backend has (GET /capabilities), and 404 for what it does not.
  app.use(API_BASE_PATH, capabilitiesRouter(options.capabilities ?? CAPABILITIES, contractRouter(contract, mounted)));
  // Before the API's JSON-only, XSRF and session layers: a mail client's one-click unsubscribe posts a form.
  app.use(API_BASE_PATH, emailUnsubscribeRouter(deps, contractRouter(contract, mounted)));
  app.use(API_BASE_PATH, api);
  referenceRoutes(app, options.referencePage);
  app.use(routeNotFound);
  app.use(errorHandler(options.log));
  return app;
}
