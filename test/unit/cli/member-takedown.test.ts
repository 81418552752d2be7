import { describe, expect, it } from 'vitest';
import { cliHarness, REAL_TARGET } from './cli-harness';

describe('member suspend / unsuspend', () => {
  it('takes a site down with a reason, keeps published as the member left it, and lifts it', async () => {
    const cli = cliHarness();
    await cli.seed('takedownmbr1', { published: true });
    const down = await cli.run('member', 'suspend', 'takedownmbr1', '--reason', 'Phishing page');
    expect(down.code).toBe(0);
    expect(down.stdout).toContain('taken down');
    expect(await cli.record('takedownmbr1')).toMatchObject({ suspended: true, suspensionReason: 'Phishing page', published: true });

    const up = await cli.run('member', 'unsuspend', 'takedownmbr1', '--json');
    expect(up.code).toBe(0);
    expect(JSON.parse(up.stdout)).toEqual({ memberId: 'takedownmbr1', suspended: false });
    expect((await cli.record('takedownmbr1'))?.suspended).not.toBe(true);
  });

  it('needs a usable reason (exit 2) and writes nothing without one', async () => {
    const cli = cliHarness();
    await cli.seed('takedownmbr2');
    expect((await cli.run('member', 'suspend', 'takedownmbr2')).code).toBe(2);
    expect((await cli.run('member', 'suspend', 'takedownmbr2', '--reason', '\u200B ')).code).toBe(2);
    expect((await cli.record('takedownmbr2'))?.suspended).not.toBe(true);
  });

  it('refuses unknown (1) and malformed (2) ids', async () => {
    const cli = cliHarness();
    expect((await cli.run('member', 'suspend', 'nobody', '--reason', 'Spam')).code).toBe(1);
    expect((await cli.run('member', 'unsuspend', 'a/b')).code).toBe(2);
  });

  it('asks before taking a site down on real data', async () => {
    const cli = cliHarness({ target: REAL_TARGET, canPrompt: false });
    await cli.seed('takedownmbr3');
    expect((await cli.run('member', 'suspend', 'takedownmbr3', '--reason', 'Spam')).code).toBe(2);
    expect((await cli.record('takedownmbr3'))?.suspended).not.toBe(true);
  });
});
