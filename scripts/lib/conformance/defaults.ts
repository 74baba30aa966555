/** A version of the form telemetry reports carry (`<commit>-<hash>`); a backend with a registry needs a live one. */
export const DEFAULT_TELEMETRY_VERSION = 'abcd123-0123456789';
