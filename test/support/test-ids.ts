import { DEFAULT_APP_CONFIG } from '../../src/core/config/app-config';
import { newMemberRecord } from '../../src/core/member/new-member-record';
import type { NewMemberRecord } from '../../src/ports/member-records.port';

const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomLowercase(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let text = '';
  for (const byte of bytes) text += LOWER_ALPHANUMERIC[byte % LOWER_ALPHANUMERIC.length] ?? 'a';
  return text;
}

/**
 * A member id no other test uses, so suites can share one emulator. Its first 7 characters are
 * random, so usernames (derived from them) do not collide either.
 */
export function uniqueMemberId(): string {
  return `${randomLowercase(12)}Test${randomLowercase(12)}`;
}

export function uniqueEmail(label = 'member'): string {
  return `${label}-${randomLowercase(12)}@example.test`;
}

/** The record sign-up would write for `memberId`, with any field overridden. */
export function memberRecordFixture(memberId: string, overrides: Partial<NewMemberRecord> = {}): NewMemberRecord {
  const base = newMemberRecord(
    { uid: memberId, email: `${memberId.toLowerCase()}@example.test`, displayName: `Member ${memberId.slice(0, 6)}`, phoneNumber: '+1 555 010 0000' },
    DEFAULT_APP_CONFIG,
    Date.UTC(2024, 0, 15),
  );
  return { ...base, ...overrides };
}
