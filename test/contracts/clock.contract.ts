import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClockPort } from '../../src/ports/clock.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';

export interface ClockFixtures {
  /** Moves a controllable clock forward; absent for the system clock. */
  advance?(ms: number): void;
}

export type ClockSubject = ContractSubject<ClockPort, ClockFixtures>;

export function describeClockContract(adapterName: string, makeSubject: MakeSubject<ClockPort, ClockFixtures>): void {
  describe(`ClockPort contract: ${adapterName}`, () => {
    let subject: ClockSubject;

    beforeEach(async () => {
      subject = await makeSubject();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('tells the time as whole epoch milliseconds after 2020', () => {
      const now = subject.port.now();
      expect(Number.isSafeInteger(now)).toBe(true);
      expect(now).toBeGreaterThan(Date.UTC(2020, 0, 1));
    });

    it('never goes backwards between two readings', () => {
      const first = subject.port.now();
      expect(subject.port.now()).toBeGreaterThanOrEqual(first);
    });

    it('moves by exactly the step when advanced', (context) => {
      const { advance } = subject.fixtures;
      if (advance === undefined) {
        // Skipped for a real-time clock: it cannot be moved in a test.
        context.skip('this clock follows real time');
        return;
      }
      const before = subject.port.now();
      advance(3_600_000);
      expect(subject.port.now()).toBe(before + 3_600_000);
    });
  });
}
