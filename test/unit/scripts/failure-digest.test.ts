import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the test runner, without types.
import { formatDigest, outputDigest, vitestFailures } from '../../../scripts/lib/failure-digest.mjs';

describe('the failure digest of npm test', () => {
  it('keeps the lines that name a cause and the last lines, across chunk boundaries and colours', () => {
    const digest = outputDigest();
    digest.write(Buffer.from(' ✓ src/a.test.ts (3 tests)\n \u001b[31mFAIL\u001b[39m src/b.te'));
    digest.write(Buffer.from('st.ts > adds\nAssertionError: expected 2 to be 3\n'));
    digest.write(Buffer.from('ERROR: Coverage for branches (89.2%) does not meet global threshold (90%)\nlast line'));
    const lines = digest.lines();
    expect(lines.notable).toEqual([
      ' FAIL src/b.test.ts > adds',
      'AssertionError: expected 2 to be 3',
      'ERROR: Coverage for branches (89.2%) does not meet global threshold (90%)',
    ]);
    expect(lines.tail.at(-1)).toBe('last line');
    expect(lines.tail[0]).toBe(' ✓ src/a.test.ts (3 tests)');
  });

  it('keeps at most 60 notable lines and counts the rest', () => {
    const digest = outputDigest();
    digest.write(Buffer.from(Array.from({ length: 75 }, (_, i) => `Error ${i}`).join('\n') + '\n'));
    const lines = digest.lines();
    expect(lines.notable).toHaveLength(60);
    expect(lines.dropped).toBe(15);
    expect(lines.tail).toHaveLength(25);
    expect(lines.tail.at(-1)).toBe('Error 74');
  });

  it('lists the failed tests of a vitest JSON report with the start of their errors, and files that failed to load', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'digest-'));
    const file = path.join(dir, 'report.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        testResults: [
          { name: '/p/ok.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'fine' }] },
          {
            name: '/p/b.test.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'other' },
              { status: 'failed', fullName: 'sum adds', failureMessages: ['AssertionError: expected 2 to be 3\n' + 'at line\n'.repeat(20)] },
            ],
          },
          { name: '/p/broken.test.ts', status: 'failed', message: 'Failed to load url ./missing', assertionResults: [] },
        ],
      }),
    );
    const failures = vitestFailures(file, { linesPerError: 3 });
    expect(failures).toEqual([
      { file: '/p/b.test.ts', title: 'sum adds', message: 'AssertionError: expected 2 to be 3\nat line\nat line' },
      { file: '/p/broken.test.ts', title: '(the file itself)', message: 'Failed to load url ./missing' },
    ]);
    const text = formatDigest('unit tests', { notable: ['FAIL x'], dropped: 0, tail: ['Tests 1 failed'] }, failures);
    expect(text).toContain('── why "unit tests" failed');
    expect(text).toContain('2 failed tests:');
    expect(text).toContain('  ✗ /p/b.test.ts › sum adds');
    expect(text).toContain('      AssertionError: expected 2 to be 3');
    expect(text).toContain('  Tests 1 failed');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives no failed tests when the report is missing', () => {
    expect(vitestFailures(path.join(os.tmpdir(), 'no-such-report.json'))).toEqual([]);
  });
});
