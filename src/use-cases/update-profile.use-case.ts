import { inject, injectable } from 'inversify';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import { validateProfile, type ProfileDetails, type ProfileErrors } from '../core/validation/profile-validation';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';

export type UpdateProfileResult =
  | { readonly outcome: 'invalid'; readonly errors: ProfileErrors }
  | { readonly outcome: 'failed'; readonly code: ErrorCode }
  | { readonly outcome: 'saved' };

/**
 * Saves the public profile a member fills in at onboarding. It never touches `setup`: that flag
 * marks set-ups managed by the team (no activation banner) and is decided by administrators.
 */
@injectable()
export class UpdateProfileUseCase {
  constructor(@inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort) {}

  async execute(memberId: string, details: ProfileDetails): Promise<UpdateProfileResult> {
    const validation = validateProfile(details);
    if (!validation.ok) return { outcome: 'invalid', errors: validation.errors };
    const { namePublico, businessName, phoneNumber, siteLanguage, themeColor } = validation.normalized;
    try {
      await this.memberRecords.updateProfile(memberId, { namePublico, businessName, phoneNumber, siteLanguage, themeColor });
      return { outcome: 'saved' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}
