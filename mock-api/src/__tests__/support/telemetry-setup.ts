// Shared by the telemetry tests: fixed versions, clock and client addresses, and the helpers that talk
// to the current test app (each test file owns its app and clock: the tests reassign them).
import { telemetryOf } from '../../app';
import type { TelemetryRow } from '../../telemetry/counters';
import { makeTestApp, url, type TestApp } from './test-app';

export const V1 = 'abc1234-0123456789';
export const V2 = 'abc1234-abcdef0123';
export const report = { app: 'mf-inbox', version: V2, kind: 'render', path: '/page/buzon' };
/** 2026-11-26 10:00 UTC. */
export const T0 = Date.UTC(2026, 10, 26, 10);
/** One address per client, each in a /24 of its own (a client is a network: telemetry/client-key.ts). */
export const ip = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.7`;
/** A deploy credential as the pointer service would vouch for it (a team's), and one it would not. */
export const DEPLOYER_TOKEN = 'credencial-del-equipo-buzon';
export const deployCredentials = async (bearer: string) =>
  bearer === DEPLOYER_TOKEN
    ? { credential: 'ci-inbox@demo-lotengo.iam.gserviceaccount.com', apps: ['mf-inbox'], admin: false }
    : null;

/** The helpers over the test file's current app and clock. */
export function telemetryHelpers(current: () => TestApp, now: () => number) {
  /** An app behind one trusted proxy, so each test names the client's address in X-Forwarded-For. */
  const makeApp = (overrides: Parameters<typeof makeTestApp>[1] = {}) =>
    makeTestApp({}, { trustProxy: 1, telemetryClock: now, deployCredentials, ...overrides });
  const counters = () => telemetryOf(current().app);
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const sendError = (address: string, body: object = report) =>
    current().http.post(url('telemetryRemoteErrors')).set(from(address)).send(body);
  const sendLoad = (address: string, versions: object) =>
    current().http.post(url('telemetryPageLoads')).set(from(address)).send({ versions });
  const summaryOf = async (app = 'mf-inbox') => {
    const summary = current()
      .http.get(url('telemetrySummary', { app }))
      .set('Authorization', `Bearer ${DEPLOYER_TOKEN}`);
    const body = (await summary.expect(200)).body as {
      versions: Array<{
        version: string;
        clients: number;
        errorClients: { total: number; load: number; render: number };
        paths: unknown[];
      }>;
    };
    return Object.fromEntries(body.versions.map((v) => [v.version, v]));
  };
  /** The counters as committed (a connection of its own: each report is its own transaction). */
  const onDisk = async (): Promise<TelemetryRow[]> => current().readDisk().telemetryVersions;
  return { makeApp, counters, from, sendError, sendLoad, summaryOf, onDisk };
}
