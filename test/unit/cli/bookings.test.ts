import { describe, expect, it } from 'vitest';
import type { NewBooking } from '../../../src/core/bookings/booking';
import { DAY_MS, HOUR_MS } from '../../../src/core/time/time';
import { BOOKINGS_PORT } from '../../../src/ports/bookings.port';
import { cliHarness, tableRows } from './cli-harness';

function booking(start: number, name: string): NewBooking {
  return { serviceId: 'haircut', serviceName: 'Haircut', start, end: start + HOUR_MS, status: 'requested', visitor: { name, email: `${name.toLowerCase()}@example.com`, phone: '', note: '', language: 'es' }, createdAt: start - DAY_MS, manageKey: 'k' };
}

async function withBookings() {
  const cli = cliHarness();
  await cli.seed('bookmember01', { username: 'bookmem', email: 'owner@example.com' });
  const port = cli.get(BOOKINGS_PORT);
  const now = cli.clock.now();
  const rule = { capacity: 1, bufferMinutes: 0 };
  await port.book('bookmember01', booking(now + 2 * DAY_MS, 'Luis'), rule);
  await port.book('bookmember01', booking(now + DAY_MS, 'Ana\u001b[31m'), rule);
  await port.book('bookmember01', booking(now - 3 * DAY_MS, 'Old'), rule);
  return cli;
}

describe('bookings list', () => {
  it("lists a member's bookings from yesterday on, earliest first, with nothing that drives the terminal", async () => {
    const cli = await withBookings();
    const table = await cli.run('bookings', 'list', 'bookmem');
    expect(table.code).toBe(0);
    const rows = tableRows(table.stdout);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Ana\\u001b[31m');
    expect(rows[1]).toContain('Luis');
    expect(table.stdout).not.toContain('\u001b');
  });

  it('gives the same as JSON', async () => {
    const cli = await withBookings();
    const listed = JSON.parse((await cli.run('bookings', 'list', 'owner@example.com', '--json')).stdout) as Array<{ name: string; status: string; language: string; start: string }>;
    expect(listed.map((b) => b.name)).toEqual(['Ana\u001b[31m', 'Luis']);
    expect(listed[0]).toMatchObject({ status: 'requested', language: 'es', start: new Date(cli.clock.now() + DAY_MS).toISOString() });
  });

  it('fails with a message for an unknown member', async () => {
    const cli = cliHarness();
    const result = await cli.run('bookings', 'list', 'nobody');
    expect(result.code).not.toBe(0);
    expect(result.stderr).not.toBe('');
  });
});
