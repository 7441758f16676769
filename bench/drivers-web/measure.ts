import type { Page } from '@playwright/test';

export interface GridTiming {
  /** The last byte of the GET /drivers answer. */
  responseEndAt: number;
  /** The frame painted after the table's last change. */
  paintedAt: number;
  rows: number;
}

/**
 * Arms a watch inside the page (one clock: performance.now()): the next GET /drivers resource entry, and
 * every change of the drivers table, each followed to its painted frame. `collect` waits until the page
 * has been quiet for `quietMs` and answers the timing.
 */
export async function armGridWatch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = { responseEndAt: 0, paintedAt: 0 };
    (window as unknown as { __gridBench: typeof state }).__gridBench = state;
    const resources = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[])
        if (entry.name.includes('/api/v1/drivers?')) state.responseEndAt = entry.responseEnd;
    });
    resources.observe({ type: 'resource' });
    const body = document.querySelector('table[aria-label="Drivers"] tbody');
    if (!body) throw new Error('no drivers table');
    new MutationObserver(() => {
      // A task posted from the next animation frame runs once that frame's layout and paint are done.
      requestAnimationFrame(() => setTimeout(() => (state.paintedAt = performance.now()), 0));
    }).observe(body, { childList: true, subtree: true, characterData: true });
  });
}

export async function collectGridTiming(page: Page, quietMs = 1500): Promise<GridTiming> {
  await page.waitForTimeout(quietMs);
  return page.evaluate(() => {
    const state = (window as unknown as { __gridBench: { responseEndAt: number; paintedAt: number } })
      .__gridBench;
    const rows = document.querySelectorAll('table[aria-label="Drivers"] tbody tr').length;
    return { ...state, rows };
  });
}
