import { describe, expect, it } from 'vitest';
import { decideSignUp } from './customer';

const now = 1_000_000;
const invite = { email: 'Ana@Example.com', groups: ['vip'], expiresAt: now + 1 };

describe('decideSignUp', () => {
  it('admits an invited customer at once into the invitation groups, whatever the policy', () => {
    for (const policy of ['open', 'approval', 'invitation'] as const) {
      expect(decideSignUp(policy, ' ana@example.com', invite, now)).toEqual({ kind: 'admit', status: 'active', groups: ['vip'] });
    }
  });

  it('follows the policy without a valid invitation', () => {
    expect(decideSignUp('open', 'b@c.co', null, now)).toEqual({ kind: 'admit', status: 'active', groups: [] });
    expect(decideSignUp('approval', 'b@c.co', null, now)).toEqual({ kind: 'admit', status: 'pending', groups: [] });
    expect(decideSignUp('invitation', 'b@c.co', null, now)).toEqual({ kind: 'refuse', reason: 'invitation-required' });
  });

  it('ignores an invitation for another address or one that expired', () => {
    expect(decideSignUp('invitation', 'other@example.com', invite, now).kind).toBe('refuse');
    expect(decideSignUp('invitation', 'ana@example.com', { ...invite, expiresAt: now }, now).kind).toBe('refuse');
  });
});
