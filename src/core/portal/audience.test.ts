import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanTier } from '../plans/plan-level';
import { FieldReader } from '../site/site-fields';
import type { Audience, Viewer } from './audience';
import { EVERYONE, VISITOR, canSee, isPersonal, readAudience } from './audience';
import { CUSTOMER_STATUSES } from './customer';

const groupId = fc.constantFrom('vip', 'staff', 'kids', 'g_1');
const audience: fc.Arbitrary<Audience> = fc.oneof(
  fc.constant(EVERYONE),
  fc.constant({ kind: 'customers' } as const),
  fc.record({ kind: fc.constant('groups' as const), groups: fc.array(groupId, { minLength: 1, maxLength: 3 }) }),
);
const viewer: fc.Arbitrary<Viewer> = fc.oneof(
  fc.constant(VISITOR),
  fc.record({ kind: fc.constant('customer' as const), status: fc.constantFrom(...CUSTOMER_STATUSES), groups: fc.array(groupId, { maxLength: 3 }) }),
);
const tier = fc.constantFrom<PlanTier | null>('Basic', 'Professional', 'Elite', null);

describe('canSee', () => {
  it('shows what is for everyone to everyone, on every plan', () => {
    fc.assert(
      fc.property(viewer, tier, (v, t) => {
        expect(canSee(EVERYONE, v, t)).toBe(true);
      }),
    );
  });

  it('never shows gated content to a visitor, a pending or blocked customer, or below Elite', () => {
    fc.assert(
      fc.property(audience, viewer, tier, (a, v, t) => {
        if (a.kind === 'everyone') return;
        if (v.kind === 'visitor' || v.status !== 'active' || t !== 'Elite') expect(canSee(a, v, t)).toBe(false);
      }),
    );
  });

  it('shows group content to an active customer exactly when they share a group', () => {
    fc.assert(
      fc.property(fc.array(groupId, { minLength: 1 }), fc.array(groupId), (aimed, mine) => {
        const shares = aimed.some((g) => mine.includes(g));
        expect(canSee({ kind: 'groups', groups: aimed }, { kind: 'customer', status: 'active', groups: mine }, 'Elite')).toBe(shares);
      }),
    );
    expect(canSee({ kind: 'customers' }, { kind: 'customer', status: 'active', groups: [] }, 'Elite')).toBe(true);
  });

  it('treats every customer page as personal', () => {
    expect(isPersonal(VISITOR)).toBe(false);
    expect(isPersonal({ kind: 'customer', status: 'pending', groups: [] })).toBe(true);
  });
});

describe('readAudience', () => {
  function read(raw: unknown) {
    const r = new FieldReader();
    return { value: readAudience(raw, 'audience', r), errors: r.errors };
  }

  it('reads each kind and treats a missing audience as everyone', () => {
    expect(read(undefined)).toEqual({ value: EVERYONE, errors: {} });
    expect(read({ kind: 'customers' }).value).toEqual({ kind: 'customers' });
    expect(read({ kind: 'groups', groups: ['vip', 'vip', 'staff'] }).value).toEqual({ kind: 'groups', groups: ['vip', 'staff'] });
  });

  it('never reads a broken audience wider than customers', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const { value, errors } = read(raw);
        if (Object.keys(errors).length > 0) expect(value.kind).not.toBe('everyone');
      }),
    );
    expect(read({ kind: 'groups', groups: ['../x'] }).errors['audience.groups']).toBe('required');
    expect(read('public').errors.audience).toBe('invalid');
  });
});
