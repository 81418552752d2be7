import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { CLOCK } from '../../ports/clock.port';
import { MEMBER_RECORDS } from '../../ports/member-records.port';
import type { MemberRecordsPort } from '../../ports/member-records.port';
import { FakeClock } from './clock.memory';
import { MemoryDatabase } from './memory-database';
import { memoryModule } from './memory.module';
import { FakePushDevice } from './push-messaging.memory';
import { PUSH_MESSAGING } from '../../ports/push-messaging.port';
import { SHARE } from '../../ports/share.port';
import { LANGUAGE_PREFERENCE } from '../../ports/language-preference.port';
import type { LanguagePreferencePort } from '../../ports/language-preference.port';
import type { SharePort } from '../../ports/share.port';
import type { PushMessagingPort } from '../../ports/push-messaging.port';
import { memberRecordFixture } from '../../../test/support/test-ids';

// Every token any port module exports, so a port added later without a memory binding fails here.
// APP_CONFIG is left out: it is the deployment's settings, bound by each composition root. So is
// DIGEST: a digest has no state to simulate, and the server's root binds Node's own everywhere.
const portModules = import.meta.glob<Record<string, unknown>>(['../../ports/*.port.ts', '!../../ports/app-config.port.ts', '!../../ports/digest.port.ts'], { eager: true });
const portTokens = Object.entries(portModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, symbol] => typeof entry[1] === 'symbol')
    .map(([name, token]) => ({ file, name, token })),
);

function containerOn(db: MemoryDatabase, options: Parameters<typeof memoryModule>[1] = {}): Container {
  const container = new Container();
  container.load(memoryModule(db, options));
  return container;
}

describe('memoryModule', () => {
  it('finds the port tokens to check', () => {
    expect(portTokens.length).toBeGreaterThanOrEqual(16);
  });

  it.each(portTokens.map((entry) => [`${entry.name} (${entry.file})`, entry.token] as const))('binds %s', (_name, token) => {
    const container = containerOn(new MemoryDatabase({ clock: new FakeClock() }));
    const first: unknown = container.get(token);
    expect(first).toBeTypeOf('object');
    expect(container.get(token)).toBe(first);
  });

  it("binds the database's clock, so server timestamps and the app's now agree", () => {
    const clock = new FakeClock(42);
    const container = containerOn(new MemoryDatabase({ clock }));
    expect(container.get(CLOCK)).toBe(clock);
  });

  it('gives each container its own device but one shared backend', async () => {
    const db = new MemoryDatabase({ clock: new FakeClock() });
    const laptop = containerOn(db);
    const phone = containerOn(db);
    expect(laptop.get<SharePort>(SHARE)).not.toBe(phone.get<SharePort>(SHARE));
    await laptop.get<MemberRecordsPort>(MEMBER_RECORDS).create('member1', memberRecordFixture('member1'));
    expect((await phone.get<MemberRecordsPort>(MEMBER_RECORDS).get('member1'))?.id).toBe('member1');
  });

  it('applies the device options', async () => {
    const container = containerOn(new MemoryDatabase(), { push: { supported: false }, share: { nativeShare: true }, language: 'ES' });
    const push = container.get<PushMessagingPort>(PUSH_MESSAGING);
    expect(push).toBeInstanceOf(FakePushDevice);
    expect(await push.isSupported()).toBe(false);
    expect(container.get<SharePort>(SHARE).canShareNatively()).toBe(true);
    expect(container.get<LanguagePreferencePort>(LANGUAGE_PREFERENCE).get()).toBe('ES');
  });
});
