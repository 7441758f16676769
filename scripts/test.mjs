#!/usr/bin/env node
// The one test command: typecheck, lint, generated files, unit + integration (vitest, real
// PostgreSQL), browser tests (Playwright in Chromium). Ends with `tests: N passed, N failed`.
//
// A tier counts as failed when its runner exits non-zero, runs zero tests, leaves no report, or a
// file fails outside its tests (scripts/test-report.mjs decides). `--vitest <config>` and
// `--playwright <config>` run only those tiers against another project (the script's own tests
// point them at broken fixtures); `--reports <dir>` puts the JSON reports elsewhere.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { countCheck, countPlaywright, countVitest, summaryLine } from './test-report.mjs';
import { typecheckAll } from './typecheck.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    vitest: { type: 'string' },
    playwright: { type: 'string' },
    reports: { type: 'string', default: path.join(root, '.tsbuild/test-reports') },
  },
});
const reports = path.resolve(options.reports);
mkdirSync(reports, { recursive: true });
let passed = 0;
let failed = 0;
/** Every failure with its tier, repeated above the summary so the end of a long log names them. */
const problems = [];
/** The workspace's own tool, started directly: `npx` adds seconds of start-up to every step. */
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs one command in the repository; its exit code (1 when a signal ended it). */
function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/**
 * Starts a command now and answers a function that waits for it, then prints its label and output
 * where `run` would have printed them. The output goes to a file rather than a pipe: the steps run
 * meanwhile block this process, which could not empty a pipe until they end.
 */
function runInBackground(command, args, env = {}) {
  const log = path.join(reports, `${path.basename(command)}-${args.join('-')}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...env },
  });
  closeSync(fd);
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  return async (label) => {
    const status = await exited;
    if (label) {
      console.log(`\n▶ ${label}`);
      process.stdout.write(readFileSync(log));
    }
    return status;
  };
}

function tally(label, outcome) {
  passed += outcome.passed;
  failed += outcome.failed;
  for (const problem of outcome.problems) {
    console.log(`✗ ${label}: ${problem}`);
    problems.push(`${label}: ${problem}`);
  }
}

const check = (label, command, args) => tally(label, countCheck(run(label, command, args)));

/** A report path with any earlier run's report removed, so a run that writes none cannot pass on it. */
function freshReport(name) {
  const file = path.join(reports, name);
  rmSync(file, { force: true });
  return file;
}

/** The runner's JSON report; undefined when it wrote none or only part of one. */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestTier(config) {
  const report = freshReport('vitest.json');
  const exitCode = run('unit and integration tests (vitest)', bin('vitest'), [
    'run',
    ...(config ? ['--config', config] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  tally('vitest', countVitest(readReport(report), exitCode, root));
}

/** Prints what the page showed when a test failed: the reporters given here replace the config's. */
const ERROR_CONTEXT_REPORTER = path.join(root, 'e2e/support/errorContextReporter.ts');

function playwrightTier(config) {
  const report = freshReport('playwright.json');
  const exitCode = run(
    'browser tests (Playwright)',
    bin('playwright'),
    ['test', '-c', config, `--reporter=list,json,${ERROR_CONTEXT_REPORTER}`],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  );
  tally('playwright', countPlaywright(readReport(report), exitCode));
}

async function productTiers() {
  for (const { dir, status, output } of await typecheckAll()) {
    const label = `typecheck ${dir}`;
    console.log(`\n▶ ${label}\n${output}`);
    tally(label, countCheck(status));
  }
  // The web build for the browser tests runs beside the checks and the unit tests: the checks and the
  // unit tests' start-up (a database migrated and seeded) keep one core busy, leaving the other idle.
  // Its output is printed at its old place; without the tools it is not shown, as before.
  const build = runInBackground('npm', ['run', 'build'], {
    FLEETDESK_VERSION: 'e2e',
    // The build colours its output for a terminal; written to a file it would not.
    ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
  });
  check('lint (biome)', bin('biome'), ['check', '.']);
  check('generated files are up to date', 'node', ['scripts/check-generated.mjs']);
  // Chromium for the browser tests, PostgreSQL's tools for the backup round trip.
  const hasTools = run('ensure system tools', 'node', ['scripts/ensure-system-tools.mjs']) === 0;
  vitestTier();
  // Browser tests against the real built app and server; a tier that cannot run is a failure.
  const built = (await build(hasTools ? 'build web app' : undefined)) === 0;
  const ready = hasTools && built;
  if (ready) playwrightTier('e2e/playwright.config.ts');
  else
    tally('playwright', {
      passed: 0,
      failed: 1,
      problems: ['skipped: Chromium or PostgreSQL tools are missing, or the web build failed'],
    });
}

if (options.vitest === undefined && options.playwright === undefined) await productTiers();
else {
  if (options.vitest !== undefined) vitestTier(options.vitest);
  if (options.playwright !== undefined) playwrightTier(options.playwright);
}

if (problems.length > 0)
  console.log(`\nWhat failed:\n${problems.map((problem) => `  ✗ ${problem}`).join('\n')}`);
console.log(`\n${summaryLine(passed, failed)}`);
process.exit(failed > 0 ? 1 : 0);
