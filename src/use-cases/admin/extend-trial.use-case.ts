import { inject, injectable } from 'inversify';
import { AppError } from '../../core/errors/error-codes';
import type { EpochMs } from '../../core/time/time';
import { addDays } from '../../core/time/time';
import { MAX_TRIAL_EXTENSION_DAYS } from '../../core/trial/trial-status';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { MEMBER_ADMIN, type MemberAdminPort } from '../../ports/member-admin.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { FixMemberStatusUseCase } from './fix-member-status.use-case';

/**
 * Gives a member more trial days (admin page and admin CLI). The days are added to the trial's
 * end, or to now when it has already ended, so an extension is never swallowed by the past.
 * The status flags are then fixed to match, as the rules require.
 */
@injectable()
export class ExtendTrialUseCase {
  constructor(
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(MEMBER_ADMIN) private readonly memberAdmin: MemberAdminPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(FixMemberStatusUseCase) private readonly fixStatus: FixMemberStatusUseCase,
  ) {}

  /** The new end of the trial. */
  async execute(memberId: string, days: number): Promise<EpochMs> {
    if (!Number.isSafeInteger(days) || days < 1 || days > MAX_TRIAL_EXTENSION_DAYS) {
      throw new AppError('invalid-input', { detail: `trial extension must be 1 to ${MAX_TRIAL_EXTENSION_DAYS} whole days, got ${days}` });
    }
    const member = await this.memberRecords.get(memberId);
    if (member === null) throw new AppError('not-found', { detail: `member ${memberId}` });
    const activeUntil = addDays(Math.max(member.activeUntil, this.clock.now()), days);
    await this.memberAdmin.setActiveUntil(memberId, activeUntil);
    await this.fixStatus.execute(memberId);
    return activeUntil;
  }
}
