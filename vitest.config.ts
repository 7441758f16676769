import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of every workspace, and of the test script itself; browser tests run
 * under Playwright instead. `scripts/*.test.ts` is not recursive on purpose: the broken projects in
 * scripts/fixtures are run only by scripts/test-runner.test.ts, never collected here.
 */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/test/**/*.test.ts',
      'scripts/*.test.ts',
    ],
    globalSetup: ['apps/server/test/global-setup.ts'],
    setupFiles: ['apps/web/src/testing/domTestSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
