import type { AppConfig } from '../core/config/app-config';
import { AppError, toErrorCode } from '../core/errors/error-codes';
import type { NewMemberInput } from '../core/member/new-member-record';
import { newMemberRecord, usernameCandidates } from '../core/member/new-member-record';
import type { EpochMs } from '../core/time/time';
import type { MemberRecordsPort } from '../ports/member-records.port';

/**
 * Writes the new member's record under the first username no one else holds (the record and its
 * public address are claimed together, so two members racing for one username cannot both get
 * it). Resolves with the username taken.
 */
export async function claimMemberRecord(memberRecords: MemberRecordsPort, input: NewMemberInput, config: AppConfig, now: EpochMs): Promise<string> {
  for (const username of usernameCandidates(input.uid)) {
    try {
      await memberRecords.create(input.uid, newMemberRecord(input, config, now, username));
      return username;
    } catch (error) {
      if (toErrorCode(error) !== 'username-taken') throw error;
    }
  }
  throw new AppError('username-taken', { detail: `every username of ${input.uid} is taken` });
}
