import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, addDays } from './time';

describe('time', () => {
  it('defines the durations in milliseconds', () => {
    expect([SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([1000, 60_000, 3_600_000, 86_400_000]);
  });

  it('adds days', () => {
    expect(addDays(1000, 0)).toBe(1000);
    expect(addDays(0, 7)).toBe(604_800_000);
  });
});
