import { inject, injectable } from 'inversify';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';

export type SetSitePublishedResult = { readonly outcome: 'saved' } | { readonly outcome: 'failed'; readonly code: ErrorCode };

/**
 * The member publishes or unpublishes their own site (the record's `published` field); the
 * public projection follows the record, so an unpublished site answers "not found". Publishing
 * also ends a first draft (`draft`).
 */
@injectable()
export class SetSitePublishedUseCase {
  constructor(@inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort) {}

  async execute(memberId: string, published: boolean): Promise<SetSitePublishedResult> {
    try {
      // The first publication ends the first draft: it can no longer be made again.
      await this.memberRecords.updateProfile(memberId, published ? { published, draft: false } : { published });
      return { outcome: 'saved' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}
