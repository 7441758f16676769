import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { createDriver, openAs, signInActor } from '../drivers/driver-page-api';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

/**
 * A new driver's pending $18.50 tolls credit: its id, its row on /transaction/credits and its preview
 * (not yet open: clicking the row opens it).
 */
async function pendingCreditOnPage(page: Page, firstName: string, lastName: string) {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, firstName, lastName);
  const { transaction_request: created } = await admin.call<{ transaction_request: { id: number } }>(
    'POST',
    `/billing/transaction-requests/${driverId}`,
    { type: 'credit', amount: 18.5, description: 'Tolls', category_id: 2, company_id: 39 },
  );
  await openAs(page, admin, '/transaction/credits');
  const row = page
    .getByRole('table', { name: 'Credits' })
    .getByRole('row', { name: new RegExp(`${firstName} ${lastName} \\(#${driverId}\\)`) });
  const preview = page.getByRole('dialog', { name: `Credit request #${created.id}` });
  return { id: created.id, row, preview };
}

/** Chooses a status in the open preview and saves it, answering Yes to 'Are you sure?' (spec 2 §4). */
async function saveStatus(page: Page, preview: Locator, status: string) {
  await preview.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: status }).click();
  await preview.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure?' })
    .getByRole('button', { name: 'Yes' })
    .click();
}

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
  await shot(page, 'requests-preview');
  await saveStatus(page, preview, 'approved');
  await expect(page.getByText('Great! You have update credit!')).toBeVisible();

  await page.goto(`/driver/${driverId}`);
  await expect(
    page.getByRole('region', { name: 'Balance', exact: true }).getByLabel('Available balance'),
  ).toHaveText('$42.10');
});

test("a pending credit request's category and company are changed in its preview", async ({ page }) => {
  const { id, row, preview } = await pendingCreditOnPage(page, 'Cora', 'Recategorised');
  await expect(row).toContainText('Tolls reimbursement');
  await row.click();
  // The credit form's lists: credit categories only, active companies after 'No company selected'.
  await preview.getByRole('combobox', { name: /^Category/ }).click();
  await expect(page.getByRole('option', { name: 'Car rental' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Bonus', exact: true }).click();
  await preview.getByRole('combobox', { name: /^Company/ }).click();
  await expect(page.getByRole('option').first()).toHaveText('No company selected');
  await page.getByRole('option', { name: 'Hudson Corporate Travel' }).click();
  await preview.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Great! You have update credit!')).toBeVisible();
  await expect(preview).toBeHidden();
  await expect(row).toContainText('Bonus');
  await expect(row).toContainText('pending');
  const [stored] = await query<{ category_id: number; company_id: number }>(
    'select category_id, company_id from transaction_requests where id = $1',
    [id],
  );
  expect(stored).toEqual({ category_id: 4, company_id: 40 });

  // Once approved, the choices are read-only.
  await row.click();
  await saveStatus(page, preview, 'approved');
  await expect(row).toContainText('approved');
  await row.click();
  await expect(preview.getByText('Hudson Corporate Travel')).toBeVisible();
  await expect(preview.getByRole('combobox', { name: /^Category|^Company/ })).toHaveCount(0);
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
  await saveStatus(page, preview, 'declined');
  await expect(page.getByText('Great! You have update payout!')).toBeVisible();
  await expect(row).toContainText('declined');
});

test('a request preview asks before Escape throws away an edited description, and Cancel keeps the edit', async ({
  page,
}) => {
  const { row, preview } = await pendingCreditOnPage(page, 'Pia', 'Preview');
  await row.click();
  const description = preview.getByRole('textbox', { name: 'Description' });
  const edited = 'Tolls for the JFK run, checked with the receipt';
  await description.fill(edited);
  await description.press('Escape');
  const question = page
    .getByRole('dialog')
    .filter({ hasText: 'You have unsaved changes. Are you sure you want to close without saving?' });
  await expect(question).toBeVisible();
  await shot(page, 'requests-preview-unsaved');
  // The preview is hidden from the accessibility tree while the question is open; it stays, edit and all.
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(preview).toBeVisible();
  await expect(description).toHaveValue(edited);
});
