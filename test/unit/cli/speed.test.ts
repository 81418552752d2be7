import { describe, expect, it } from 'vitest';
import { speedDayOf } from '../../../src/core/speed/speed-metrics';
import { SPEED_STATS } from '../../../src/ports/speed-stats.port';
import { cliHarness, tableRows } from './cli-harness';

describe('speed', () => {
  it('reports each route p75 of the last 28 days, busiest first, as a table and as JSON', async () => {
    const cli = cliHarness();
    const stats = cli.get(SPEED_STATS);
    const today = speedDayOf(cli.clock.now());
    const old = speedDayOf(cli.clock.now() - 40 * 24 * 60 * 60 * 1000);
    for (const value of [800, 900, 1000, 5000]) await stats.add(today, '/pricing', 0, [{ metric: 'LCP', value }, { metric: 'CLS', value: 0 }]);
    await stats.add(today, '/s/:site', 1, [{ metric: 'INP', value: 620 }]);
    await stats.add(old, '/faqs', 0, [{ metric: 'LCP', value: 100 }]);

    const table = await cli.run('speed');
    expect(table.code).toBe(0);
    const rows = tableRows(table.stdout);
    expect(rows.map((row) => row.split(/\s+/)[0])).toEqual(['/pricing', '/s/:site']);
    expect(rows[0]).toContain('1.00 s good');
    expect(rows[1]).toContain('800 ms poor');

    const report = JSON.parse((await cli.run('speed', '--json')).stdout) as { days: number; routes: Array<{ route: string; visits: number; p75: Record<string, number | null> }> };
    expect(report.days).toBe(28);
    expect(report.routes[0]).toEqual({ route: '/pricing', visits: 4, p75: { LCP: 1000, INP: null, CLS: 0 } });
  });

  it('says so when nothing was reported', async () => {
    const result = await cliHarness().run('speed');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('No visit has reported its speed yet.');
  });
});
