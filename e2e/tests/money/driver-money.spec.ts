import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { recordPosts } from '../../support/requests';
import { shot } from '../../support/shots';
import { createDriver, openAs, signInActor } from '../drivers/driver-page-api';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
});

test('an approved credit reaches the balance; a bank account is added; a payout moves money to pending', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Marta', 'Ledger');
  const { transaction_request: request } = await admin.call<{ transaction_request: { id: number } }>(
    'POST',
    `/billing/transaction-requests/${driverId}`,
    { type: 'credit', amount: '125.50', description: 'Airport wait', category_id: 3, company_id: 39 },
  );

  await openAs(page, admin, `/driver/${driverId}`);
  const balance = region(page, 'Balance');
  await expect(balance.getByLabel('Available balance')).toHaveText('$0.00');
  // No money yet: no Payout button.
  await expect(balance.getByRole('button', { name: 'Payout' })).toHaveCount(0);

  await admin.call('POST', `/billing/transaction-requests/${request.id}/update`, { status: 'approved' });
  await page.reload();
  await expect(balance.getByLabel('Available balance')).toHaveText('$125.50');
  const transactions = region(page, 'Transactions');
  await expect(transactions.getByRole('row', { name: /Airport wait/ })).toContainText('$125.50');

  // A bank account: the checksum is checked on blur, then the good one is added.
  await region(page, 'Bank accounts').getByRole('button', { name: 'Add bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Bank Account' });
  await dialog.getByLabel('Name').fill('Chase checking');
  await dialog.getByLabel('Routing Number').fill('021000022');
  await dialog.getByRole('textbox', { name: /^Account Number/ }).fill('000123456789');
  await expect(dialog.getByText('Invalid Routing Number!')).toBeVisible();
  await dialog.getByLabel('Routing Number').fill('021000021');
  await dialog.getByLabel('Confirm Account Number').fill('000123456780');
  await dialog.getByLabel('Name').click();
  await expect(dialog.getByText('Does not match with Account number!')).toBeVisible();
  await dialog.getByLabel('Confirm Account Number').fill('000123456789');
  await shot(page, 'money-add-bank', { fullPage: true });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Great! You have added bank account')).toBeVisible();
  await expect(region(page, 'Bank accounts').getByText('Chase checking •••• 6789')).toBeVisible();

  // The payout: ach to that account, confirmed with the amount.
  await balance.getByRole('button', { name: 'Payout' }).click();
  const payout = page.getByRole('dialog', { name: 'Payout' });
  await expect(payout.getByLabel('Description')).toHaveValue('Payout');
  await expect(payout.getByLabel('Bank account')).toContainText('Chase checking •••• 6789');
  await payout.getByLabel('Amount').fill('100');
  await shot(page, 'money-payout', { fullPage: true });
  await payout.getByRole('button', { name: 'Payout' }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to create a payout of $100.00 for this driver?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Quick payout created successfully!')).toBeVisible();
  await expect(balance.getByLabel('Available balance')).toHaveText('$25.50');
  await expect(balance.getByLabel('Pending balance')).toHaveText('$100.00');
  await transactions.getByRole('tab', { name: 'Payouts' }).click();
  await expect(transactions.getByRole('row', { name: /Payout/ }).first()).toContainText('Pending');
  await shot(page, 'money-driver-page', { fullPage: true });
});

/** A new driver with a Citi savings account ending 4444, added over the API, and the admin who added it. */
async function driverWithCitiAccount(firstName: string, lastName: string) {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, firstName, lastName);
  await admin.call('POST', `/drivers/${driverId}/payments/banks`, {
    entity_id: driverId,
    entity_type: 'driver',
    name: 'Citi savings',
    routing_number: '021000089',
    account_number: '55554444',
  });
  return { admin, driverId };
}

test('a boost is added at once; a bank account is removed after confirming', async ({ page }) => {
  const { admin, driverId } = await driverWithCitiAccount('Nils', 'Boosted');

  await openAs(page, admin, `/driver/${driverId}`);
  const balance = region(page, 'Balance');
  await balance.getByRole('button', { name: 'Boost' }).click();
  const boost = page.getByRole('dialog', { name: 'Boost balance' });
  await boost.getByLabel('Amount').fill('0');
  await boost.getByLabel('Description').click();
  await expect(boost.getByText('Amount must be greater than 0!')).toBeVisible();
  await boost.getByLabel('Amount').fill('15');
  await boost.getByRole('button', { name: 'Boost' }).click();
  await expect(page.getByText('Great! You have boosted balance')).toBeVisible();
  await expect(balance.getByLabel('Available balance')).toHaveText('$15.00');

  const banks = region(page, 'Bank accounts');
  await banks.getByRole('button', { name: 'Remove account ending 4444' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Great! You have removed payment')).toBeVisible();
  await expect(banks.getByText('No bank accounts yet.')).toBeVisible();
});

test('a double click on Add adds one bank account', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Dora', 'Doubleadd');
  await openAs(page, admin, `/driver/${driverId}`);
  const posts = recordPosts(page, /payments\/banks$/);
  const banks = region(page, 'Bank accounts');
  await banks.getByRole('button', { name: 'Add bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Bank Account' });
  await dialog.getByLabel('Name').fill('Chase checking');
  await dialog.getByLabel('Routing Number').fill('021000021');
  await dialog.getByRole('textbox', { name: /^Account Number/ }).fill('000123456789');
  await dialog.getByLabel('Confirm Account Number').fill('000123456789');
  await dialog.getByRole('button', { name: 'Add' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(banks.getByText('Chase checking •••• 6789').first()).toBeVisible();
  // Time for a second request and its answer to arrive, had one been sent.
  await page.waitForTimeout(1000);
  expect(posts).toHaveLength(1);
  await expect(banks.getByText('Chase checking •••• 6789')).toHaveCount(1);
});

test('a double click on a confirm\'s Remove removes the bank account once, without "Payment not found."', async ({
  page,
}) => {
  const { admin, driverId } = await driverWithCitiAccount('Rhea', 'Removetwice');
  await openAs(page, admin, `/driver/${driverId}`);
  const posts = recordPosts(page, /payments\/\d+\/delete$/);
  const banks = region(page, 'Bank accounts');
  await banks.getByRole('button', { name: 'Remove account ending 4444' }).click();
  const remove = page.getByRole('dialog').getByRole('button', { name: 'Remove' });
  await expect(remove).toBeEnabled(); // past the confirm's appear delay
  await remove.dblclick();
  await expect(page.getByText('Great! You have removed payment')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(posts).toHaveLength(1);
  await expect(page.getByText(/Payment not found/)).toHaveCount(0);
});
