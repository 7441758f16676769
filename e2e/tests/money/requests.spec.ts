import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { shot } from '../../support/shots';
import { createDriver, openAs, signInActor } from '../drivers/driver-page-api';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a credit request made on /transaction/credits is approved in its preview and reaches the driver page', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Olga', 'Requested');

  await openAs(page, admin, '/transaction/credits');
  await page.getByRole('button', { name: 'Credit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Credit request' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Category is required')).toBeVisible();
  await expect(form.getByRole('combobox', { name: /Company/ })).toHaveAccessibleDescription(
    'No company selected',
  );
  await form.getByRole('textbox', { name: /Driver ID/ }).fill(String(driverId));
  await form.getByRole('textbox', { name: /^Amount/ }).fill('42.10');
  await form.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Tolls reimbursement' }).click();
  await form.getByRole('combobox', { name: /Company/ }).click();
  await page.getByRole('option').nth(1).click();
  await form.getByRole('textbox', { name: /^Note/ }).fill('Receipts checked');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Credit request created successfully!')).toBeVisible();

  // Pending requests only: the new one is first (newest first).
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'pending' }).click();
  await page.keyboard.press('Escape');
  const row = page
    .getByRole('table', { name: 'Credits' })
    .getByRole('row', { name: new RegExp(`Olga Requested \\(#${driverId}\\)`) });
  await expect(row).toContainText('$42.10');
  await expect(row).toContainText('pending');
  await shot(page, 'requests-credits');

  await row.click();
  const preview = page.getByRole('dialog', { name: / request #\d+$/ });
  await expect(preview.getByText('Receipts checked')).toBeVisible();
  await preview.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'approved' }).click();
  await shot(page, 'requests-preview');
  await preview.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('Great! You have update credit!')).toBeVisible();

  await page.goto(`/driver/${driverId}`);
  await expect(
    page.getByRole('region', { name: 'Balance', exact: true }).getByLabel('Available balance'),
  ).toHaveText('$42.10');
});

test('the payouts tab filters by payout type and a declined payout request leaves the balance alone', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Pia', 'Payout');
  await admin.call('POST', `/drivers/${driverId}/boost`, { amount: 50 });
  await admin.call('POST', `/billing/transaction-requests/${driverId}/payout`, {
    amount: 20,
    description: 'Weekly payout',
    payout_type: 'zelle',
  });

  await openAs(page, admin, '/transaction/payouts');
  await page.getByRole('combobox', { name: 'Payout type' }).click();
  await page.getByRole('option', { name: 'Zelle' }).click();
  await page.keyboard.press('Escape');
  const row = page.getByRole('table', { name: 'Payouts' }).getByRole('row', { name: /Pia Payout/ });
  await expect(row).toContainText('Zelle');
  await row.click();
  const preview = page.getByRole('dialog', { name: / request #\d+$/ });
  await preview.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'declined' }).click();
  await preview.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('Great! You have update payout!')).toBeVisible();
  await expect(row).toContainText('declined');
});
