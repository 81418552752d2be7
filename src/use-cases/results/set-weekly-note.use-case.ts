import { inject, injectable } from 'inversify';
import { toErrorCode, type ErrorCode } from '../../core/errors/error-codes';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';

export type SetWeeklyNoteResult = { readonly outcome: 'saved' } | { readonly outcome: 'failed'; readonly code: ErrorCode };

/** Settings' "Weekly results note" switch: stored on the member's record, read by the Monday run. */
@injectable()
export class SetWeeklyNoteUseCase {
  constructor(@inject(MEMBER_RECORDS) private readonly records: MemberRecordsPort) {}

  async execute(memberId: string, on: boolean): Promise<SetWeeklyNoteResult> {
    try {
      await this.records.updateProfile(memberId, { weeklyNote: on });
      return { outcome: 'saved' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}
