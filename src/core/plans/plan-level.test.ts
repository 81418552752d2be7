import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanLevel } from './plan-level';
import { planLevelOf, tierAtLeast, tierOfLevel } from './plan-level';

describe('planLevelOf', () => {
  it.each([
    ['Starter', 1],
    ['Basic Plan', 1],
    ['Growth Plan', 2],
    ['Professional Plan', 2],
    ['Scale+ Plan', 3],
    ['Elite Plan', 3],
    ['  elite   PLAN ', 3],
    ['basic', 1],
    ['Professional', 2],
    ['Enterprise Plan', 0],
    ['', 0],
    ['Plan', 0],
    ['__proto__', 0],
    ['constructor', 0],
    [null, 0],
    [undefined, 0],
  ] as const)('%j is level %i', (name, level) => {
    expect(planLevelOf(name)).toBe(level);
  });

  it('ignores case and surrounding or repeated whitespace', () => {
    const names = ['Starter', 'Basic Plan', 'Growth Plan', 'Professional Plan', 'Scale+ Plan', 'Elite Plan'];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.array(fc.boolean()), fc.constantFrom('', ' ', '  ', '\t'), (name, mask, pad) => {
        const varied = [...name].map((c, i) => (mask[i] ? c.toUpperCase() : c.toLowerCase())).join('').replace(' ', ` ${pad}`);
        expect(planLevelOf(`${pad}${varied}${pad}`)).toBe(planLevelOf(name));
      }),
    );
  });
});

describe('tierOfLevel', () => {
  it.each([
    [0, 'Basic'],
    [1, 'Basic'],
    [2, 'Professional'],
    [3, 'Elite'],
  ] as const)('level %i opens %s', (level: PlanLevel, tier) => {
    expect(tierOfLevel(level)).toBe(tier);
  });
});

describe('tierAtLeast', () => {
  it('orders Basic < Professional < Elite', () => {
    expect(tierAtLeast('Elite', 'Professional')).toBe(true);
    expect(tierAtLeast('Professional', 'Professional')).toBe(true);
    expect(tierAtLeast('Basic', 'Professional')).toBe(false);
  });
});
