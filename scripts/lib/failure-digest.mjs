// What a failed step printed that says why: CI logs are often read from their tail only, so
// `npm test` repeats, after its summary, the failed tests and error lines of each failed step.
import fs from 'node:fs';

// Lines worth repeating: failed tests, errors, unmet coverage thresholds, timeouts.
const NOTABLE = /(\bFAIL\b|✗|✘|×|\bError\b|ERROR|AssertionError|does not meet|[Tt]imed out|Unhandled|Segmentation|heap out of memory|Killed)/;
// Colour codes (ESC [ … m), which a terminal draws and a log shows as noise.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const MAX_NOTABLE = 60;
const TAIL = 25;

/** Collects a step's output: every line that looks like a cause, and the last lines. */
export function outputDigest() {
  let partial = '';
  const notable = [];
  const tail = [];
  let dropped = 0;
  function take(line) {
    const plain = line.replace(ANSI, '').trimEnd();
    if (plain === '') return;
    tail.push(plain);
    if (tail.length > TAIL) tail.shift();
    if (!NOTABLE.test(plain)) return;
    if (notable.length < MAX_NOTABLE) notable.push(plain);
    else dropped += 1;
  }
  return {
    write(chunk) {
      const lines = (partial + chunk.toString('utf8')).split(/\r?\n/);
      partial = lines.pop() ?? '';
      lines.forEach(take);
    },
    lines() {
      if (partial) take(partial);
      partial = '';
      return { notable: [...notable], dropped, tail: [...tail] };
    },
  };
}

/** The failed tests of a vitest JSON report, each with the first lines of its error. */
export function vitestFailures(reportFile, { linesPerError = 8 } = {}) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return [];
  }
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const message = (test.failureMessages ?? []).join('\n').replace(ANSI, '');
      failures.push({ file: file.name, title: test.fullName ?? test.title, message: firstLines(message, linesPerError) });
    }
    // A file that failed to load or threw outside a test has no failed test of its own.
    if (failedTests.length === 0 && file.status === 'failed') {
      failures.push({ file: file.name, title: '(the file itself)', message: firstLines((file.message ?? '').replace(ANSI, ''), linesPerError) });
    }
  }
  return failures;
}

// Stack frames inside the test runner and libraries say nothing about the cause.
const LIBRARY_FRAME = /^\s*at (.*node_modules|new Promise|process\.processTicksAndRejections)/;

function firstLines(text, count) {
  return text
    .split('\n')
    .filter((line) => !LIBRARY_FRAME.test(line))
    .slice(0, count)
    .join('\n');
}

/** The text printed after the summary for one failed step. */
export function formatDigest(stepName, { notable, dropped, tail }, failures = []) {
  const out = [`── why "${stepName}" failed`];
  if (failures.length > 0) {
    out.push(`${failures.length} failed test${failures.length > 1 ? 's' : ''}:`);
    for (const failure of failures.slice(0, 20)) {
      out.push(`  ✗ ${failure.file} › ${failure.title}`);
      if (failure.message) out.push(...failure.message.split('\n').map((line) => `      ${line}`));
    }
    if (failures.length > 20) out.push(`  … and ${failures.length - 20} more`);
  }
  if (notable.length > 0) {
    out.push('lines that name a failure or an error:');
    out.push(...notable.map((line) => `  ${line}`));
    if (dropped > 0) out.push(`  … and ${dropped} more`);
  }
  out.push('its last lines:');
  out.push(...tail.map((line) => `  ${line}`));
  return out.join('\n');
}
