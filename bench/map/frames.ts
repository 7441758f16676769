import type { Page } from '@playwright/test';

export interface Phase {
  id: string;
  name: string;
  zoom: number;
  /** Pan the map a little on every frame, as a dispatcher dragging it does. */
  pan: boolean;
}

export const PHASES: readonly Phase[] = [
  { id: 'city-still', name: 'whole city (zoom 10), still', zoom: 10, pan: false },
  { id: 'city-panning', name: 'whole city (zoom 10), panned every frame', zoom: 10, pan: true },
  {
    id: 'street-panning',
    name: 'street level (zoom 14), badges in view, panned every frame',
    zoom: 14,
    pan: true,
  },
];

export interface FrameResult {
  fps: number;
  frames: number;
  /** Frame-to-frame intervals, milliseconds. */
  p95: number;
  worst: number;
  /** Live position batches applied during the period. */
  updates: number;
}

// Plain JavaScript handed to the page as text (a transpiled function would carry bundler helpers).
const COUNT_FRAMES = `async ({ seconds, pan }) => {
  const map = window.benchMap;
  const updatesBefore = window.benchUpdates;
  const intervals = [];
  let last = performance.now();
  const end = last + seconds * 1000;
  let step = 0;
  await new Promise((done) => {
    const frame = (now) => {
      intervals.push(now - last);
      last = now;
      if (pan) {
        // Back and forth along a 400-pixel line, so the view stays over the drivers.
        step += 1;
        map.panBy([Math.floor(step / 100) % 2 === 0 ? 4 : -4, 0], { animate: false });
      }
      if (now < end) requestAnimationFrame(frame);
      else done();
    };
    requestAnimationFrame(frame);
  });
  const sorted = [...intervals].sort((a, b) => a - b);
  const total = intervals.reduce((sum, v) => sum + v, 0);
  return {
    fps: (intervals.length * 1000) / total,
    frames: intervals.length,
    p95: sorted[Math.floor(sorted.length * 0.95)],
    worst: sorted[sorted.length - 1],
    updates: window.benchUpdates - updatesBefore,
  };
}`;

/** Sets the view, gives it 3 s to draw, then counts frames for `seconds` with the live feed running. */
export async function measureFrames(page: Page, phase: Phase, seconds: number): Promise<FrameResult> {
  await page.evaluate(`window.benchMap.jumpTo({ center: [-73.96, 40.73], zoom: ${phase.zoom} })`);
  // Not map.loaded(): with a new batch of positions every second the source is seldom idle.
  await page.waitForTimeout(3000);
  return page.evaluate(
    `(${COUNT_FRAMES})(${JSON.stringify({ seconds, pan: phase.pan })})`,
  ) as Promise<FrameResult>;
}
