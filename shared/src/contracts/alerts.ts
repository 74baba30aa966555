// Signed-in only (the bell, the panel, the stream, request freshness): its own entry,
// @lotengo/shared/contracts/alerts, so a visitor's first load does not carry these schemas.
export * from './alert-paths';
export * from './notification';
export * from './stream';
export * from './request-freshness';
export * from './email-status';
