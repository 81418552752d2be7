import { describe, expect, it } from 'vitest';
import { SITE_ANALYTICS } from '../../src/ports/site-analytics.port';
import { createMemoryContainer } from '../support/memory-container';
import { uniqueMemberId } from '../support/test-ids';
import { describeSiteAnalyticsContract } from './site-analytics.contract';

describeSiteAnalyticsContract('memory', async () => {
  const { get } = createMemoryContainer();
  return { port: get(SITE_ANALYTICS), fixtures: {} };
});

describe('MemorySiteAnalytics beyond the contract', () => {
  it('a failed view changes neither counter, so total and days never disagree', async () => {
    const { get, db } = createMemoryContainer();
    const port = get(SITE_ANALYTICS);
    const memberId = uniqueMemberId();
    await port.recordView(memberId, '2024-03-09');
    db.failNextWrites(1, 'unavailable');
    await expect(port.recordView(memberId, '2024-03-09')).rejects.toMatchObject({ code: 'unavailable' });
    expect(await port.readViews(memberId)).toEqual({ total: 1, perDay: { '2024-03-09': 1 } });
    await port.recordView(memberId, '2024-03-09');
    expect(await port.readViews(memberId)).toEqual({ total: 2, perDay: { '2024-03-09': 2 } });
  });

  it('accepts 29 February only in leap years', async () => {
    const { get } = createMemoryContainer();
    const port = get(SITE_ANALYTICS);
    const memberId = uniqueMemberId();
    await port.recordView(memberId, '2024-02-29');
    await expect(port.recordView(memberId, '2023-02-29')).rejects.toMatchObject({ code: 'invalid-input' });
    expect((await port.readViews(memberId)).total).toBe(1);
  });
});
