/** The real react-router behind the build alias of shared/src/routing/react-router-lite.ts. */
declare module 'react-router-full' {
  export * from 'react-router';
}
