import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { shot } from '../../support/shots';
import { type Actor, createDriver, openAs, signInActor } from '../drivers/driver-page-api';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

/** A driver with $100 and a quick payout per amount and type, made through the API as the app would. */
async function driverWithPayouts(admin: Actor, lastName: string, payouts: [number, string][]) {
  const driverId = await createDriver(admin, 'Paula', lastName);
  await admin.call('POST', `/drivers/${driverId}/boost`, { amount: 100 });
  for (const [amount, type] of payouts)
    await admin.call('POST', `/billing/transaction-requests/${driverId}/quick-creation/payout`, {
      amount,
      description: 'Payout',
      payout_type: type,
    });
  return driverId;
}

const select = async (page: Page, name: string, option: string) => {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
};

test('the payouts list: default filters, search, type, the Total row, selection, filters kept', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await driverWithPayouts(admin, 'Listingly', [
    [12.34, 'check_pickup'],
    [20, 'zelle'],
  ]);

  await openAs(page, admin, '/payouts');
  await expect(page).toHaveURL(/\/payouts\/payouts$/);
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Today');
  await expect(page.getByRole('combobox', { name: 'Payout status' })).toHaveText('pending');
  await expect(page.getByRole('combobox', { name: 'QB status' })).toHaveText('pending');
  await expect(page.getByRole('combobox', { name: 'Bank status' })).toHaveText('All');
  const table = page.getByRole('table', { name: 'Payouts' });
  await expect(table.getByRole('columnheader')).toHaveText([
    '',
    'ID',
    'Driver',
    'Name',
    'Company',
    'Driver ID',
    'TLC',
    'Type',
    'Receiver',
    'Payee Bank',
    'Requested on',
    'Amount',
    'Status',
    'Bank Status',
    'QB Status',
    'QB ID',
    'Ref. no.',
    'Note',
  ]);
  await shot(page, 'payouts-list');

  await page.getByRole('textbox', { name: 'Search' }).fill('  LISTINGLY ');
  const rows = table.getByRole('row', { name: /Paula Listingly/ });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Zelle');
  await expect(rows.first()).toContainText(String(driverId));
  await expect(rows.nth(1)).toContainText('Check pickup');
  await expect(rows.nth(1)).toContainText('$12.34');
  const total = table.getByRole('row', { name: 'Total' });
  await expect(total).toContainText('2 payouts');
  await expect(rows.first().getByRole('link', { name: String(driverId) })).toHaveAttribute(
    'href',
    `/driver/${driverId}`,
  );
  await expect(total).toContainText('$32.34');
  await expect(page.getByText('1-2 of 2')).toBeVisible();
  // The columns past the screen's edge scroll into view.
  await table.locator('xpath=..').evaluate((container) => container.scrollBy(2000, 0));
  await expect(rows.first().getByText('pending')).toHaveCount(3);
  await shot(page, 'payouts-right');

  await select(page, 'Type', 'Check pickup');
  await expect(rows).toHaveCount(1);
  await expect(total).toContainText('$12.34');

  await select(page, 'Type', 'Zelle');
  await expect(rows).toHaveCount(2);
  await table
    .getByRole('checkbox', { name: /^Select row/ })
    .first()
    .check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await table.getByRole('checkbox', { name: 'Select all rows' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await shot(page, 'payouts-selected');
  await table.getByRole('checkbox', { name: 'Select all rows' }).uncheck();
  await expect(page.getByText(/selected$/)).toHaveCount(0);

  // The filters are kept on this browser.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('  LISTINGLY ');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText('Check pickup, Zelle');
  await expect(rows).toHaveCount(2);

  await page.getByRole('textbox', { name: 'Search' }).fill('nobody-has-this-name');
  await expect(table.getByText('Nothing found!')).toBeVisible();
});

test('pages of the list: the count stays unknown until the last page', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  await driverWithPayouts(
    admin,
    'Pagedmany',
    Array.from({ length: 11 }, (_, index) => [index + 1, 'zelle'] as [number, string]),
  );
  await openAs(page, admin, '/payouts/payouts');
  await page.getByRole('textbox', { name: 'Search' }).fill('Pagedmany');
  const rows = page.getByRole('table', { name: 'Payouts' }).getByRole('row', { name: /Paula Pagedmany/ });
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('1-10 of more than 10')).toBeVisible();
  // The Total row counts every page.
  await expect(page.getByRole('row', { name: 'Total' })).toContainText('11 payouts');
  await expect(page.getByRole('row', { name: 'Total' })).toContainText('$66.00');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('$1.00');
  await expect(page.getByText('11-11 of 11')).toBeVisible();
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(rows).toHaveCount(11);
  await expect(page.getByText('1-11 of 11')).toBeVisible();
});

test('a check marked Done at the bank leaves pending for good; ACH bank status cannot be edited', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await driverWithPayouts(admin, 'Checkmarked', [[30, 'check_mail']]);

  await openAs(page, admin, `/driver/${driverId}`);
  const balance = page.getByRole('region', { name: 'Balance', exact: true });
  await expect(balance.getByLabel('Available balance')).toHaveText('$70.00');
  await expect(balance.getByLabel('Pending balance')).toHaveText('$30.00');

  await page.goto('/payouts/payouts');
  await page.getByRole('textbox', { name: 'Search' }).fill('Checkmarked');
  const table = page.getByRole('table', { name: 'Payouts' });
  const row = table.getByRole('row', { name: /Paula Checkmarked/ });
  await expect(row).toContainText('Check mail');
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Edit payout' });
  await expect(dialog.getByRole('combobox', { name: 'Bank Status' })).toHaveText('pending');
  await dialog.getByRole('combobox', { name: 'Bank Status' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await dialog.getByRole('textbox', { name: 'QB ID' }).fill('QB-4410');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Picked up at the desk');
  await shot(page, 'payouts-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Great! You have updated payout')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Done is no longer pending: it leaves the default view and shows under All.
  await expect(row).toHaveCount(0);
  await select(page, 'Payout status', 'All');
  await expect(row).toContainText('Done');
  await expect(row).toContainText('QB-4410');
  await expect(row).toContainText('Picked up at the desk');

  await page.goto(`/driver/${driverId}`);
  await expect(balance.getByLabel('Available balance')).toHaveText('$70.00');
  await expect(balance.getByLabel('Pending balance')).toHaveText('$0.00');

  // An ACH or Zelle payout learns its bank status from the bank.
  await driverWithPayouts(admin, 'Zellepaid', [[10, 'zelle']]);
  await page.goto('/payouts/payouts');
  await page.getByRole('textbox', { name: 'Search' }).fill('Zellepaid');
  await table.getByRole('row', { name: /Paula Zellepaid/ }).click();
  await expect(dialog.getByRole('combobox', { name: 'Bank Status' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(dialog.getByText('The bank status can be changed only for check payouts.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('');
  await dialog.getByRole('textbox', { name: 'Ref. no.' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();

  // Someone else saves first: the server's refusal is shown and nothing is overwritten.
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Zelle payout');
  const listed = await admin.call<{ payouts: { data: { id: number }[] } }>(
    'GET',
    '/payouts?search=zellepaid&time_range=today',
  );
  await admin.call('POST', `/payouts/${listed.payouts.data[0]?.id}`, { note: 'Saved elsewhere' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('This payout was changed by someone else. Reload it and try again.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
