import { inject, injectable } from 'inversify';
import { AppError } from '../../core/errors/error-codes';
import type { MemberRecord } from '../../core/member/member-record';
import { isValidMemberId } from '../../core/member/member-id';
import { MEMBER_DIRECTORY, type MemberDirectoryPort } from '../../ports/member-directory.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
// A query longer than the longest email an account may have cannot name anybody.
import { EMAIL_MAX_LENGTH } from '../../core/validation/sign-up-validation';

/**
 * Finds one member from what an administrator has at hand: the id, the email or the username.
 * Anything with '@' is an email; anything else is tried as an id first (ids are exact), then
 * as a username. Malformed input is refused before it reaches a query.
 */
@injectable()
export class FindMemberUseCase {
  constructor(
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(MEMBER_DIRECTORY) private readonly directory: MemberDirectoryPort,
  ) {}

  async execute(query: string): Promise<MemberRecord> {
    const wanted = query.trim();
    if (wanted.includes('@')) {
      // eslint-disable-next-line no-control-regex
      if (wanted.length > EMAIL_MAX_LENGTH || /[\u0000-\u001F\u007F\s]/.test(wanted)) throw new AppError('invalid-input', { detail: 'malformed email' });
      return this.orNotFound(await this.directory.findByEmail(wanted), wanted);
    }
    if (!isValidMemberId(wanted)) throw new AppError('invalid-input', { detail: 'malformed member id or username' });
    const byId = await this.memberRecords.get(wanted);
    if (byId !== null) return byId;
    return this.orNotFound(await this.directory.findByUsername(wanted), wanted);
  }

  private orNotFound(member: MemberRecord | null, query: string): MemberRecord {
    if (member === null) throw new AppError('not-found', { detail: `member ${query}` });
    return member;
  }
}
