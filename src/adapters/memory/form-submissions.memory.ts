import type { FormSubmission } from '../../core/forms/form-submission';
import { readFormSubmission } from '../../core/forms/form-submission';
import type { FormSubmissionsPort } from '../../ports/form-submissions.port';
import type { MemoryDatabase } from './memory-database';
import { formsCollection } from './public-sites.memory';

export class MemoryFormSubmissions implements FormSubmissionsPort {
  constructor(private readonly db: MemoryDatabase) {}

  async get(memberId: string, submissionId: string): Promise<FormSubmission | null> {
    const data = this.db.getDocument([...formsCollection(memberId), submissionId]);
    return data === null ? null : readFormSubmission(submissionId, data);
  }
}
