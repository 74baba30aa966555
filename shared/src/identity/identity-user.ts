import type { User as FirebaseUser } from 'firebase/auth';

/** What the product needs to know about the signed-in identity (not the product user record). */
export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** 'password' or 'google.com' (the first linked provider). */
  providerId: string;
}

export function toIdentityUser(u: FirebaseUser | null): IdentityUser | null {
  if (!u) return null;
  return {
    uid: u.uid,
    email: u.email,
    displayName: u.displayName,
    providerId: u.providerData[0]?.providerId ?? u.providerId,
  };
}
