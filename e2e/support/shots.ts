import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * A screenshot to look at while building a screen, taken only when SHOTS_DIR names a folder
 * (`SHOTS_DIR=/tmp/shots npx playwright test …`); test runs write nothing outside the repository.
 */
export async function shot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await target.screenshot({ path: path.join(dir, `${name}.png`), ...options });
}
