import type { Page } from '@playwright/test';

export interface GridTiming {
  /** The last byte of the GET /drivers answer. */
  responseEndAt: number;
  /** The frame painted after the rows in view first read differently. */
  paintedAt: number;
  /** The pagination label, which names the rows of the page ("1-500 of …"). */
  label: string;
}

// Plain JavaScript handed to the page as text: a transpiled function would carry bundler helpers
// (esbuild's __name) the page does not have. Every time is taken in the page (performance.now()).
const ARM = `(() => {
  const state = { responseEndAt: 0, paintedAt: 0 };
  window.__gridBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.includes('/api/v1/drivers?')) state.responseEndAt = entry.responseEnd;
  }).observe({ type: 'resource' });
  // The rows in view as text: the new answer is rendered once they read differently. (The last DOM change
  // would also count the clicked button's ripple and the progress bar going away.)
  const rowsText = () =>
    Array.from(document.querySelectorAll('table[aria-label="Drivers"] tbody tr'), (row) => row.textContent).join('|');
  const before = rowsText();
  const observer = new MutationObserver(() => {
    if (rowsText() === before) return;
    observer.disconnect();
    // A task posted from the next animation frame runs once that frame's layout and paint are done.
    requestAnimationFrame(() => setTimeout(() => { state.paintedAt = performance.now(); }, 0));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

const COLLECT = `({
  ...window.__gridBench,
  label: document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '',
})`;

/** Arms the watch: the next GET /drivers resource entry, and the first change of the rows in view. */
export const armGridWatch = (page: Page): Promise<void> => page.evaluate(ARM);

/** Waits `quietMs`, then answers what the watch saw. */
export async function collectGridTiming(page: Page, quietMs = 1500): Promise<GridTiming> {
  await page.waitForTimeout(quietMs);
  return page.evaluate<GridTiming>(COLLECT);
}
