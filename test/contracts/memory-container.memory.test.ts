import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../src/core/config/app-config';
import { APP_CONFIG } from '../../src/ports/app-config.port';
import { AUTH } from '../../src/ports/auth.port';
import { CLOCK } from '../../src/ports/clock.port';
import { FILE_STORAGE } from '../../src/ports/file-storage.port';
import { LANGUAGE_PREFERENCE } from '../../src/ports/language-preference.port';
import { LOGGER } from '../../src/ports/logger.port';
import { MEMBER_ADMIN } from '../../src/ports/member-admin.port';
import { MEMBER_DIRECTORY } from '../../src/ports/member-directory.port';
import { MEMBER_RECORDS } from '../../src/ports/member-records.port';
import { MESSAGES } from '../../src/ports/messages.port';
import { PUSH_MESSAGING } from '../../src/ports/push-messaging.port';
import { PUSH_TOKEN_RECORD } from '../../src/ports/push-token-record.port';
import { PUSH_TOKENS } from '../../src/ports/push-tokens.port';
import { SHARE } from '../../src/ports/share.port';
import { SITE_ANALYTICS } from '../../src/ports/site-analytics.port';
import { SUBSCRIPTION_ADMIN } from '../../src/ports/subscription-admin.port';
import { SUBSCRIPTIONS } from '../../src/ports/subscriptions.port';
import type { PortToken } from '../../src/ports/port-token';
import { createMemoryContainer } from '../support/memory-container';

const PORT_TOKENS: ReadonlyArray<PortToken<unknown>> = [
  AUTH, CLOCK, FILE_STORAGE, LANGUAGE_PREFERENCE, LOGGER, MEMBER_ADMIN, MEMBER_DIRECTORY, MEMBER_RECORDS,
  MESSAGES, PUSH_MESSAGING, PUSH_TOKENS, SHARE, SITE_ANALYTICS, SUBSCRIPTION_ADMIN, SUBSCRIPTIONS, PUSH_TOKEN_RECORD,
];

describe('createMemoryContainer (the test composition root)', () => {
  it('resolves every port', () => {
    const { get } = createMemoryContainer();
    for (const token of PORT_TOKENS) expect(get(token), token.toString()).toBeTypeOf('object');
  });

  it('binds the one fake clock it returns, starting at the requested time', () => {
    const { get, clock, db } = createMemoryContainer({ now: 1_234 });
    expect(get(CLOCK)).toBe(clock);
    expect(db.clock).toBe(clock);
    expect(clock.now()).toBe(1_234);
  });

  it('binds the app config over the defaults when one is given, and leaves it unbound otherwise', () => {
    expect(createMemoryContainer().container.isBound(APP_CONFIG)).toBe(false);
    const { get } = createMemoryContainer({ config: { adminIds: ['boss'] } });
    expect(get(APP_CONFIG)).toEqual({ ...DEFAULT_APP_CONFIG, adminIds: ['boss'] });
  });

  it('a second container on the same database is another device on the same backend', async () => {
    const first = createMemoryContainer();
    const second = createMemoryContainer({ db: first.db });
    expect(second.clock).toBe(first.clock);
    expect(second.get(AUTH)).not.toBe(first.get(AUTH));
    const id = await first.get(MESSAGES).send('member1', { title: 't', body: 'b' });
    await second.get(MESSAGES).markRead('member1', id);
  });
});
