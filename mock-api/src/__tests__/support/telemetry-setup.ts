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
/** Documentation addresses (RFC 5737 / 3849): one per client. */
export const ip = (i: number) => `203.0.113.${i}`;

/** The helpers over the test file's current app and clock. */
export function telemetryHelpers(current: () => TestApp, now: () => number) {
  /** An app behind one trusted proxy, so each test names the client's address in X-Forwarded-For. */
  const makeApp = (overrides: Parameters<typeof makeTestApp>[1] = {}) =>
    makeTestApp({}, { trustProxy: 1, telemetryClock: now, ...overrides });
  const counters = () => telemetryOf(current().app);
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const sendError = (address: string, body: object = report) =>
    current().http.post(url('telemetryRemoteErrors')).set(from(address)).send(body);
  const sendLoad = (address: string, versions: object) =>
    current().http.post(url('telemetryPageLoads')).set(from(address)).send({ versions });
  const summaryOf = async (app = 'mf-inbox') => {
    const body = (await current().http.get(url('telemetrySummary', { app })).expect(200)).body as {
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
