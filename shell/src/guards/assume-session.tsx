import { createContext, useContext } from 'react';

/**
 * Build time only (app/landing-prerender.tsx): a page for signed-in users is written into its own HTML
 * file as its skeleton (heading and sized space), which the head script's session mark shows only in a
 * tab that holds a session. Everywhere else this is false and the guards decide as always.
 */
export const AssumeSession = createContext(false);

export function useAssumedSession(): boolean {
  return useContext(AssumeSession);
}
