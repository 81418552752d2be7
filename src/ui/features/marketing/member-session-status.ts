import { selectAuthStatus, type AuthStatus } from '../../../core/auth/auth-session.machine';
import type { SessionActor } from '../../services/app-services';

/**
 * Tells `onStatus` whether a member is signed in, now and on every change of the session, until
 * the returned function is called. Loaded with the backend, so the session machine and XState
 * stay out of the first chunk of the public pages.
 */
export function followAuthStatus(session: SessionActor, onStatus: (status: AuthStatus) => void): () => void {
  onStatus(selectAuthStatus(session.getSnapshot()));
  const subscription = session.subscribe((snapshot) => onStatus(selectAuthStatus(snapshot)));
  return () => subscription.unsubscribe();
}
