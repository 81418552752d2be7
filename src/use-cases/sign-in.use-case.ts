import { inject, injectable } from 'inversify';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import { AUTH, type AuthPort } from '../ports/auth.port';
import { LOGGER, type LoggerPort } from '../ports/logger.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';
import { EnsureMemberRecordUseCase } from './ensure-member-record.use-case';

export type SignInField = 'email' | 'password';

export type SignInResult =
  | { readonly outcome: 'invalid'; readonly errors: Partial<Record<SignInField, 'required'>> }
  | { readonly outcome: 'failed'; readonly code: ErrorCode }
  /** `recordCreated`: the record was missing (a sign-up that did not finish) and is now written. */
  | { readonly outcome: 'signed-in'; readonly uid: string; readonly recordCreated: boolean };

@injectable()
export class SignInUseCase {
  constructor(
    @inject(AUTH) private readonly auth: AuthPort,
    @inject(EnsureMemberRecordUseCase) private readonly ensureMemberRecord: EnsureMemberRecordUseCase,
    @inject(LOGGER) private readonly logger: LoggerPort,
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
  ) {}

  async execute(input: { readonly email: string; readonly password: string }): Promise<SignInResult> {
    const email = input.email.trim();
    const errors: Partial<Record<SignInField, 'required'>> = {};
    if (email === '') errors.email = 'required';
    if (input.password === '') errors.password = 'required';
    if (errors.email || errors.password) return { outcome: 'invalid', errors };

    let user;
    try {
      user = await this.auth.signIn(email, input.password);
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }

    // A business's customer is not a member: no record is made for them, and they are not kept
    // signed in to the dashboard (the rules refuse such a record too).
    if (user.siteCustomer === true && (await this.memberRecords.get(user.uid)) === null) {
      await this.auth.signOut().catch(() => undefined);
      return { outcome: 'failed', code: 'customer-account' };
    }

    const ensured = await this.ensureMemberRecord.execute({ uid: user.uid, email: user.email ?? email });
    // The member is signed in either way; a record that still cannot be written is retried later.
    if (ensured.outcome === 'failed') this.logger.error(`Member record check failed at sign-in: ${ensured.code}`);
    return { outcome: 'signed-in', uid: user.uid, recordCreated: ensured.outcome === 'created' };
  }
}
