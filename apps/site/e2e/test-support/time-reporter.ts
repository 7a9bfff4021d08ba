import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the run, where the suite's minutes went (the test files that took longest, each
 * test's attempts added up) and every test that needed a retry: a retried test is a flaky one to
 * mend, even when the run passed.
 */
export default class TimeReporter implements Reporter {
  private readonly byFile = new Map<string, { ms: number; tests: number }>();
  private readonly retried = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*\/e2e\//, 'e2e/');
    const entry = this.byFile.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    if (result.retry === 0) entry.tests += 1;
    this.byFile.set(file, entry);
    if (result.retry > 0) this.retried.add(`${file} › ${test.title}`);
  }

  onEnd(result: FullResult): void {
    const files = [...this.byFile.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const total = files.reduce((sum, [, { ms }]) => sum + ms, 0);
    console.log(
      `\nTest time by file (${Math.round(total / 1000)} s in all, over every worker; the run took ${Math.round(result.duration / 1000)} s):`,
    );
    for (const [file, { ms, tests }] of files.slice(0, 12))
      console.log(`  ${String(Math.round(ms / 1000)).padStart(5)} s  ${String(tests).padStart(3)} tests  ${file}`);
    console.log(
      this.retried.size
        ? `Retried (flaky) tests:\n${[...this.retried].map((title) => `  ${title}`).join('\n')}`
        : 'No test was retried.',
    );
  }
}
