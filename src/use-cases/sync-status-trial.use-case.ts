import { inject, injectable } from 'inversify';
import { toErrorCode } from '../core/errors/error-codes';
import type { MemberRecord } from '../core/member/member-record';
import type { Subscription } from '../core/plans/subscription';
import type { Roles } from '../core/roles/roles';
import type { StatusTrial } from '../core/trial/trial-status';
import { desiredStatusTrial, statusTrialWriteDue } from '../core/trial/trial-status';
import { CLOCK, type ClockPort } from '../ports/clock.port';
import { LOGGER, type LoggerPort } from '../ports/logger.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';

export interface SyncStatusTrialInput {
  readonly member: MemberRecord;
  /** The member's valid subscriptions as last seen live. */
  readonly subscriptions: readonly Subscription[];
  readonly roles: Pick<Roles, 'isPrivileged'>;
}

/**
 * Keeps the record's status and trial flags in line with the rules (spec section 4 "Trial and
 * status handling") whenever the member or their subscriptions change. Writes only when the
 * stored flags differ, and a failed write is logged only (spec section 8): the dashboard keeps
 * working from the live data either way.
 */
@injectable()
export class SyncStatusTrialUseCase {
  constructor(
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  /**
   * Writes the rules refused, by member, stored flags and wanted flags. The security rules leave
   * "paid" (status true, trial false) to the server side, so a member's own attempt is refused;
   * the refused write undoes its optimistic local copy, which changes the record the dashboard
   * watches and would start the same attempt again, in a loop for as long as the page is open.
   */
  private readonly refused = new Set<string>();

  /** The update written, or null when none was due or the write failed. */
  async execute({ member, subscriptions, roles }: SyncStatusTrialInput): Promise<StatusTrial | null> {
    const desired = desiredStatusTrial({ member, subscriptions, roles, now: this.clock.now() });
    const due = statusTrialWriteDue(member, desired);
    if (due === null) return null;
    const attempt = `${member.id}:${String(member.status)}/${String(member.trial)}->${String(due.status)}/${String(due.trial)}`;
    if (this.refused.has(attempt)) return null;
    try {
      await this.memberRecords.updateStatusTrial(member.id, due);
      return due;
    } catch (error) {
      // Only a refusal is remembered: a write that failed for want of a network is tried again.
      if (toErrorCode(error) === 'permission-denied') this.refused.add(attempt);
      this.logger.error('Status update failed', error);
      return null;
    }
  }
}
