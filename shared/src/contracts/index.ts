// Node-safe entry (zod only): used by mock-api as @lotengo/shared/contracts and re-exported by the package.
export * from './primitives';
export * from './options';
export * from './user';
export * from './user-write';
export * from './property';
export * from './request-state';
export * from './house-request';
export * from './house-request-write';
export * from './match';
export * from './search';
export * from './inbox';
export * from './misc';
export * from './telemetry';
export * from './api-paths';
// What a backend has beyond the seed's calls, and which path needs what (GET /capabilities).
export * from './capabilities';
