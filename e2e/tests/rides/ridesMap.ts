import { expect, type Locator, type Page } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { openSignedIn } from '../platform/signedIn';

/**
 * The map's code is the app's largest chunk: on a loaded 2-core machine its first canvas has come
 * just after 10 s, so this one wait allows half a minute. Later steps keep the default.
 */
const FIRST_DRAW_MS = 30_000;

/** Opens the rides page on one ride as the dispatcher and waits for the map's canvas. */
export async function openRidesMapOn(page: Page, rideId: number): Promise<Locator> {
  await openSignedIn(page, DISPATCHER, `/rides?search=id:${rideId}`);
  const map = page.getByRole('region', { name: 'Rides map' });
  await expect(map.locator('canvas')).toBeVisible({ timeout: FIRST_DRAW_MS });
  return map;
}
