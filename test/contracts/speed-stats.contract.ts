import { beforeEach, describe, expect, it } from 'vitest';
import { bucketOf, p75, speedReportOf } from '../../src/core/speed/speed-metrics';
import type { SpeedStatsPort } from '../../src/ports/speed-stats.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

type TwoInstances = SpeedStatsPort & { readonly second: SpeedStatsPort };

/**
 * `second` is another server instance on the same store: reports from many instances at once
 * must add up, since Cloud Functions runs several.
 */
export function describeSpeedStatsContract(adapterName: string, makeSubject: MakeSubject<TwoInstances>): void {
  describe(`SpeedStatsPort contract: ${adapterName}`, () => {
    let subject: ContractSubject<TwoInstances>;
    let route: string;
    // Days far apart per run, so runs on a shared emulator never read each other's reports.
    let day: string;

    beforeEach(async () => {
      subject = await makeSubject();
      route = `/contract-${uniqueMemberId().slice(0, 12).toLowerCase()}`;
      const n = Math.floor(Math.random() * 700);
      day = `2${String(100 + Math.floor(n / 12)).padStart(3, '0')}-${String((n % 12) + 1).padStart(2, '0')}-15`;
    });

    it('adds reports from two instances and every shard into one histogram per route and day', async () => {
      const writes = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? subject.port : subject.port.second).add(day, route, i % 3, [{ metric: 'LCP', value: 1000 + i * 100 }]));
      await Promise.all(writes);
      await subject.port.second.add(day, route, 0, [{ metric: 'CLS', value: 0.3 }, { metric: 'INP', value: 90 }]);
      const days = (await subject.port.read(day, day)).filter((d) => d.route === route);
      expect(days).toHaveLength(1);
      const lcp = days[0]?.metrics.LCP ?? [];
      expect(lcp.reduce((a, b) => a + b, 0)).toBe(12);
      expect(lcp[bucketOf('LCP', 1000)]).toBe(1);
      expect(p75('CLS', days[0]?.metrics.CLS ?? [])).toBe(0.3);
      const [row] = speedReportOf(days);
      expect(row).toMatchObject({ route, samples: 12, p75: { INP: 100 } });
    });

    it('reads only the days asked for', async () => {
      const next = `${day.slice(0, 8)}16`;
      await subject.port.add(day, route, 0, [{ metric: 'INP', value: 40 }]);
      await subject.port.add(next, route, 0, [{ metric: 'INP', value: 40 }]);
      expect((await subject.port.read(next, next)).filter((d) => d.route === route).map((d) => d.day)).toEqual([next]);
      expect((await subject.port.read(day, next)).filter((d) => d.route === route)).toHaveLength(2);
    });
  });
}
