/**
 * The release telemetry's calls (our additions: anonymous, rate-limited), in a module of their own: the
 * remotes kit reports through them on every first visit, without the rest of the API's paths.
 */
export const TELEMETRY_PATHS = {
  remoteErrors: '/telemetry/remote-errors',
  pageLoads: '/telemetry/page-loads',
  summary: '/telemetry/summary/:app',
} as const;
