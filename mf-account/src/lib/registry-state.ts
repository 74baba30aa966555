/**
 * What the login screen hands to the registration screen through router state (never the password):
 * the email typed or given by the identity provider, and that provider ('password', 'google.com').
 */
export interface RegistryState {
  email?: string;
  provider?: string;
}

/** Router state is whatever the history holds (a reload, a hand-made link): read it defensively. */
export function readRegistryState(state: unknown): RegistryState {
  if (typeof state !== 'object' || state === null) return {};
  const { email, provider } = state as Record<string, unknown>;
  return {
    email: typeof email === 'string' ? email : undefined,
    provider: typeof provider === 'string' ? provider : undefined,
  };
}
