import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { createDriver, openAs, signInActor } from '../drivers/driver-page-api';
import { uniqueName } from '../rides/createRideWizard';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a keyboard user opens a payout from the list with Enter; Escape closes it and focus returns to the row', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const lastName = uniqueName('Keys');
  const driverId = await createDriver(admin, 'Paula', lastName);
  await admin.call('POST', `/drivers/${driverId}/boost`, { amount: 100 });
  await admin.call('POST', `/billing/transaction-requests/${driverId}/quick-creation/payout`, {
    amount: 15,
    description: 'Payout',
    payout_type: 'zelle',
  });

  await openAs(page, admin, '/payouts');
  await page.getByRole('textbox', { name: 'Search' }).fill(lastName);
  const row = page.getByRole('table', { name: 'Payouts' }).getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toHaveCount(1);
  // The row comes just before its checkbox in the Tab order.
  await row.getByRole('checkbox').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(row).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit payout' });
  await expect(dialog.getByRole('combobox', { name: 'Bank Status' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();
});

test('a keyboard user opens a driver from the grid with Enter on one of its cells', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const lastName = uniqueName('Keys');
  const driverId = await createDriver(admin, 'Petra', lastName);

  await openAs(page, admin, '/drivers');
  await page.getByRole('textbox', { name: 'Filter by Driver', exact: true }).fill(lastName);
  const row = page.getByRole('table', { name: 'Drivers' }).locator('tbody tr').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await row.getByRole('cell', { name: String(driverId), exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/driver/${driverId}$`));
});
