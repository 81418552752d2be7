import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot } from 'firebase-admin/firestore';
import type { AppError } from '../../core/errors/error-codes';
import type { Unsubscribe } from '../../ports/port-token';
import { toAdminAppError } from './admin-errors';

/** What a live listener does with a failure, since the ports' watch methods have no error channel. */
export type AdminListenErrorHandler = (context: string, error: AppError) => void;

const logListenError: AdminListenErrorHandler = (context, error) => {
  // The spec's behaviour for failed live reads (section 8) is "logged only".
  console.error(`${context}:`, error.code);
};

export function watchAdminQuery(
  query: Query,
  context: string,
  onSnapshot: (snapshot: QuerySnapshot) => void,
  onError: AdminListenErrorHandler = logListenError,
): Unsubscribe {
  return query.onSnapshot(onSnapshot, (error) => onError(context, toAdminAppError(error)));
}

export function watchAdminDocument(
  ref: DocumentReference,
  context: string,
  onSnapshot: (snapshot: DocumentSnapshot) => void,
  onError: AdminListenErrorHandler = logListenError,
): Unsubscribe {
  return ref.onSnapshot(onSnapshot, (error) => onError(context, toAdminAppError(error)));
}
