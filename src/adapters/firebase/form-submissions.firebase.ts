import type { DocumentData, Firestore } from 'firebase/firestore';
import { Timestamp, deleteDoc, getDoc, limit, onSnapshot, orderBy, query, updateDoc, where } from 'firebase/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { FormSubmission, SubmissionState } from '../../core/forms/form-submission';
import { readFormSubmission, submissionStatePatch } from '../../core/forms/form-submission';
import type { FormSubmissionsPort } from '../../ports/form-submissions.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { ListenErrorHandler } from './firebase-errors';
import { guarded, logListenError, toAppError } from './firebase-errors';
import { isSafeDocumentId, memberSubcollection, memberSubdocument } from './firestore-paths';

function submissionOf(id: string, data: DocumentData): FormSubmission {
  const createdAt = data['createdAt'] instanceof Timestamp ? data['createdAt'].toMillis() : data['createdAt'];
  return readFormSubmission(id, { ...data, createdAt });
}

/**
 * vMember/{id}/forms from the member's browser: the inbox. The rules let the owner read, change
 * only `read` and `archived`, and delete; only the site server creates.
 */
export class FirestoreFormSubmissions implements FormSubmissionsPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError: ListenErrorHandler = logListenError,
  ) {}

  private doc(memberId: string, submissionId: string) {
    if (!isSafeDocumentId(submissionId)) throw new AppError('invalid-input', { detail: 'submission id' });
    return memberSubdocument(this.db, memberId, 'forms', submissionId);
  }

  get(memberId: string, submissionId: string): Promise<FormSubmission | null> {
    return guarded(async () => {
      const snapshot = await getDoc(this.doc(memberId, submissionId));
      return snapshot.exists() ? submissionOf(snapshot.id, snapshot.data()) : null;
    });
  }

  watchAll(memberId: string, listener: (submissions: readonly FormSubmission[]) => void): Unsubscribe {
    return onSnapshot(
      query(memberSubcollection(this.db, memberId, 'forms'), orderBy('createdAt', 'desc')),
      (snapshot) => listener(snapshot.docs.map((d) => submissionOf(d.id, d.data()))),
      (error) => this.onListenError(`watch form submissions of ${memberId}`, toAppError(error)),
    );
  }

  watchUnreadCount(memberId: string, listener: (count: number) => void): Unsubscribe {
    return onSnapshot(
      query(memberSubcollection(this.db, memberId, 'forms'), where('read', '==', false)),
      (snapshot) => listener(snapshot.size),
      (error) => this.onListenError(`watch unread submissions of ${memberId}`, toAppError(error)),
    );
  }

  watchHasAny(memberId: string, listener: (hasAny: boolean) => void): Unsubscribe {
    return onSnapshot(
      query(memberSubcollection(this.db, memberId, 'forms'), limit(1)),
      (snapshot) => listener(!snapshot.empty),
      (error) => this.onListenError(`watch submissions of ${memberId}`, toAppError(error)),
    );
  }

  setState(memberId: string, submissionId: string, state: Partial<SubmissionState>): Promise<void> {
    return guarded(() => updateDoc(this.doc(memberId, submissionId), submissionStatePatch(state)));
  }

  remove(memberId: string, submissionId: string): Promise<void> {
    return guarded(() => deleteDoc(this.doc(memberId, submissionId)));
  }
}
