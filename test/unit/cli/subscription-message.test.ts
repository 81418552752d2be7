import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/core/time/time';
import { MESSAGES } from '../../../src/ports/messages.port';
import { SUBSCRIPTIONS } from '../../../src/ports/subscriptions.port';
import { cliHarness } from './cli-harness';

async function expiredMember() {
  const cli = cliHarness();
  await cli.seed('submember001', { activeUntil: cli.clock.now() - DAY_MS, status: false, trial: false });
  return cli;
}

describe('subscription grant, list and cancel', () => {
  it('grants a plan the way the payment extension records it, and fixes the status', async () => {
    const cli = await expiredMember();
    const result = await cli.run('subscription', 'grant', 'submember001', '--plan', 'professional', '--days', '14', '--json');
    expect(result.code).toBe(0);
    const granted = JSON.parse(result.stdout) as { subscriptionId: string; plan: string; currentPeriodEnd: string };
    expect(granted.plan).toBe('Professional Plan');
    expect(granted.currentPeriodEnd).toBe(new Date(cli.clock.now() + 14 * DAY_MS).toISOString());
    const [stored] = await cli.get(SUBSCRIPTIONS).listSubscriptions('submember001');
    expect(stored).toMatchObject({ id: granted.subscriptionId, status: 'active', productType: 'plan', productName: 'Professional Plan', itemProductName: 'Professional Plan' });
    expect(await cli.record('submember001')).toMatchObject({ status: true, trial: false });
    const shown = JSON.parse((await cli.run('member', 'show', 'submember001', '--json')).stdout) as { effectivePlan: string };
    expect(shown.effectivePlan).toBe('Professional');
  });

  it('lists subscriptions as a table and as JSON', async () => {
    const cli = await expiredMember();
    expect((await cli.run('subscription', 'list', 'submember001')).stdout).toBe('No subscriptions.\n');
    await cli.run('subscription', 'grant', 'submember001', '--plan', 'elite');
    const table = await cli.run('subscription', 'list', 'submember001');
    expect(table.code).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+STATUS\s+PRODUCT\s+TYPE\s+PERIOD END\s+CANCEL AT END$/);
    expect(table.stdout).toMatch(/sub_\S+\s+active\s+Elite Plan\s+plan\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\s+no/);
    const json = JSON.parse((await cli.run('subscription', 'list', 'submember001', '--json')).stdout) as { productName: string; currentPeriodEnd: string }[];
    expect(json).toEqual([expect.objectContaining({ productName: 'Elite Plan', currentPeriodEnd: new Date(cli.clock.now() + 30 * DAY_MS).toISOString() })]);
  });

  it('cancels at period end (access kept) or at once (access ends)', async () => {
    const cli = await expiredMember();
    const { subscriptionId } = JSON.parse((await cli.run('subscription', 'grant', 'submember001', '--plan', 'basic', '--json')).stdout) as { subscriptionId: string };
    const later = await cli.run('subscription', 'cancel', 'submember001', '--subscription', subscriptionId, '--at-period-end');
    expect(later.code).toBe(0);
    expect(later.stdout).toContain('will end at the end of its period');
    expect((await cli.get(SUBSCRIPTIONS).listSubscriptions('submember001'))[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await cli.record('submember001')).toMatchObject({ status: true });

    const now = await cli.run('subscription', 'cancel', 'submember001', '--subscription', subscriptionId, '--json');
    expect(JSON.parse(now.stdout)).toMatchObject({ subscriptionId, atPeriodEnd: false, status: { status: false, trial: false } });
    expect((await cli.get(SUBSCRIPTIONS).listSubscriptions('submember001'))[0]?.status).toBe('canceled');
    expect(await cli.record('submember001')).toMatchObject({ status: false });
  });

  it('says which subscription is unknown (1)', async () => {
    const cli = await expiredMember();
    const result = await cli.run('subscription', 'cancel', 'submember001', '--subscription', 'sub_missing');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No subscription "sub_missing"');
  });

  it.each([
    [['grant', 'submember001', '--plan', 'gold']],
    [['grant', 'submember001']],
    [['grant', 'submember001', '--plan', 'basic', '--days', '0']],
    [['grant', 'submember001', '--plan', 'basic', '--days', '400']],
    [['grant', 'a/b', '--plan', 'basic']],
    [['cancel', 'submember001']],
    [['cancel', 'submember001', '--subscription', '../x']],
    [['list']],
  ])('refuses bad usage %j with exit code 2', async (args) => {
    const cli = await expiredMember();
    const result = await cli.run('subscription', ...args);
    expect(result.code).toBe(2);
    expect(await cli.get(SUBSCRIPTIONS).listSubscriptions('submember001')).toEqual([]);
  });

  it('refuses an unknown member (1)', async () => {
    const cli = await expiredMember();
    expect((await cli.run('subscription', 'grant', 'ghostmember1', '--plan', 'basic')).code).toBe(1);
    expect((await cli.run('subscription', 'list', 'ghostmember1')).code).toBe(1);
  });
});

describe('message send', () => {
  function inbox(cli: ReturnType<typeof cliHarness>, memberId: string) {
    return new Promise<readonly { id: string; title: string; body: string; leido: boolean }[]>((resolve) => {
      const stop = cli.get(MESSAGES).watchMessages(memberId, (messages) => {
        queueMicrotask(() => stop());
        resolve(messages);
      });
    });
  }

  it('puts an unread message in the member’s inbox', async () => {
    const cli = await expiredMember();
    const result = await cli.run('message', 'send', 'submember001', '--title', 'Your site is live', '--body', 'Share it with your customers.');
    expect(result.code).toBe(0);
    const [message] = await inbox(cli, 'submember001');
    expect(message).toMatchObject({ title: 'Your site is live', body: 'Share it with your customers.', leido: false });
    expect(result.stdout).toBe(`Message ${message?.id} sent to submember001.\n`);
    const json = await cli.run('message', 'send', 'submember001', '--title', 'Again', '--body', 'x', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ memberId: 'submember001', messageId: expect.any(String) });
  });

  it.each([
    [['--title', '  ', '--body', 'x']],
    [['--title', 'x', '--body', 'y'.repeat(2001)]],
    [['--body', 'x']],
  ])('refuses a bad message %# with exit code 2', async (args) => {
    const cli = await expiredMember();
    const result = await cli.run('message', 'send', 'submember001', ...args);
    expect(result.code).toBe(2);
    expect(await inbox(cli, 'submember001')).toEqual([]);
  });

  it('refuses an unknown member (1) instead of creating an inbox nobody reads', async () => {
    const cli = await expiredMember();
    const result = await cli.run('message', 'send', 'ghostmember1', '--title', 'Hi', '--body', 'x');
    expect(result.code).toBe(1);
    expect(await inbox(cli, 'ghostmember1')).toEqual([]);
  });
});
