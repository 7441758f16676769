import { expect, test } from '@playwright/test';
import { FLEET_USER } from '../../support/auth';
import { openSignedIn } from './signedIn';

test('a fleet user sees exactly Rides, Drivers, Cars and Routes, and is sent to /access-denied from /surge', async ({
  page,
}) => {
  await openSignedIn(page, FLEET_USER, '/rides');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await page.getByRole('button', { name: 'Expand menu' }).click();
  const entries = menu.getByRole('link');
  await expect(entries).toHaveText(['Rides', 'Drivers', 'Cars', 'Routes']);
  await expect(menu.getByRole('button', { name: /Reporting|Dev|Admin Settings/ })).toHaveCount(0);
  // Fleet users see the on-time widget, with their own fleet's figures (on-time-widget.spec.ts).
  await expect(page.getByRole('region', { name: 'On-time pickups' })).toBeVisible();

  await page.goto('/surge');
  await expect(page).toHaveURL('/access-denied');
  await expect(
    page.getByText("You don't have permission to access this data. Contact your admin."),
  ).toBeVisible();

  await page.goto('/routes');
  await expect(page.getByRole('heading', { name: 'Routes' })).toBeVisible();
});
