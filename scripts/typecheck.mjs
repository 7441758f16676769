#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the repository, each with its own tsconfig (the web
// app, the browser tests and the server need different libraries, so no single program covers them).
// The test command typechecks the same list, one check per project.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const TYPESCRIPT_PROJECTS = [
  'packages/contract',
  'packages/solver',
  'apps/server',
  'apps/web',
  'e2e',
  // One program for every benchmark: they share the server's code, which 13 programs checked 13 times.
  'bench',
].filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')));

export const tscArgs = (dir) => ['-p', dir, '--noEmit'];

if (import.meta.url === `file://${process.argv[1]}`) {
  const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
  const failing = TYPESCRIPT_PROJECTS.filter((dir) => {
    console.log(`▶ typecheck ${dir}`);
    return spawnSync(tsc, tscArgs(dir), { cwd: root, stdio: 'inherit' }).status !== 0;
  });
  if (failing.length > 0) console.error(`✗ typecheck failed in ${failing.join(', ')}`);
  process.exit(failing.length > 0 ? 1 : 0);
}
