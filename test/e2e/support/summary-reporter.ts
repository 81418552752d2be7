// A closing summary after the `list` reporter's lines: totals per outcome, the time taken, and
// which tests failed in which project, so a CI log ends with what matters.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, TestResult>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test, result);
  }

  onEnd(result: FullResult): void {
    const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
    const failed: string[] = [];
    for (const test of this.outcomes.keys()) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed += 1;
      else if (outcome === 'flaky') counts.flaky += 1;
      else if (outcome === 'skipped') counts.skipped += 1;
      else {
        counts.failed += 1;
        failed.push(`  ✗ [${test.parent.project()?.name ?? '?'}] ${test.titlePath().slice(2).join(' › ')}`);
      }
    }
    const seconds = (result.duration / 1000).toFixed(1);
    console.log(`\nEnd-to-end summary: ${counts.passed} passed, ${counts.failed} failed, ${counts.flaky} flaky, ${counts.skipped} skipped in ${seconds} s (${result.status}).`);
    if (failed.length > 0) console.log(failed.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
