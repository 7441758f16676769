import { type Browser, type BrowserContext, type BrowserContextOptions, test } from '@playwright/test';

/**
 * Opens browser contexts beside the test's own page and closes them after each test of the file,
 * passed or failed. A context left open keeps its pages running the app (polling, the realtime socket,
 * the map, a reload when the version changes) through every later test of the worker.
 */
export function closingContexts(): (
  browser: Browser,
  options?: BrowserContextOptions,
) => Promise<BrowserContext> {
  const opened: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  return async (browser, options) => {
    const context = await browser.newContext(options);
    opened.push(context);
    return context;
  };
}
