import type { PortToken, Unsubscribe } from './port-token';
import { portToken } from './port-token';

export interface AuthUser {
  readonly uid: string;
  readonly email: string | null;
  /**
   * Whether the account was made on a business's customer portal (the `siteCustomer` claim the
   * site server sets): such an account is a customer of sites, never a member.
   */
  readonly siteCustomer?: boolean;
}

/**
 * The authentication provider (spec section 7). Failures reject with an `AppError` whose code is
 * one of the core's error codes, never the provider's raw error.
 */
export interface AuthPort {
  createUser(email: string, password: string): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Resolves the same way whether or not the address has an account, so it cannot be probed. */
  sendPasswordReset(email: string): Promise<void>;
  /** Calls back with the current user at once, then on every change. */
  watchAuthState(listener: (user: AuthUser | null) => void): Unsubscribe;
}

export const AUTH: PortToken<AuthPort> = portToken<AuthPort>('AuthPort');
