/** A version of the form telemetry reports carry (`<commit>-<hash>`); a backend with a registry needs a live one. */
export const DEFAULT_TELEMETRY_VERSION = 'abcd123-0123456789';

/** The mock API's own webhook secret when it runs locally (mock-api/src/mail/settings.ts), for `--local`. */
export const LOCAL_WEBHOOK_SECRET = 'lotengo-local-webhook';
