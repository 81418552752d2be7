import { describe, expect, it } from 'vitest';
import { SITE_RESULTS } from '../../../src/ports/site-results.port';
import { cliHarness } from './cli-harness';

const UID = 'statsmember0000000000000001';
const DAY_MS = 24 * 60 * 60 * 1000;
const hash = (i: number) => `visitor${String(i).padStart(6, '0')}hashhashhash`;

async function seeded() {
  const cli = cliHarness();
  await cli.seed(UID, { username: 'sol1234' });
  const results = cli.get(SITE_RESULTS);
  const now = cli.clock.now();
  await results.recordVisit(UID, { visitorKey: hash(1), addressKey: hash(1), at: now, language: 'es', source: 'qr', referrer: null, page: '/es' });
  await results.recordVisit(UID, { visitorKey: hash(2), addressKey: hash(2), at: now, language: 'en', source: 'search', referrer: 'google.com', page: '/en' });
  await results.recordAction(UID, { kind: 'call', visitorKey: hash(1), addressKey: hash(1), at: now, language: 'es' });
  await results.recordAction(UID, { kind: 'whatsapp', visitorKey: hash(1), addressKey: hash(1), at: now, language: 'es' });
  // Ten days ago: in the 30-day period, before the 7-day one.
  await results.recordAction(UID, { kind: 'call', visitorKey: hash(3), addressKey: hash(3), at: now - 10 * DAY_MS, language: 'en' });
  return cli;
}

describe('stats', () => {
  it('shows views, actions and sources against the period before, found by username', async () => {
    const cli = await seeded();
    const result = await cli.run('stats', 'sol1234', '--days', '7');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Views          2 (+2 on the period before)');
    expect(result.stdout).toContain('Actions        2 (+1 on the period before)');
    expect(result.stdout).toMatch(/call\s+1 \(\+0 on the period before\)/);
    expect(result.stdout).toContain('Sources        qr 1, search 1');
    expect(result.stdout).toContain('Referrers      google.com 1');
  });

  it('gives the same figures as JSON, 30 days by default', async () => {
    const cli = await seeded();
    const report = JSON.parse((await cli.run('stats', UID, '--json')).stdout) as { days: number; series: unknown[]; totals: { views: number; actions: Record<string, number> } };
    expect(report.days).toBe(30);
    expect(report.series).toHaveLength(30);
    expect(report.totals).toMatchObject({ views: 2, actions: { call: 2, whatsapp: 1, email: 0, directions: 0, form: 0 } });
  });

  it('refuses a period that is not 1 to 366 days', async () => {
    const cli = await seeded();
    for (const days of ['0', '367', 'abc', '-3']) expect((await cli.run('stats', UID, '--days', days)).code).toBe(2);
  });
});
