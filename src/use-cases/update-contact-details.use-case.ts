import { inject, injectable } from 'inversify';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import { validateContactDetails, type ContactDetails, type ProfileErrors } from '../core/validation/profile-validation';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';

export type UpdateContactDetailsResult =
  | { readonly outcome: 'invalid'; readonly errors: ProfileErrors }
  | { readonly outcome: 'failed'; readonly code: ErrorCode }
  | { readonly outcome: 'saved' };

/**
 * Settings' save: the member's phone and the site's language. It sends nothing else, so it never
 * writes back a public name or colour the studio changed meanwhile (one editor per fact).
 */
@injectable()
export class UpdateContactDetailsUseCase {
  constructor(@inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort) {}

  async execute(memberId: string, details: ContactDetails): Promise<UpdateContactDetailsResult> {
    const validation = validateContactDetails(details);
    if (!validation.ok) return { outcome: 'invalid', errors: validation.errors };
    try {
      await this.memberRecords.updateProfile(memberId, validation.normalized);
      return { outcome: 'saved' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}
