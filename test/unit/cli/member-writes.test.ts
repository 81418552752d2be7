import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/core/time/time';
import { cliHarness, REAL_TARGET } from './cli-harness';

describe('member fix-status', () => {
  it('dry run reports the change and writes nothing; the real run writes it', async () => {
    const cli = cliHarness();
    await cli.seed('expiredmembr', { activeUntil: cli.clock.now() - DAY_MS, status: true, trial: true });
    const dry = await cli.run('member', 'fix-status', 'expiredmembr', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('expiredmembr: status true, trial true -> status false, trial false (dry run: not written)');
    expect(await cli.record('expiredmembr')).toMatchObject({ status: true, trial: true });

    const real = await cli.run('member', 'fix-status', 'expiredmembr', '--json');
    expect(real.code).toBe(0);
    expect(JSON.parse(real.stdout)).toMatchObject({ memberId: 'expiredmembr', changed: true, dryRun: false, desired: { status: false, trial: false } });
    expect(await cli.record('expiredmembr')).toMatchObject({ status: false, trial: false });

    const again = await cli.run('member', 'fix-status', 'expiredmembr');
    expect(again.stdout).toContain('already follow the rules');
  });

  it('refuses unknown (1) and malformed (2) ids', async () => {
    const cli = cliHarness();
    expect((await cli.run('member', 'fix-status', 'nobody')).code).toBe(1);
    expect((await cli.run('member', 'fix-status', 'a/b')).code).toBe(2);
  });
});

describe('members fix-status --all', () => {
  async function mixed() {
    const cli = cliHarness();
    const past = cli.clock.now() - DAY_MS;
    await cli.seed('fixall000001', { activeUntil: past, status: true, trial: true });
    await cli.seed('fixall000002', { activeUntil: past, status: false, trial: false });
    await cli.seed('fixall000003', { activeUntil: cli.clock.now() + DAY_MS, status: false, trial: false });
    return cli;
  }

  it('lists what would change on a dry run, with the summary, and writes nothing', async () => {
    const cli = await mixed();
    const result = await cli.run('members', 'fix-status', '--all', '--dry-run');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('fixall000001: status true, trial true -> status false, trial false (dry run: not written)');
    expect(result.stdout).toContain('fixall000003: status false, trial false -> status true, trial true');
    expect(result.stdout).not.toContain('fixall000002');
    expect(result.stdout).toContain('Checked 3 members; 2 would change (dry run: nothing written).');
    expect(result.stderr).not.toContain('['); // no progress bar off a terminal
    expect(await cli.record('fixall000001')).toMatchObject({ status: true });
  });

  it('fixes every member, with a progress bar on a terminal and JSON for machines', async () => {
    const cli = cliHarness({ progress: true });
    await cli.seed('fixall000001', { activeUntil: cli.clock.now() - DAY_MS, status: true, trial: true });
    await cli.seed('fixall000002');
    const result = await cli.run('members', 'fix-status', '--all', '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ dryRun: false, checked: 2, changed: 1, changes: [{ memberId: 'fixall000001' }] });
    expect(result.stderr).toContain('] 2/2 checked, 1 to fix');
    expect(await cli.record('fixall000001')).toMatchObject({ status: false, trial: false });
  });

  it('insists on --all', async () => {
    const cli = await mixed();
    const result = await cli.run('members', 'fix-status');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--all');
    expect(cli.connects).toHaveLength(0);
  });
});

describe('member roles', () => {
  it('grants and revokes admin on the record, the legacy mirror and the custom claim', async () => {
    const cli = cliHarness();
    cli.db.addUser({ uid: 'rolemember01', email: 'role@example.com', password: 'secret-password' });
    await cli.seed('rolemember01');
    const granted = await cli.run('member', 'grant-admin', 'rolemember01');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('Granted admin to rolemember01 (record and custom claim).');
    expect((await cli.record('rolemember01'))?.admin).toBe(true);
    expect(cli.db.findUserByUid('rolemember01')?.claims).toMatchObject({ admin: true });

    const listed = JSON.parse((await cli.run('members', 'list', '--json', '--admin', 'yes')).stdout) as { count: number };
    expect(listed.count).toBe(1);

    const revoked = await cli.run('member', 'revoke-admin', 'rolemember01', '--json');
    expect(JSON.parse(revoked.stdout)).toEqual({ memberId: 'rolemember01', role: 'admin', granted: false, changed: true });
    expect((await cli.record('rolemember01'))?.admin).toBe(false);
    expect(cli.db.findUserByUid('rolemember01')?.claims).toMatchObject({ admin: false });
  });

  it('grants and revokes full access, saying when nothing changed', async () => {
    const cli = cliHarness();
    await cli.seed('rolemember02');
    expect((await cli.run('member', 'grant-full-access', 'rolemember02')).code).toBe(0);
    expect((await cli.record('rolemember02'))?.fullAccess).toBe(true);
    const twice = await cli.run('member', 'grant-full-access', 'rolemember02');
    expect(twice.stdout).toContain('It already was');
    expect((await cli.run('member', 'revoke-full-access', 'rolemember02')).code).toBe(0);
    expect((await cli.record('rolemember02'))?.fullAccess).toBe(false);
  });

  it('refuses an unknown member without writing a stray record', async () => {
    const cli = cliHarness();
    const result = await cli.run('member', 'grant-admin', 'ghostmember1');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No member matches "ghostmember1"');
    expect(await cli.record('ghostmember1')).toBeNull();
  });
});

describe('member extend-trial', () => {
  it('adds days to an ended trial from now, and fixes the flags', async () => {
    const cli = cliHarness();
    await cli.seed('trialmember1', { activeUntil: cli.clock.now() - 10 * DAY_MS });
    const result = await cli.run('member', 'extend-trial', 'trialmember1', '--days', '7', '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ memberId: 'trialmember1', days: 7, activeUntil: new Date(cli.clock.now() + 7 * DAY_MS).toISOString() });
    expect(await cli.record('trialmember1')).toMatchObject({ activeUntil: cli.clock.now() + 7 * DAY_MS, status: true, trial: true });
    const table = await cli.run('member', 'extend-trial', 'trialmember1', '--days', '1');
    expect(table.stdout).toMatch(/^Trial of trialmember1 now ends \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.\n$/);
  });

  it.each([['0'], ['-3'], ['1.5'], ['366'], ['seven'], ['']])('refuses --days %j with exit code 2', async (days) => {
    const cli = cliHarness();
    await cli.seed('trialmember2');
    const result = await cli.run('member', 'extend-trial', 'trialmember2', '--days', days);
    expect(result.code).toBe(2);
    expect(cli.connects).toHaveLength(0);
  });

  it('needs --days', async () => {
    const cli = cliHarness();
    const result = await cli.run('member', 'extend-trial', 'trialmember2');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("required option '--days <n>' not specified");
  });
});

describe('member set-published', () => {
  it('unpublishes and publishes a site', async () => {
    const cli = cliHarness();
    await cli.seed('pubmember001');
    expect((await cli.run('member', 'set-published', 'pubmember001', 'false')).stdout).toContain('is now unpublished');
    expect((await cli.record('pubmember001'))?.published).toBe(false);
    const json = await cli.run('member', 'set-published', 'pubmember001', 'true', '--json');
    expect(JSON.parse(json.stdout)).toEqual({ memberId: 'pubmember001', published: true });
    expect((await cli.record('pubmember001'))?.published).toBe(true);
  });

  it('refuses a value that is not true or false', async () => {
    const cli = cliHarness();
    expect((await cli.run('member', 'set-published', 'pubmember001', 'perhaps')).code).toBe(2);
    expect((await cli.run('member', 'set-published', 'pubmember001')).code).toBe(2);
  });
});

describe('writes to a real project', () => {
  it('are refused without --yes when nobody can be asked, and nothing is written', async () => {
    const cli = cliHarness({ target: REAL_TARGET });
    await cli.seed('realmember01');
    const result = await cli.run('member', 'grant-admin', 'realmember01');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Target: Firebase project sitio-prod (REAL DATA)');
    expect(result.stderr).toContain('add --yes');
    expect((await cli.record('realmember01'))?.admin).toBeUndefined();
    expect(cli.openSessions()).toBe(0);
  });

  it('go ahead with --yes, and reads never ask', async () => {
    const cli = cliHarness({ target: REAL_TARGET });
    await cli.seed('realmember01');
    expect((await cli.run('--yes', 'member', 'grant-admin', 'realmember01')).code).toBe(0);
    expect((await cli.record('realmember01'))?.admin).toBe(true);
    expect((await cli.run('member', 'show', 'realmember01')).code).toBe(0);
    expect((await cli.run('member', 'fix-status', 'realmember01', '--dry-run')).code).toBe(0);
    expect(cli.prompts).toEqual([]);
  });

  it('ask on a terminal, and only "yes" goes ahead', async () => {
    const refusing = cliHarness({ target: REAL_TARGET, canPrompt: true, answer: 'y' });
    await refusing.seed('realmember01');
    const refused = await refusing.run('member', 'set-published', 'realmember01', 'false');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Nothing changed: not confirmed.');
    expect(refusing.prompts[0]).toContain('sitio-prod');
    expect((await refusing.record('realmember01'))?.published).toBe(true);

    const agreeing = cliHarness({ target: REAL_TARGET, canPrompt: true, answer: 'YES ' });
    await agreeing.seed('realmember01');
    expect((await agreeing.run('member', 'set-published', 'realmember01', 'false')).code).toBe(0);
    expect((await agreeing.record('realmember01'))?.published).toBe(false);
  });

  it('pass the requested project to the composition root', async () => {
    const cli = cliHarness({ target: REAL_TARGET });
    await cli.run('--project', 'sitio-prod', 'members', 'list');
    expect(cli.connects).toEqual([{ project: 'sitio-prod' }]);
  });
});
