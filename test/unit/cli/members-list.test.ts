import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ADMIN } from '../../../src/ports/subscription-admin.port';
import { DAY_MS } from '../../../src/core/time/time';
import { LIST_PAGE_SIZE } from '../../../src/cli/commands/members-list.command';
import { cliHarness, tableRows } from './cli-harness';

async function threeMembers() {
  const cli = cliHarness({ config: { adminIds: ['carlaadmin01'] } });
  const past = cli.clock.now() - DAY_MS;
  await cli.seed('aliceabcdefg', { name: 'Alice Baker', email: 'zed@example.com', activeUntil: past, published: false });
  await cli.seed('bobabcdefghi', { name: 'Bob Florist', email: 'amy@example.com', activeUntil: past, status: true });
  await cli.get(SUBSCRIPTION_ADMIN).grant('bobabcdefghi', 'Professional Plan', cli.clock.now() + 30 * DAY_MS);
  await cli.seed('carlaadmin01', { name: 'Carla Admin', email: 'kim@example.com', activeUntil: past });
  return cli;
}

describe('members list', () => {
  it('prints a table in id order and names the target on stderr', async () => {
    const cli = await threeMembers();
    const result = await cli.run('members', 'list');
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(/^ID\s+EMAIL\s+USERNAME\s+NAME\s+STATUS/);
    expect(tableRows(result.stdout).map((line) => line.split(/\s+/)[0])).toEqual(['aliceabcdefg', 'bobabcdefghi', 'carlaadmin01']);
    expect(result.stderr).toContain('Target: memory backend');
    expect(cli.openSessions()).toBe(0);
  });

  it('gives machines JSON with the roles and flags', async () => {
    const cli = await threeMembers();
    const result = await cli.run('members', 'list', '--json');
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.stdout) as { members: { id: string; admin: boolean; published: boolean; plan: unknown }[]; count: number; nextPageToken: unknown };
    expect(parsed.count).toBe(3);
    expect(parsed.nextPageToken).toBeNull();
    expect(parsed.members.find((m) => m.id === 'carlaadmin01')).toMatchObject({ admin: true, plan: null });
    expect(parsed.members.find((m) => m.id === 'aliceabcdefg')).toMatchObject({ published: false });
  });

  it('filters by role, published, status and effective plan', async () => {
    const cli = await threeMembers();
    const ids = async (...args: string[]) => {
      const result = await cli.run('members', 'list', '--json', ...args);
      expect(result.code).toBe(0);
      return (JSON.parse(result.stdout) as { members: { id: string }[] }).members.map((m) => m.id);
    };
    expect(await ids('--admin', 'yes')).toEqual(['carlaadmin01']);
    expect(await ids('--published', 'no')).toEqual(['aliceabcdefg']);
    expect(await ids('--status', 'yes')).toEqual(['bobabcdefghi']);
    expect(await ids('--plan', 'professional')).toEqual(['bobabcdefghi']);
    expect(await ids('--plan', 'elite')).toEqual(['carlaadmin01']);
    expect(await ids('--full-access', 'yes')).toEqual([]);
    expect(await ids('--trial', 'no', '--search', 'florist')).toEqual(['bobabcdefghi']);
  });

  it('sorts by email and by plan, and shows the plan column when plans are looked up', async () => {
    const cli = await threeMembers();
    const byEmail = await cli.run('members', 'list', '--sort', 'email');
    expect(tableRows(byEmail.stdout).map((line) => line.split(/\s+/)[0])).toEqual(['bobabcdefghi', 'carlaadmin01', 'aliceabcdefg']);
    const byPlan = await cli.run('members', 'list', '--sort', 'plan');
    expect(byPlan.stdout.split('\n')[0]).toContain('PLAN');
    expect(tableRows(byPlan.stdout).map((line) => line.split(/\s+/)[0])).toEqual(['aliceabcdefg', 'bobabcdefghi', 'carlaadmin01']);
  });

  it('pages with --limit and --page-token, in id order and sorted', async () => {
    const cli = await threeMembers();
    for (const sort of ['id', 'email']) {
      const seen: string[] = [];
      let token: string | null = null;
      for (let page = 0; page < 5; page += 1) {
        const args = ['members', 'list', '--json', '--sort', sort, '--limit', '2', ...(token === null ? [] : ['--page-token', token])];
        const result = await cli.run(...args);
        expect(result.code).toBe(0);
        const parsed = JSON.parse(result.stdout) as { members: { id: string }[]; nextPageToken: string | null };
        seen.push(...parsed.members.map((m) => m.id));
        token = parsed.nextPageToken;
        if (token === null) break;
      }
      expect(seen.sort()).toEqual(['aliceabcdefg', 'bobabcdefghi', 'carlaadmin01']);
    }
    const offset = await cli.run('members', 'list', '--json', '--offset', '1', '--limit', '1');
    expect((JSON.parse(offset.stdout) as { members: { id: string }[] }).members.map((m) => m.id)).toEqual(['bobabcdefghi']);
    const tableWithMore = await cli.run('members', 'list', '--limit', '1');
    expect(tableWithMore.stderr).toMatch(/More members: add --page-token \S+/);
  });

  // Seeding five thousand members takes seconds on a busy machine; the listing itself is quick.
  it('streams more members than one directory page holds', { timeout: 30_000 }, async () => {
    const cli = cliHarness();
    const count = LIST_PAGE_SIZE + 3;
    for (let i = 0; i < count; i += 1) await cli.seed(`${String(i).padStart(5, '0')}bulkmember`);
    const result = await cli.run('members', 'list', '--json');
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.stdout) as { members: { id: string }[]; count: number };
    expect(parsed.count).toBe(count);
    expect(new Set(parsed.members.map((m) => m.id)).size).toBe(count);
  });

  it.each([
    [['--limit', '0']],
    [['--limit', 'ten']],
    [['--offset', '-1']],
    [['--page-token', 'not-a-token']],
    [['--sort', 'shoe-size']],
    [['--plan', 'gold']],
    [['--admin', 'maybe']],
    [['--offset', '1', '--page-token', 'eyJ9']],
  ])('refuses bad usage %j with exit code 2', async (args) => {
    const cli = await threeMembers();
    const result = await cli.run('members', 'list', ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a page token made for another sort', async () => {
    const cli = await threeMembers();
    const first = JSON.parse((await cli.run('members', 'list', '--json', '--limit', '1')).stdout) as { nextPageToken: string };
    const result = await cli.run('members', 'list', '--sort', 'email', '--page-token', first.nextPageToken);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('page token');
  });

  it('fails with exit code 1 and a clear message when the backend is unreachable', async () => {
    const cli = await threeMembers();
    cli.db.setOffline(true);
    const result = await cli.run('members', 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: The backend is unavailable');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(cli.openSessions()).toBe(0);
  });
});
