#!/usr/bin/env node
// The one test command: typecheck, lint, generated files, unit + integration (vitest, real
// PostgreSQL), browser tests (Playwright in Chromium). Ends with `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, '.tsbuild');
mkdirSync(artifacts, { recursive: true });
let passed = 0;
let failed = 0;

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  return result.status === 0;
}

/** A step that is one check: counted as one passed or one failed test. */
function check(label, command, args, options) {
  if (run(label, command, args, options)) passed++;
  else {
    failed++;
    console.log(`✗ ${label} failed`);
  }
}

const tsconfigs = [
  'packages/contract',
  'packages/solver',
  'apps/server',
  'apps/web',
  'e2e',
  'bench/solver',
  'bench/rides',
  'bench/rides-web',
].filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')));
for (const dir of tsconfigs) check(`typecheck ${dir}`, 'npx', ['tsc', '-p', dir, '--noEmit']);
check('lint (biome)', 'npx', ['biome', 'check', '.']);
check('generated files are up to date', 'node', ['scripts/check-generated.mjs']);

// Unit and integration tests.
const vitestReport = path.join(artifacts, 'vitest.json');
run('unit and integration tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
} else failed++;

// Browser tests against the real built app and server.
if (
  run('ensure Chromium', 'node', ['scripts/ensure-chromium.mjs']) &&
  run('build web app', 'npm', ['run', 'build'], { env: { FLEETDESK_VERSION: 'e2e' } })
) {
  const playwrightReport = path.join(root, 'e2e/.artifacts/report.json');
  run('browser tests (Playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else failed++;
} else failed++;

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
