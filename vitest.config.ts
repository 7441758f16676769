import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of every workspace, and of the test script itself; browser tests run
 * under Playwright instead. `scripts/*.test.ts` is not recursive on purpose: the broken projects in
 * scripts/fixtures are run only by scripts/test-runner.test.ts, never collected here.
 *
 * Two projects share the two workers. The server, packages and scripts hold no module state a test
 * file could leave behind (each file builds its own app on its own database), so their files share a
 * worker's imported modules: importing the server afresh for each of 200 files cost more than running
 * them. The web tests render into one jsdom per file and keep their isolation.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/{src,test}/**/*.test.ts',
            'scripts/*.test.ts',
          ],
          globalSetup: ['apps/server/test/global-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/domTestSetup.ts'],
        },
      },
    ],
  },
});
