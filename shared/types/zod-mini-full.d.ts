/** The real zod/mini behind the build alias of shared/src/contracts/zod-mini-lite.ts. */
declare module 'zod-mini-full' {
  export * from 'zod/mini';
}
