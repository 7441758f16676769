import { defineConfig } from 'vitest/config';

/**
 * For `npm test -w apps/web`: only this app's tests, without the server's database setup. The root
 * runner includes the same files; tests needing a DOM say `// @vitest-environment jsdom`.
 */
export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: { include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/testing/domTestSetup.ts'] },
});
