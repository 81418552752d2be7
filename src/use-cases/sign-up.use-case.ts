import { inject, injectable } from 'inversify';
import type { AppConfig } from '../core/config/app-config';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import type { SignUpDetails } from '../core/member/member-record';
import { validateSignUp, type SignUpErrors } from '../core/validation/sign-up-validation';
import { APP_CONFIG } from '../ports/app-config.port';
import { AUTH, type AuthPort } from '../ports/auth.port';
import { CLOCK, type ClockPort } from '../ports/clock.port';
import { LOGGER, type LoggerPort } from '../ports/logger.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';
import { claimMemberRecord } from './claim-member-record';

export type SignUpResult =
  | { readonly outcome: 'invalid'; readonly errors: SignUpErrors }
  | { readonly outcome: 'failed'; readonly code: ErrorCode }
  /**
   * The account exists and is signed in. `recordError` is set when the member record could not
   * be written: the account still works and the record is written on the next sign-in.
   */
  | { readonly outcome: 'signed-up'; readonly uid: string; readonly recordError: ErrorCode | null };

/** Spec sections 3 and 5: create the account, then vMember/{uid} with the sign-up values. */
@injectable()
export class SignUpUseCase {
  constructor(
    @inject(AUTH) private readonly auth: AuthPort,
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async execute(details: SignUpDetails): Promise<SignUpResult> {
    const validation = validateSignUp(details);
    if (!validation.ok) return { outcome: 'invalid', errors: validation.errors };
    const { email, password, displayName, phoneNumber } = validation.normalized;

    let uid: string;
    try {
      uid = (await this.auth.createUser(email, password)).uid;
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }

    try {
      await claimMemberRecord(this.memberRecords, { uid, email, displayName, phoneNumber }, this.config, this.clock.now());
      return { outcome: 'signed-up', uid, recordError: null };
    } catch (error) {
      this.logger.error('Member record not created at sign-up', error);
      return { outcome: 'signed-up', uid, recordError: toErrorCode(error) };
    }
  }
}
