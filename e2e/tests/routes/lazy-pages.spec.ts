import { expect, test } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { shot } from '../../support/shots';
import { openSignedIn } from '../platform/signedIn';

test("a page's code loads with its route: a loading bar while it comes, then the page", async ({ page }) => {
  await openSignedIn(page, DISPATCHER, '/rides');
  await expect(page.getByRole('region', { name: 'Rides map' })).toBeVisible();

  // Hold the drivers page's chunk back a moment, as a slow network does.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/DriversPage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Opened by its address (a link inside the app keeps the current page up until the next one is ready).
  await page.goto('/drivers');
  const loading = page.getByRole('progressbar', { name: 'Loading Drivers' });
  await expect(loading).toBeVisible();
  await expect(page.getByText('Loading Drivers…')).toBeVisible();
  await shot(page, 'lazy-drivers-loading');
  release();
  await expect(loading).toBeHidden();
  await expect(page.getByRole('table', { name: 'Drivers' })).toBeVisible();
  await shot(page, 'lazy-drivers-loaded');
});
