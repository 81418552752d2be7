import { describe, expect, it } from 'vitest';
import { CliError, describeFailure, terminalSafe } from '../../../src/cli/cli-errors';
import { AppError } from '../../../src/core/errors/error-codes';
import { progressLine } from '../../../src/cli/commands/member-fix-status.command';
import { cliHarness } from './cli-harness';

describe('the program', () => {
  it('prints help with exit code 0 when asked, and 2 when no command is given', async () => {
    const cli = cliHarness();
    const help = await cli.run('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: sitio-admin');
    const nothing = await cli.run();
    expect(nothing.code).toBe(2);
    const subHelp = await cli.run('member', '--help');
    expect(subHelp.code).toBe(0);
    expect(subHelp.stdout).toContain('grant-full-access');
  });

  it('treats unknown commands and options as bad usage (2)', async () => {
    const cli = cliHarness();
    expect((await cli.run('members', 'delete-all')).code).toBe(2);
    expect((await cli.run('members', 'list', '--colour')).code).toBe(2);
    const escape = await cli.run('member', 'show\u001b[2J');
    expect(escape.code).toBe(2);
    // eslint-disable-next-line no-control-regex
    expect(escape.stderr).not.toMatch(/\u001b/);
  });

  it('reports a target that cannot be reached with exit code 1 and its own words', async () => {
    const cli = cliHarness({ connectError: new CliError('The local emulators are not running (Firestore at 127.0.0.1:8080 did not answer). Start them with `npm start`.', 1) });
    const result = await cli.run('members', 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: The local emulators are not running (Firestore at 127.0.0.1:8080 did not answer). Start them with `npm start`.\n');
  });

  it('never shows a stack trace for an unexpected failure', async () => {
    const cli = cliHarness({ connectError: new TypeError('boom') });
    const result = await cli.run('members', 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Unexpected failure');
    expect(result.stderr).not.toContain('TypeError');
  });

  it('builds a fresh program per run, so runs do not leak options into each other', async () => {
    const cli = cliHarness();
    await cli.seed('freshmember1');
    const first = await cli.run('members', 'list', '--json');
    const second = await cli.run('members', 'list');
    expect(first.stdout.startsWith('{')).toBe(true);
    expect(second.stdout.startsWith('ID')).toBe(true);
  });
});

describe('failures in words', () => {
  it.each([
    [new AppError('permission-denied'), 1, 'Permission denied'],
    [new AppError('unavailable'), 1, 'unavailable'],
    [new AppError('not-found', { detail: 'member abc' }), 1, 'No member matches "abc".'],
    [new AppError('invalid-input', { detail: 'trial extension must be 1 to 365 whole days, got 0' }), 2, 'Invalid input. trial extension'],
    [Object.assign(new Error('x'), { code: 'auth/user-not-found' }), 1, 'No account'],
  ])('%s', (error, exitCode, text) => {
    const failure = describeFailure(error);
    expect(failure.exitCode).toBe(exitCode);
    expect(failure.message).toContain(text);
  });

  it('makes terminal controls and direction overrides visible', () => {
    expect(terminalSafe('a\u001b[31mb\u202Ec\u009bd')).toBe('a\\u001b[31mb\\u202ec\\u009bd');
    expect(terminalSafe('line\nnext')).toBe('line\nnext');
  });

  it('draws a bounded progress bar, and a counter when the total is unknown', () => {
    expect(progressLine(5, 10, 1, 10)).toBe('\r[#####.....] 5/10 checked, 1 to fix');
    expect(progressLine(15, 10, 1, 10)).toBe('\r[##########] 15/10 checked, 1 to fix');
    expect(progressLine(7, null, 2)).toBe('\r7 checked, 2 to fix');
  });
});
