import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/core/time/time';
import { MESSAGES } from '../../../src/ports/messages.port';
import { SITE_ANALYTICS } from '../../../src/ports/site-analytics.port';
import { SUBSCRIPTION_ADMIN } from '../../../src/ports/subscription-admin.port';
import { cliHarness } from './cli-harness';

async function oneMember() {
  const cli = cliHarness();
  await cli.seed('showmember01', { name: 'Dora Baker', email: 'dora@example.com', username: 'showmem', activeUntil: cli.clock.now() + 3 * DAY_MS, createdAt: null });
  await cli.get(MESSAGES).send('showmember01', { title: 'Welcome', body: 'Hello' });
  await cli.get(MESSAGES).send('showmember01', { title: 'Tip', body: 'Add photos' });
  await cli.get(SITE_ANALYTICS).recordView('showmember01', '2024-03-01');
  return cli;
}

describe('member show', () => {
  it('explains what the member sees: plan, access, banner, flags, unread, views', async () => {
    const cli = await oneMember();
    const result = await cli.run('member', 'show', 'showmember01');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Effective plan\s+Elite/);
    expect(result.stdout).toMatch(/Access level\s+0/);
    expect(result.stdout).toMatch(/Banner on \/dashboard\s+"Free trial" countdown/);
    expect(result.stdout).toMatch(/Unread messages\s+2/);
    expect(result.stdout).toMatch(/Views\s+1 in total/);
    expect(result.stdout).toContain('Subscriptions:\n  none');
  });

  it('finds a member by email or username as well as by id', async () => {
    const cli = await oneMember();
    for (const query of ['DORA@example.com', 'showmem']) {
      const result = await cli.run('member', 'show', query, '--json');
      expect(result.code).toBe(0);
      expect((JSON.parse(result.stdout) as { member: { id: string } }).member.id).toBe('showmember01');
    }
  });

  it('gives machines JSON, and points at a status fix that is due', async () => {
    const cli = await oneMember();
    await cli.clock.advance(4 * DAY_MS);
    await cli.get(SUBSCRIPTION_ADMIN).grant('showmember01', 'Basic Plan', cli.clock.now() + 30 * DAY_MS);
    const json = JSON.parse((await cli.run('member', 'show', 'showmember01', '--json')).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      effectivePlan: 'Basic',
      accessLevel: 1,
      banner: { kind: 'all-set' },
      desiredStatusTrial: { status: true, trial: false },
      unreadMessages: 2,
      views: { total: 1, perDay: { '2024-03-01': 1 } },
      roles: { isAdmin: false, hasFullAccess: false },
    });
    expect((json['subscriptions'] as unknown[]).length).toBe(1);
    const table = await cli.run('member', 'show', 'showmember01');
    expect(table.stdout).toContain('run `member fix-status`');
    expect(table.stdout).toMatch(/sub_\S+\s+active\s+Basic Plan/);
  });

  it('says so when nobody matches (exit 1)', async () => {
    const cli = await oneMember();
    const result = await cli.run('member', 'show', 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: No member matches "nobody@example.com".');
  });

  it.each(['a/b', '', 'x'.repeat(129), 'evil\u001b[2Jname', 'tab\tbed'])('refuses a malformed id %j (exit 2) without echoing control characters', async (query) => {
    const cli = await oneMember();
    const result = await cli.run('member', 'show', query);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is not a member id, email or username');
    // eslint-disable-next-line no-control-regex
    expect(result.stderr).not.toMatch(/\u001b/);
  });

  it('shows stored text with terminal control characters made visible', async () => {
    const cli = cliHarness();
    await cli.seed('escapemember', { name: 'Evil\u001b[31mRed\u202Eevil' });
    const result = await cli.run('member', 'show', 'escapemember');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Evil\\u001b[31mRed\\u202eevil');
  });
});

describe('member export', () => {
  it('writes everything about one member as JSON, messages included', async () => {
    const cli = await oneMember();
    const result = await cli.run('member', 'export', 'showmember01');
    expect(result.code).toBe(0);
    const exported = JSON.parse(result.stdout) as { member: { id: string; email: string }; messages: { title: string; leido: boolean }[]; views: { total: number }; effectivePlan: string; exportedAt: string };
    expect(exported.member).toMatchObject({ id: 'showmember01', email: 'dora@example.com' });
    expect(exported.messages.map((m) => m.title).sort()).toEqual(['Tip', 'Welcome']);
    expect(exported.views.total).toBe(1);
    expect(exported.effectivePlan).toBe('Elite');
    expect(new Date(exported.exportedAt).getTime()).toBe(cli.clock.now());
  });

  it('refuses an unknown id (1) and a malformed one (2)', async () => {
    const cli = await oneMember();
    expect((await cli.run('member', 'export', 'nobody')).code).toBe(1);
    const malformed = await cli.run('member', 'export', '../x');
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('is not a member id');
    expect(cli.connects).toHaveLength(1);
  });
});
