import { describe, expect, it } from 'vitest';
import { INQUIRIES } from '../../src/ports/inquiries.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeInquiriesContract } from './inquiries.contract';

describeInquiriesContract('memory', async () => {
  const { get } = createMemoryContainer({ now: Date.now() });
  return { port: get(INQUIRIES), fixtures: {}, quietPeriodMs: 0 };
});

describe('MemoryInquiries beyond the contract', () => {
  it('an offline submission fails at once instead of waiting', async () => {
    const { get, db } = createMemoryContainer();
    db.setOffline(true);
    await expect(get(INQUIRIES).submit({ kind: 'contact', language: 'en', name: 'A', email: 'a@b.co', message: 'm', intake: null })).rejects.toMatchObject({ code: 'unavailable' });
    db.setOffline(false);
    expect(await get(INQUIRIES).list('all')).toEqual([]);
  });
});
