import { AppError } from '../../core/errors/error-codes';
import type { FormSubmission, SubmissionState } from '../../core/forms/form-submission';
import { newestFirst, readFormSubmission, submissionStatePatch } from '../../core/forms/form-submission';
import type { FormSubmissionsPort } from '../../ports/form-submissions.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { MemoryDatabase } from './memory-database';
import { formsCollection } from './public-sites.memory';

export class MemoryFormSubmissions implements FormSubmissionsPort {
  constructor(private readonly db: MemoryDatabase) {}

  async get(memberId: string, submissionId: string): Promise<FormSubmission | null> {
    this.db.checkReachable();
    const data = this.db.getDocument([...formsCollection(memberId), submissionId]);
    return data === null ? null : readFormSubmission(submissionId, data);
  }

  watchAll(memberId: string, listener: (submissions: readonly FormSubmission[]) => void): Unsubscribe {
    return this.db.watchCollection(formsCollection(memberId), (docs) => newestFirst(docs.map((d) => readFormSubmission(d.id, d.data))), listener);
  }

  watchUnreadCount(memberId: string, listener: (count: number) => void): Unsubscribe {
    return this.db.watchCollection(formsCollection(memberId), (docs) => docs.filter((d) => d.data['read'] === false).length, listener);
  }

  watchHasAny(memberId: string, listener: (hasAny: boolean) => void): Unsubscribe {
    return this.db.watchCollection(formsCollection(memberId), (docs) => docs.length > 0, listener);
  }

  async setState(memberId: string, submissionId: string, state: Partial<SubmissionState>): Promise<void> {
    const path = [...formsCollection(memberId), submissionId];
    if (this.db.getDocument(path) === null) throw new AppError('not-found', { detail: `submission ${submissionId}` });
    this.db.updateDocument(path, submissionStatePatch(state));
  }

  async remove(memberId: string, submissionId: string): Promise<void> {
    this.db.checkWritable();
    this.db.deleteDocument([...formsCollection(memberId), submissionId]);
  }
}
