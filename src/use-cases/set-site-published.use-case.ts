import { inject, injectable } from 'inversify';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';

export type SetSitePublishedResult = { readonly outcome: 'saved' } | { readonly outcome: 'failed'; readonly code: ErrorCode };

/**
 * The member publishes or unpublishes their own site (the record's `published` field); the
 * public projection follows the record, so an unpublished site answers "not found".
 */
@injectable()
export class SetSitePublishedUseCase {
  constructor(@inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort) {}

  async execute(memberId: string, published: boolean): Promise<SetSitePublishedResult> {
    try {
      await this.memberRecords.updateProfile(memberId, { published });
      return { outcome: 'saved' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}
