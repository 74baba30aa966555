import * as z from 'zod/mini';

/**
 * Release telemetry: what a browser reports so `npm run releases -- health <app>` can compare
 * a canary with the stable version. Anonymous by shape: an app, a version, a kind and a page path, no
 * user, no query string, no free text; unknown keys are refused.
 */
export const TELEMETRY_APPS = ['shell', 'mf-requests', 'mf-properties', 'mf-inbox', 'mf-account'] as const;
export type TelemetryApp = (typeof TELEMETRY_APPS)[number];
/** platform/src/releases/layout.ts VERSION_PATTERN: `<commit>-<content hash>`. */
export const RELEASE_VERSION_PATTERN = /^[0-9a-z]{4,12}-[0-9a-f]{10}$/;

const app = z.enum(TELEMETRY_APPS, {
  error: 'app debe ser una de: shell, mf-requests, mf-properties, mf-inbox, mf-account',
});
const version = z.string().check(z.regex(RELEASE_VERSION_PATTERN, 'version no tiene la forma <commit>-<hash>'));

export const remoteErrorReportSchema = z.strictObject({
  app,
  version,
  kind: z.enum(['load', 'render'], { error: "kind debe ser 'load' o 'render'" }),
  /** The page's path, without query or fragment (they may carry personal data). */
  path: z
    .string()
    .check(
      z.maxLength(200, 'path admite 200 caracteres'),
      z.regex(/^\/[A-Za-z0-9/_.~%-]*$/, 'path debe ser una ruta sin consulta ni fragmento'),
    ),
});
export type RemoteErrorReport = z.infer<typeof remoteErrorReportSchema>;

export const pageLoadReportSchema = z.strictObject({
  /** The version of each app the page was served. */
  versions: z
    .partialRecord(app, version)
    .check(z.refine((v) => Object.keys(v).length > 0, 'versions no puede estar vacío')),
});
export type PageLoadReport = z.infer<typeof pageLoadReportSchema>;

/** What a telemetry report is answered (202): counted, nothing to read back. */
export const telemetryAcceptedSchema = z.object({ accepted: z.literal(true) });

/** The summary the health command reads: @lotengo/shared/contracts/telemetry-summary (Node only). */
