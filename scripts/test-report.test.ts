import { describe, expect, it } from 'vitest';
import { countCheck, countPlaywright, countVitest, summaryLine } from './test-report.mjs';

const file = (name: string, status: string, tests: string[], message = '') => ({
  name: `/repo/${name}`,
  status,
  message,
  assertionResults: tests.map((testStatus, index) => ({
    status: testStatus,
    fullName: `case ${index}`,
    failureMessages: testStatus === 'failed' ? [`\u001b[31mexpected ${index}\u001b[39m\n    at stack`] : [],
  })),
});

const vitestReport = (testResults: ReturnType<typeof file>[]) => {
  const tests = testResults.flatMap((f) => f.assertionResults);
  return {
    numTotalTests: tests.length,
    numPassedTests: tests.filter((t) => t.status === 'passed').length,
    numFailedTests: tests.filter((t) => t.status === 'failed').length,
    testResults,
  };
};

describe('countVitest', () => {
  it('counts passed and failed tests, naming each failed one with its first error line', () => {
    const report = vitestReport([file('a.test.ts', 'passed', ['passed', 'passed'])]);
    expect(countVitest(report, 0, '/repo')).toEqual({ passed: 2, failed: 0, problems: [] });
    const failing = vitestReport([file('a.test.ts', 'failed', ['passed', 'failed', 'failed'])]);
    expect(countVitest(failing, 1, '/repo')).toEqual({
      passed: 1,
      failed: 2,
      problems: ['a.test.ts › case 1: expected 1', 'a.test.ts › case 2: expected 2'],
    });
  });

  it('counts a file that failed outside its tests (import error, hook) once, named', () => {
    const report = vitestReport([
      file('ok.test.ts', 'passed', ['passed']),
      file('broken.test.ts', 'failed', [], "Cannot find module './gone'\n    at stack"),
      file('hook.test.ts', 'failed', ['passed']),
    ]);
    expect(countVitest(report, 1, '/repo')).toEqual({
      passed: 2,
      failed: 2,
      problems: [
        "broken.test.ts failed outside its tests: Cannot find module './gone'",
        'hook.test.ts failed outside its tests: a hook failed (see above)',
      ],
    });
  });

  it('fails a run of zero tests even when vitest exits 0', () => {
    expect(countVitest(vitestReport([]), 0)).toEqual({
      passed: 0,
      failed: 1,
      problems: ['vitest ran zero tests'],
    });
  });

  it('fails a run that exited non-zero although its report shows no failure', () => {
    const report = vitestReport([file('a.test.ts', 'passed', ['passed'])]);
    expect(countVitest(report, 1)).toEqual({
      passed: 1,
      failed: 1,
      problems: ['vitest exited with code 1 although no test failed'],
    });
  });

  it('fails a run that left no report', () => {
    expect(countVitest(undefined, 1)).toEqual({
      passed: 0,
      failed: 1,
      problems: ['vitest wrote no report (exit code 1)'],
    });
  });
});

describe('countPlaywright', () => {
  const report = (
    stats: Record<string, number>,
    errors: { message: string }[] = [],
    suites: unknown[] = [],
  ) => ({
    stats,
    errors,
    suites,
  });

  it('counts expected and flaky results as passed, unexpected ones as failed', () => {
    expect(countPlaywright(report({ expected: 5, flaky: 1, unexpected: 2, skipped: 3 }), 1)).toMatchObject({
      passed: 6,
      failed: 2,
    });
  });

  it('names each unexpected test of the nested suites with its file, line and first error line', () => {
    const spec = (title: string, status: string) => ({
      title,
      file: 'rides/page.spec.ts',
      line: 7,
      tests: [{ status, results: [{}, { error: { message: `${title} broke\nat stack` } }] }],
    });
    const suites = [
      { specs: [spec('lists rides', 'expected')], suites: [{ specs: [spec('opens a ride', 'unexpected')] }] },
    ];
    expect(countPlaywright(report({ expected: 1, unexpected: 1 }, [], suites), 1)).toEqual({
      passed: 1,
      failed: 1,
      problems: ['rides/page.spec.ts:7 › opens a ride: opens a ride broke'],
    });
  });

  it('counts each error outside a test, such as a web server that did not start', () => {
    const crashed = report({ expected: 0, flaky: 0, unexpected: 0 }, [
      { message: 'Error: Process from config.webServer was not able to start. Exit code: 3\nmore' },
    ]);
    expect(countPlaywright(crashed, 1)).toEqual({
      passed: 0,
      failed: 1,
      problems: ['Error: Process from config.webServer was not able to start. Exit code: 3'],
    });
  });

  it('fails zero tests, a silent non-zero exit and a missing report', () => {
    expect(countPlaywright(report({ expected: 0, flaky: 0, unexpected: 0, skipped: 4 }), 0).failed).toBe(1);
    expect(countPlaywright(report({ expected: 3, flaky: 0, unexpected: 0 }), 1)).toMatchObject({
      passed: 3,
      failed: 1,
    });
    expect(countPlaywright(undefined, 1)).toEqual({
      passed: 0,
      failed: 1,
      problems: ['playwright wrote no report (exit code 1)'],
    });
  });
});

describe('checks and the summary line', () => {
  it('counts a check by its exit code and prints the last line tools read', () => {
    expect(countCheck(0)).toEqual({ passed: 1, failed: 0, problems: [] });
    expect(countCheck(2)).toEqual({ passed: 0, failed: 1, problems: ['exited with code 2'] });
    expect(summaryLine(12, 3)).toBe('tests: 12 passed, 3 failed');
  });
});
