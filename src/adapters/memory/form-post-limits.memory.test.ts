import { describe, expect, it } from 'vitest';
import { FORM_POST_LIMITS } from '../../core/forms/post-limits';
import type { EpochMs } from '../../core/time/time';
import { MemoryDatabase } from './memory-database';
import { MemoryFormPostLimits } from './form-post-limits.memory';

const AT = Date.parse('2026-11-26T15:00:00Z') as EpochMs;
const key = (i: number) => `visitor-key-${String(i).padStart(6, '0')}`;

describe('MemoryFormPostLimits', () => {
  it("keeps the portal's daily count apart from the forms': a full day of messages never closes sign-ins", async () => {
    const limits = new MemoryFormPostLimits(new MemoryDatabase());
    for (let i = 0; i < FORM_POST_LIMITS.perSitePerDay; i += 1) expect(await limits.admit('owner', key(i), AT)).toBe('accepted');
    expect(await limits.admit('owner', key(9999), AT)).toBe('site-limit');
    expect(await limits.admit('owner', key(9999), AT, 'portal')).toBe('accepted');
  });

  it('applies the per-address limit to every post, whatever it is for', async () => {
    const limits = new MemoryFormPostLimits(new MemoryDatabase());
    for (let i = 0; i < FORM_POST_LIMITS.perAddressPerMinute; i += 1) expect(await limits.admit('owner', key(1), AT, i % 2 === 0 ? 'portal' : 'forms')).toBe('accepted');
    expect(await limits.admit('owner', key(1), AT, 'portal')).toBe('address-limit');
  });
});
