import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { FormSubmission, SubmissionState } from '../../core/forms/form-submission';
import { readFormSubmission, submissionStatePatch } from '../../core/forms/form-submission';
import type { FormSubmissionsPort } from '../../ports/form-submissions.port';
import type { Unsubscribe } from '../../ports/port-token';
import { isSafeDocumentId } from '../firebase/firestore-collections';
import { adminGuarded } from './admin-errors';
import { adminMemberDoc } from './admin-paths';

function submissionOf(id: string, data: DocumentData): FormSubmission {
  // Stored with a Timestamp (public-sites.admin.ts); the core reads epoch milliseconds.
  const createdAt = data['createdAt'] instanceof Timestamp ? data['createdAt'].toMillis() : data['createdAt'];
  return readFormSubmission(id, { ...data, createdAt });
}

/** vMember/{id}/forms on the Admin SDK: the server's reading of a new submission (its alert). */
export class AdminFormSubmissions implements FormSubmissionsPort {
  constructor(private readonly db: Firestore) {}

  private forms(memberId: string) {
    return adminMemberDoc(this.db, memberId).collection('forms');
  }

  private doc(memberId: string, submissionId: string) {
    if (!isSafeDocumentId(submissionId)) throw new AppError('invalid-input', { detail: 'submission id' });
    return this.forms(memberId).doc(submissionId);
  }

  get(memberId: string, submissionId: string): Promise<FormSubmission | null> {
    return adminGuarded(async () => {
      const data = (await this.doc(memberId, submissionId).get()).data();
      return data === undefined ? null : submissionOf(submissionId, data);
    });
  }

  watchAll(memberId: string, listener: (submissions: readonly FormSubmission[]) => void): Unsubscribe {
    return this.forms(memberId)
      .orderBy('createdAt', 'desc')
      .onSnapshot((snapshot) => listener(snapshot.docs.map((d) => submissionOf(d.id, d.data()))));
  }

  watchUnreadCount(memberId: string, listener: (count: number) => void): Unsubscribe {
    return this.forms(memberId)
      .where('read', '==', false)
      .onSnapshot((snapshot) => listener(snapshot.size));
  }

  watchHasAny(memberId: string, listener: (hasAny: boolean) => void): Unsubscribe {
    return this.forms(memberId)
      .limit(1)
      .onSnapshot((snapshot) => listener(!snapshot.empty));
  }

  setState(memberId: string, submissionId: string, state: Partial<SubmissionState>): Promise<void> {
    return adminGuarded(async () => {
      await this.doc(memberId, submissionId).update(submissionStatePatch(state));
    });
  }

  remove(memberId: string, submissionId: string): Promise<void> {
    return adminGuarded(async () => {
      await this.doc(memberId, submissionId).delete();
    });
  }
}
