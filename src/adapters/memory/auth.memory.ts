import { AppError } from '../../core/errors/error-codes';
import type { AuthPort, AuthUser } from '../../ports/auth.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { MemoryDatabase } from './memory-database';

/** The provider's own minimum password length. */
const PROVIDER_MIN_PASSWORD_LENGTH = 6;
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One device's session against the shared user table: like the Firebase Auth client, the
 * signed-in user belongs to this instance, while accounts live in the database.
 */
export class MemoryAuth implements AuthPort {
  private currentUser: AuthUser | null = null;
  private readonly listeners = new Set<(user: AuthUser | null) => void>();
  private readonly resetRequests: string[] = [];

  constructor(private readonly db: MemoryDatabase) {}

  async createUser(email: string, password: string): Promise<AuthUser> {
    this.checkNetwork();
    const normalized = email.trim().toLowerCase();
    if (!LOOSE_EMAIL.test(normalized)) throw new AppError('invalid-email');
    if (password.length < PROVIDER_MIN_PASSWORD_LENGTH) throw new AppError('weak-password');
    const stored = this.db.addUser({ email: normalized, password });
    const user = { uid: stored.uid, email: stored.email };
    // Creating an account signs it in, as the provider does.
    this.setCurrentUser(user);
    return { ...user };
  }

  async signIn(email: string, password: string): Promise<AuthUser> {
    this.checkNetwork();
    const stored = this.db.findUserByEmail(email);
    // Unknown email and wrong password look the same, so accounts cannot be probed.
    if (stored === null || stored.password !== password) throw new AppError('invalid-credential');
    const user = { uid: stored.uid, email: stored.email };
    this.setCurrentUser(user);
    return { ...user, ...(stored.claims['siteCustomer'] === true ? { siteCustomer: true } : {}) };
  }

  async signOut(): Promise<void> {
    this.setCurrentUser(null);
  }

  async sendPasswordReset(email: string): Promise<void> {
    this.checkNetwork();
    const stored = this.db.findUserByEmail(email);
    if (stored !== null) this.resetRequests.push(stored.email);
  }

  watchAuthState(listener: (user: AuthUser | null) => void): Unsubscribe {
    let active = true;
    const deliver = (user: AuthUser | null): void => {
      if (active) listener(user === null ? null : { ...user });
    };
    this.listeners.add(deliver);
    const initial = this.currentUser;
    queueMicrotask(() => deliver(initial));
    return () => {
      active = false;
      this.listeners.delete(deliver);
    };
  }

  /** Addresses a reset email was sent to (never unknown ones). */
  passwordResetsSent(): readonly string[] {
    return [...this.resetRequests];
  }

  private setCurrentUser(user: AuthUser | null): void {
    const changed = user?.uid !== this.currentUser?.uid || user?.email !== this.currentUser?.email;
    this.currentUser = user;
    if (changed) {
      for (const listener of [...this.listeners]) queueMicrotask(() => listener(user));
    }
  }

  private checkNetwork(): void {
    if (this.db.isOffline()) throw new AppError('network');
  }
}
