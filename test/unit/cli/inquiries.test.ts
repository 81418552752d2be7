import { describe, expect, it } from 'vitest';
import type { NewInquiry } from '../../../src/core/inquiries/inquiry';
import { INQUIRIES } from '../../../src/ports/inquiries.port';
import { cliHarness, tableRows } from './cli-harness';

const contact: NewInquiry = { kind: 'contact', language: 'en', name: 'Ana', email: 'ana@example.com', message: 'Hello\n\u001b[31mred\u001b[0m', intake: null };
const intake: NewInquiry = {
  kind: 'website-intake',
  language: 'es',
  name: 'Bea',
  email: 'bea@luna.test',
  message: 'Pan',
  intake: { businessName: 'Luna', phoneNumber: '', businessType: 'bakery', pages: ['hours'] },
};

async function withInquiries() {
  const cli = cliHarness();
  const first = await cli.get(INQUIRIES).submit(contact);
  cli.clock.advance(1000);
  const second = await cli.get(INQUIRIES).submit(intake);
  return { cli, first, second };
}

describe('inquiries list, show and close', () => {
  it('lists open inquiries newest first, as a table and as JSON', async () => {
    const { cli, first, second } = await withInquiries();
    const table = await cli.run('inquiries', 'list');
    expect(table.code).toBe(0);
    expect(tableRows(table.stdout).map((row) => row.split(/\s+/)[0])).toEqual([second, first]);
    expect(table.stdout).toContain('Luna (Bea)');
    const listed = JSON.parse((await cli.run('inquiries', 'list', '--json')).stdout) as { count: number; inquiries: Array<{ id: string; status: string; intake: unknown }> };
    expect(listed.count).toBe(2);
    expect(listed.inquiries[0]).toMatchObject({ id: second, status: 'open', intake: { businessName: 'Luna', pages: ['hours'] } });
  });

  it('closes one: it leaves the open list and shows in the handled one', async () => {
    const { cli, first, second } = await withInquiries();
    expect((await cli.run('inquiries', 'close', first)).stdout).toBe(`Inquiry ${first} marked handled.\n`);
    expect((await cli.run('inquiries', 'close', first)).stdout).toBe(`Inquiry ${first} was already handled.\n`);
    const open = JSON.parse((await cli.run('inquiries', 'list', '--status', 'open', '--json')).stdout) as { inquiries: Array<{ id: string }> };
    expect(open.inquiries.map((i) => i.id)).toEqual([second]);
    const handled = JSON.parse((await cli.run('inquiries', 'list', '--status', 'handled', '--json')).stdout) as { inquiries: Array<{ id: string; handledAt: string }> };
    expect(handled.inquiries).toMatchObject([{ id: first, handledAt: new Date(cli.clock.now()).toISOString() }]);
  });

  it('shows everything the visitor sent, with nothing that drives the terminal', async () => {
    const { cli, first, second } = await withInquiries();
    const shown = await cli.run('inquiries', 'show', first);
    expect(shown.stdout).toContain('email     ana@example.com');
    expect(shown.stdout).toContain('Hello\n');
    expect(shown.stdout).not.toContain('\u001b');
    const json = JSON.parse((await cli.run('inquiries', 'show', second, '--json')).stdout) as { kind: string; intake: { businessType: string } };
    expect(json).toMatchObject({ kind: 'website-intake', intake: { businessType: 'bakery' } });
  });

  it('an unknown id fails with a message and a non-zero exit', async () => {
    const cli = cliHarness();
    const shown = await cli.run('inquiries', 'show', 'nope');
    expect(shown.code).not.toBe(0);
    expect(shown.stderr).toMatch(/not found|not-found/i);
    expect((await cli.run('inquiries', 'close', 'nope')).code).not.toBe(0);
    expect((await cli.run('inquiries', 'list', '--status', 'closed')).code).not.toBe(0);
  });
});
