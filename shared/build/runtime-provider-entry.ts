/**
 * Nothing to run: the federation runtime this bundle starts (with MF's provideExternalRuntime plugin)
 * is the point. A remote's standalone page loads it before the remote's own main.js (runtime-provider.ts).
 */
export {};
