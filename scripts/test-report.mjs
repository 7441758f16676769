// Turns a test runner's exit code and JSON report into honest counts for `npm test`. Pure: the
// script reads the files and runs the commands; this only decides what counts as a failure.
import path from 'node:path';

/** @typedef {{ passed: number, failed: number, problems: string[] }} Outcome */

// Runners colour their messages; the summary is read in logs and files, so the colour codes go.
const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  String(text ?? '')
    .replace(ANSI_ESCAPE, '')
    .split('\n')[0];

/**
 * Adds the failures a runner hides behind a green report: it ran nothing, or it exited non-zero
 * (an error outside any test) while its counts show no failure. Each problem is one failure.
 * @param {string} runner @param {Outcome} outcome @param {number} total tests run
 * @param {number} exitCode @returns {Outcome}
 */
function withRunnerProblems(runner, { passed, failed, problems }, total, exitCode) {
  const hidden = [];
  if (total === 0 && failed === 0) hidden.push(`${runner} ran zero tests`);
  else if (exitCode !== 0 && failed === 0)
    hidden.push(`${runner} exited with code ${exitCode} although no test failed`);
  return { passed, failed: failed + hidden.length, problems: [...problems, ...hidden] };
}

/** A run that left no report (crashed before writing it, or the report of an earlier run was removed). */
const missingReport = (runner, exitCode) => ({
  passed: 0,
  failed: 1,
  problems: [`${runner} wrote no report (exit code ${exitCode})`],
});

/**
 * Vitest's JSON report: failed tests, plus every file that failed outside its tests (an import
 * error, a failing hook), which the report does not count as a failed test. File names are shown
 * relative to `root`.
 * @returns {Outcome}
 */
export function countVitest(report, exitCode, root = '.') {
  if (!report) return missingReport('vitest', exitCode);
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  const failedTests = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${path.relative(root, file.name)} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
      ),
  );
  const outcome = {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    problems: [
      ...failedTests,
      ...brokenFiles.map(
        (file) =>
          `${path.relative(root, file.name)} failed outside its tests: ${firstLine(file.message) || 'a hook failed (see above)'}`,
      ),
    ],
  };
  return withRunnerProblems('vitest', outcome, report.numTotalTests ?? 0, exitCode);
}

/** Every test of Playwright's nested suites that ended other than expected, as `file:line › title: error`. */
function unexpectedTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results?.find((result) => result.error)?.error?.message;
          return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`;
        }),
    ),
    ...unexpectedTests(suite.suites ?? []),
  ]);
}

/**
 * Playwright's JSON report: unexpected results are failures, flaky ones passed on retry; every
 * error outside a test (a web server that did not start, a failing global setup) is one more.
 * @returns {Outcome}
 */
export function countPlaywright(report, exitCode) {
  if (!report) return missingReport('playwright', exitCode);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const errors = report.errors ?? [];
  const outcome = {
    passed: expected + flaky,
    failed: unexpected + errors.length,
    problems: [...unexpectedTests(report.suites ?? []), ...errors.map((error) => firstLine(error.message))],
  };
  return withRunnerProblems('playwright', outcome, expected + unexpected + flaky, exitCode);
}

/** One check (a typecheck, the linter): one test that passed or failed. @returns {Outcome} */
export const countCheck = (exitCode) =>
  exitCode === 0
    ? { passed: 1, failed: 0, problems: [] }
    : { passed: 0, failed: 1, problems: [`exited with code ${exitCode}`] };

/** The last line `npm test` prints; tools and people read the counts from it. */
export const summaryLine = (passed, failed) => `tests: ${passed} passed, ${failed} failed`;
