import type { Container } from 'inversify';
import type { FakeShare } from '../../src/adapters/memory/share.memory';
import type { RecordingLogger } from '../../src/adapters/memory/logger.memory';
import { MemoryMailOutbox } from '../../src/adapters/memory/mail-outbox.memory';
import type { OutgoingMail } from '../../src/core/notifications/outgoing-mail';
import { MAIL_OUTBOX } from '../../src/ports/mail-outbox.port';
import { LOGGER } from '../../src/ports/logger.port';
import { SHARE } from '../../src/ports/share.port';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../../src/core/config/app-config';
import type { MemberRecord } from '../../src/core/member/member-record';
import { AppError } from '../../src/core/errors/error-codes';
import { newMemberRecord, usernameCandidates } from '../../src/core/member/new-member-record';
import { APP_CONFIG } from '../../src/ports/app-config.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../src/ports/member-records.port';
import { createMemoryContainer, type MemoryContainer } from './memory-container';

/** A memory container with the app config bound, as the composition roots bind it. */
export function useCaseContainer(config: Partial<AppConfig> = {}): MemoryContainer & { config: AppConfig } {
  const memory = createMemoryContainer();
  const full = { ...DEFAULT_APP_CONFIG, ...config };
  if (!memory.container.isBound(APP_CONFIG)) memory.container.bind(APP_CONFIG).toConstantValue(full);
  return { ...memory, config: full };
}

/** Writes a member record (sign-up defaults plus `overrides`) and returns it as stored. */
export async function seedMember(container: Container, uid: string, overrides: Partial<MemberRecord> = {}): Promise<MemberRecord> {
  const records = container.get<MemberRecordsPort>(MEMBER_RECORDS);
  const input = { uid, email: `${uid.toLowerCase()}@example.com`, displayName: `Member ${uid}`, phoneNumber: '+1 555 010 0000' };
  // Seeded ids often share their first 7 characters: each takes the next free username, as at sign-up.
  for (const username of usernameCandidates(uid)) {
    try {
      await records.create(uid, { ...newMemberRecord(input, DEFAULT_APP_CONFIG, Date.UTC(2024, 0, 1), username), ...overrides });
      break;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'username-taken')) throw error;
    }
  }
  const stored = await records.get(uid);
  if (stored === null) throw new Error(`seedMember: ${uid} was not stored`);
  return stored;
}

/** The e-mail the memory mail outbox of `container` was given. */
export function sentMail(container: Container): readonly OutgoingMail[] {
  return (container.get(MAIL_OUTBOX) as MemoryMailOutbox).sent();
}

/** Makes `container` a deployment without a mail sender. */
export function withoutMailSender(container: Container): void {
  container.rebind(MAIL_OUTBOX).toConstantValue(new MemoryMailOutbox(false));
}

/** The memory logger of a container, to assert what was logged only. */
export function recordingLogger(container: Container): RecordingLogger {
  return container.get(LOGGER) as RecordingLogger;
}

/** The memory share sheet and clipboard of a container. */
export function fakeShare(container: Container): FakeShare {
  return container.get(SHARE) as FakeShare;
}
