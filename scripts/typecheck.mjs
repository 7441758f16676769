#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the repository, each with its own tsconfig (the web
// app, the browser tests and the server need different libraries, so no single program covers them).
// The test command typechecks the same list, through the same function.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Largest first (about 30 s each for the first three on two cores), so parallel checks end together. */
export const TYPESCRIPT_PROJECTS = [
  // One program for every benchmark: they share the server's code, which 13 programs checked 13 times.
  'bench',
  'apps/server',
  'apps/web',
  'e2e',
  'packages/contract',
  'packages/solver',
].filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')));

const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

/** One project's check: its exit code (1 when a signal ended it) and what tsc printed. */
function typecheck(dir) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', dir, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    // A tsc that cannot start is a failed check with its reason, not a crash of the whole test run.
    child.on('error', (error) => resolve({ dir, status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ dir, status: code ?? 1, output }));
  });
}

/**
 * Every project checked, as many at a time as there are cores (tsc uses one core each, and the
 * checks were a tenth of the test run one after another); results come back in the list's order,
 * each with its own output, so two checks' messages never interleave.
 */
export async function typecheckAll() {
  const results = new Array(TYPESCRIPT_PROJECTS.length);
  let next = 0;
  const worker = async () => {
    while (next < TYPESCRIPT_PROJECTS.length) {
      const index = next++;
      results[index] = await typecheck(TYPESCRIPT_PROJECTS[index]);
    }
  };
  const lanes = Math.min(availableParallelism(), TYPESCRIPT_PROJECTS.length);
  await Promise.all(Array.from({ length: lanes }, worker));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await typecheckAll();
  for (const { dir, output } of results) console.log(`▶ typecheck ${dir}\n${output}`);
  const failing = results.filter((result) => result.status !== 0).map((result) => result.dir);
  if (failing.length > 0) console.error(`✗ typecheck failed in ${failing.join(', ')}`);
  process.exit(failing.length > 0 ? 1 : 0);
}
