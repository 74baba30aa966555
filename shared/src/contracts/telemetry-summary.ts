import * as z from 'zod/mini';
import { TELEMETRY_APPS } from './telemetry';

/*
 * Its own entry (@lotengo/shared/contracts/telemetry-summary), not the contracts index: only the API and
 * the release tools read it, and the index is on every visitor's first load.
 */
const app = z.enum(TELEMETRY_APPS);
/**
 * GET /telemetry/summary/:app, per version since it was first seen. Every count is of distinct
 * clients, not of reports: a client (its network, under a salt that changes every UTC day) counts once a
 * day however many reports it sends, so one address cannot decide a canary either way.
 * `errorClients.total`: clients with an error of either kind (once each); `paths`: most first, at most 10.
 */
const count = z.number().check(z.int(), z.nonnegative());
export const telemetryVersionSummarySchema = z.object({
  version: z.string(),
  /** Clients that loaded a page served with this version. */
  clients: count,
  /** Clients that saw this version's area fail to load, or throw while rendering. */
  errorClients: z.object({ total: count, load: count, render: count }),
  firstAt: z.string(),
  lastAt: z.string(),
  paths: z.array(z.object({ path: z.string(), clients: count })),
});
export type TelemetryVersionSummary = z.infer<typeof telemetryVersionSummarySchema>;
export const telemetrySummarySchema = z.object({ app, versions: z.array(telemetryVersionSummarySchema) });
export type TelemetrySummary = z.infer<typeof telemetrySummarySchema>;
