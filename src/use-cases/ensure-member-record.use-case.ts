import { inject, injectable } from 'inversify';
import type { AppConfig } from '../core/config/app-config';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import { normalizeName } from '../core/validation/normalize-name';
import { APP_CONFIG } from '../ports/app-config.port';
import { CLOCK, type ClockPort } from '../ports/clock.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';
import { claimMemberRecord } from './claim-member-record';

export interface EnsureMemberRecordInput {
  readonly uid: string;
  readonly email: string;
  /** Known at sign-up; on a later sign-in the email's local part stands in until setup. */
  readonly displayName?: string;
  readonly phoneNumber?: string;
}

export type EnsureMemberRecordResult =
  | { readonly outcome: 'existing' }
  | { readonly outcome: 'created' }
  | { readonly outcome: 'failed'; readonly code: ErrorCode };

function fallbackName(email: string): string {
  return normalizeName(email.split('@', 1)[0] ?? '') || email;
}

/**
 * Makes sure vMember/{uid} exists. An account whose record write failed at sign-up (network,
 * closed tab) stays usable: the next sign-in, or the setup form, writes the record the core
 * describes for a new member.
 */
@injectable()
export class EnsureMemberRecordUseCase {
  constructor(
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(input: EnsureMemberRecordInput): Promise<EnsureMemberRecordResult> {
    try {
      if ((await this.memberRecords.get(input.uid)) !== null) return { outcome: 'existing' };
      await claimMemberRecord(
        this.memberRecords,
        {
          uid: input.uid,
          email: input.email,
          displayName: input.displayName ?? fallbackName(input.email),
          phoneNumber: input.phoneNumber ?? '',
        },
        this.config,
        this.clock.now(),
      );
      return { outcome: 'created' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}
