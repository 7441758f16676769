import { expect, type Page, test } from '@playwright/test';
import { ADMIN, FLEET_USER } from '../../support/auth';
import { shot } from '../../support/shots';
import { createDriver, openAs, signInActor } from '../drivers/driver-page-api';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
});

async function fillQuickForm(page: Page, dialogName: string, amount: string, category: string) {
  const form = page.getByRole('dialog', { name: dialogName });
  await form.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await form.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  return form;
}

test('a quick credit and a quick debit from the driver page post at once and move the balance', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Quinn', 'Quickly');

  await openAs(page, admin, `/driver/${driverId}`);
  const balance = region(page, 'Balance');
  await balance.getByRole('button', { name: 'Quick credit' }).click();
  const credit = await fillQuickForm(page, 'Quick credit', '0', 'Bonus');
  await credit.getByRole('button', { name: 'Create' }).click();
  await expect(credit.getByText('Amount must be greater than 0!')).toBeVisible();
  await credit.getByRole('textbox', { name: /^Amount/ }).fill('60.25');
  await credit.getByRole('combobox', { name: /Company/ }).click();
  await page.getByRole('option').nth(1).click();
  await shot(page, 'quick-credit', { fullPage: true });
  await credit.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Quick credit created successfully!')).toBeVisible();
  await expect(balance.getByLabel('Available balance')).toHaveText('$60.25');

  await balance.getByRole('button', { name: 'Quick debit' }).click();
  const debit = await fillQuickForm(page, 'Quick debit', '10', 'Traffic ticket');
  await debit.getByRole('button', { name: 'Create' }).click();
  await expect(debit.getByRole('combobox', { name: /Company/ })).toHaveAccessibleDescription(
    'No company selected',
  );
  await debit.getByRole('combobox', { name: /Company/ }).click();
  await page.getByRole('option').nth(1).click();
  await debit.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Great! You have created quick debit')).toBeVisible();
  await expect(balance.getByLabel('Available balance')).toHaveText('$50.25');
});

test('a fleet user quick-credits their own driver from the driver page, with no debit and no company', async ({
  page,
}) => {
  const fleet = await signInActor(FLEET_USER);
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(fleet, 'Flora', 'Fleetcredit');

  await openAs(page, fleet, `/driver/${driverId}`);
  const header = page.getByRole('region', { name: 'Driver' });
  await expect(header.getByRole('button', { name: 'Quick debit' })).toHaveCount(0);
  await expect(region(page, 'Balance')).toHaveCount(0);
  await header.getByRole('button', { name: 'Quick credit' }).click();
  const credit = await fillQuickForm(page, 'Quick credit', '15', 'Bonus');
  await expect(credit.getByRole('combobox', { name: /Company/ })).toHaveCount(0);
  await credit.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Quick credit created successfully!')).toBeVisible();

  const { balance } = await admin.call<{ balance: { available: number } }>(
    'GET',
    `/drivers/${driverId}/transactions`,
  );
  expect(balance.available).toBe(15);
});
