import { inject, injectable } from 'inversify';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import { isValidEmail } from '../core/validation/sign-up-validation';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';

export type UpdatePublicEmailResult =
  | { readonly outcome: 'invalid' }
  | { readonly outcome: 'failed'; readonly code: ErrorCode }
  | { readonly outcome: 'saved' };

/**
 * Changes the address shown on the member's public site (emailPublico). The sign-in address is
 * the provider's and never changes here.
 */
@injectable()
export class UpdatePublicEmailUseCase {
  constructor(@inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort) {}

  async execute(memberId: string, emailPublico: string): Promise<UpdatePublicEmailResult> {
    const email = emailPublico.trim();
    if (!isValidEmail(email)) return { outcome: 'invalid' };
    try {
      await this.memberRecords.updateProfile(memberId, { emailPublico: email });
      return { outcome: 'saved' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}
