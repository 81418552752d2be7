import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { FormSubmission } from '../../core/forms/form-submission';
import { readFormSubmission } from '../../core/forms/form-submission';
import type { FormSubmissionsPort } from '../../ports/form-submissions.port';
import { isSafeDocumentId } from '../firebase/firestore-paths';
import { adminGuarded } from './admin-errors';
import { adminMemberDoc } from './admin-paths';

/** vMember/{id}/forms on the Admin SDK: the server's reading of a new submission (its alert). */
export class AdminFormSubmissions implements FormSubmissionsPort {
  constructor(private readonly db: Firestore) {}

  get(memberId: string, submissionId: string): Promise<FormSubmission | null> {
    if (!isSafeDocumentId(submissionId)) return Promise.reject(new AppError('invalid-input', { detail: 'submission id' }));
    return adminGuarded(async () => {
      const data = (await adminMemberDoc(this.db, memberId).collection('forms').doc(submissionId).get()).data();
      if (data === undefined) return null;
      // Stored with a Timestamp (public-sites.admin.ts); the core reads epoch milliseconds.
      const createdAt = data['createdAt'] instanceof Timestamp ? data['createdAt'].toMillis() : data['createdAt'];
      return readFormSubmission(submissionId, { ...data, createdAt });
    });
  }
}
