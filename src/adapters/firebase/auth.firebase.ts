import type { Auth, User } from 'firebase/auth';
import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import type { AuthPort, AuthUser } from '../../ports/auth.port';
import type { Unsubscribe } from '../../ports/port-token';
import { guarded, toAppError } from './firebase-errors';

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email };
}

/** Email and password accounts with Firebase Authentication. */
export class FirebaseAuthAdapter implements AuthPort {
  constructor(private readonly auth: Auth) {}

  createUser(email: string, password: string): Promise<AuthUser> {
    return guarded(async () => toAuthUser((await createUserWithEmailAndPassword(this.auth, email, password)).user));
  }

  signIn(email: string, password: string): Promise<AuthUser> {
    return guarded(async () => {
      const { user } = await signInWithEmailAndPassword(this.auth, email, password);
      // The token is already on the device: reading its claims costs no request.
      const claims = (await user.getIdTokenResult()).claims;
      return { ...toAuthUser(user), ...(claims['siteCustomer'] === true ? { siteCustomer: true } : {}) };
    });
  }

  signOut(): Promise<void> {
    return guarded(() => signOut(this.auth));
  }

  async sendPasswordReset(email: string): Promise<void> {
    try {
      await sendPasswordResetEmail(this.auth, email);
    } catch (error) {
      // Telling an unknown address apart from a known one would let anyone probe for accounts.
      if (toAppError(error).code === 'user-not-found') return;
      throw toAppError(error);
    }
  }

  watchAuthState(listener: (user: AuthUser | null) => void): Unsubscribe {
    return onAuthStateChanged(this.auth, (user) => listener(user === null ? null : toAuthUser(user)));
  }
}
