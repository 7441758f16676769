import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const reportFolders: string[] = [];
const freshReports = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'fleetdesk-test-reports-'));
  reportFolders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of reportFolders) rmSync(folder, { recursive: true, force: true });
});

/**
 * Runs `npm test`'s script on one fixture project (scripts/fixtures) with its own reports folder;
 * the exit code and the last line are what a person or CI reads. The outer run's VITEST_* variables
 * are dropped so the inner vitest behaves as when started from a shell.
 */
async function runScriptOutput(tier: 'vitest' | 'playwright', config: string, reports = freshReports()) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  const args = ['scripts/test.mjs', `--${tier}`, `scripts/fixtures/${config}`, '--reports', reports];
  return promisify(execFile)('node', args, { cwd: root, env }).then(
    ({ stdout }) => ({ exitCode: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ exitCode: error.code, stdout: error.stdout }),
  );
}

function summarise({ exitCode, stdout }: { exitCode: number; stdout: string }) {
  const lines = stdout.trim().split('\n');
  return { exitCode, summary: lines.at(-1), problems: lines.filter((line) => line.startsWith('✗')) };
}

async function runScript(tier: 'vitest' | 'playwright', config: string, reports = freshReports()) {
  return summarise(await runScriptOutput(tier, config, reports));
}

/** Two tests read the one run of the import-error fixture: its summary, and the tail of its output. */
let importErrorRun: ReturnType<typeof runScriptOutput> | undefined;
const importErrorOutput = () =>
  (importErrorRun ??= runScriptOutput('vitest', 'vitest-import-error/vitest.config.ts'));

describe('scripts/test.mjs on broken fixture projects', () => {
  it('passes a healthy project (the control)', async () => {
    expect(await runScript('vitest', 'vitest-passing/vitest.config.ts')).toEqual({
      exitCode: 0,
      summary: 'tests: 2 passed, 0 failed',
      problems: [],
    });
  });

  it('fails a test file that cannot be imported', async () => {
    expect(summarise(await importErrorOutput())).toEqual({
      exitCode: 1,
      summary: 'tests: 1 passed, 1 failed',
      problems: [
        expect.stringMatching(
          /^✗ vitest: scripts\/fixtures\/vitest-import-error\/broken\.test\.ts failed outside its tests: .*missing-module/,
        ),
      ],
    });
  });

  it('names every failure again just above the summary line, where the tail of a long log shows it', async () => {
    const { stdout } = await importErrorOutput();
    const tail = stdout.trim().split('\n').slice(-4);
    expect(tail).toEqual([
      'What failed:',
      expect.stringMatching(
        /^ {2}✗ vitest: scripts\/fixtures\/vitest-import-error\/broken\.test\.ts failed outside/,
      ),
      '',
      'tests: 1 passed, 1 failed',
    ]);
  });

  it('fails a suite whose beforeAll throws, although no test is counted as failed', async () => {
    expect(await runScript('vitest', 'vitest-hook-fails/vitest.config.ts')).toEqual({
      exitCode: 1,
      summary: 'tests: 1 passed, 1 failed',
      problems: [
        '✗ vitest: scripts/fixtures/vitest-hook-fails/suite.test.ts failed outside its tests: a hook failed (see above)',
      ],
    });
  });

  it('fails a run of zero tests although vitest itself exits 0', async () => {
    expect(await runScript('vitest', 'vitest-no-tests/vitest.config.ts')).toEqual({
      exitCode: 1,
      summary: 'tests: 0 passed, 1 failed',
      problems: ['✗ vitest: vitest ran zero tests'],
    });
  });

  it('fails a run whose global setup throws', async () => {
    expect(await runScript('vitest', 'vitest-setup-throws/vitest.config.ts')).toEqual({
      exitCode: 1,
      summary: 'tests: 0 passed, 1 failed',
      problems: ['✗ vitest: vitest ran zero tests'],
    });
  });

  it('fails a run where every test passed but an error was thrown outside them', async () => {
    expect(await runScript('vitest', 'vitest-error-outside-tests/vitest.config.ts')).toEqual({
      exitCode: 1,
      summary: 'tests: 1 passed, 1 failed',
      problems: ['✗ vitest: vitest exited with code 1 although no test failed'],
    });
  });

  it('removes an earlier report, so a runner that crashes before reporting cannot pass on it', async () => {
    const reports = freshReports();
    const stale = { numTotalTests: 40, numPassedTests: 40, numFailedTests: 0, testResults: [] };
    writeFileSync(path.join(reports, 'vitest.json'), JSON.stringify(stale));
    expect(await runScript('vitest', 'vitest-config-throws/vitest.config.ts', reports)).toEqual({
      exitCode: 1,
      summary: 'tests: 0 passed, 1 failed',
      problems: ['✗ vitest: vitest wrote no report (exit code 1)'],
    });
  });

  it('fails the browser tier when its web server crashes', async () => {
    expect(await runScript('playwright', 'playwright-server-crash/playwright.config.ts')).toEqual({
      exitCode: 1,
      summary: 'tests: 0 passed, 1 failed',
      problems: ['✗ playwright: Error: Process from config.webServer was not able to start. Exit code: 3'],
    });
  });
});
