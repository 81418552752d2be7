import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** A signed-in customer as their session cookie says. */
export interface PortalIdentity {
  readonly uid: string;
  readonly email: string;
}

export type PortalAuthFailure = 'email-taken' | 'weak-password' | 'invalid-email' | 'wrong-credentials' | 'too-many-attempts' | 'unavailable';

export type PortalSignInResult =
  | {
      readonly kind: 'ok';
      readonly uid: string;
      readonly email: string;
      readonly idToken: string;
      /** The account's display name ('' when it has none): the name a customer joining another business is listed under. */
      readonly name: string;
    }
  | { readonly kind: 'failed'; readonly reason: PortalAuthFailure };

/**
 * Accounts of businesses' customers, as the site server uses them: Firebase Auth's REST API
 * for sign-up, sign-in and reset e-mails, and the Admin SDK's session cookies (the `__session`
 * cookie, the one Firebase Hosting passes to functions), checked on every request.
 */
export interface PortalAuthPort {
  signUp(email: string, password: string, name: string): Promise<PortalSignInResult>;
  signIn(email: string, password: string): Promise<PortalSignInResult>;
  /** Sends Firebase's password-reset e-mail; says nothing of whether the address has an account. */
  sendPasswordReset(email: string, language: 'en' | 'es'): Promise<void>;
  /** A session cookie value made from a fresh ID token, valid `expiresInMs`. */
  createSession(idToken: string, expiresInMs: number): Promise<string>;
  /** The identity in a session cookie, or null when it is missing, expired, forged or revoked. */
  verifySession(cookie: string): Promise<PortalIdentity | null>;
  /** Ends every session of the user (sign-out everywhere). */
  revokeSessions(uid: string): Promise<void>;
}

export const PORTAL_AUTH: PortToken<PortalAuthPort> = portToken<PortalAuthPort>('PortalAuthPort');
