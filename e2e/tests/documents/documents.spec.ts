import { DOCUMENT_MESSAGES } from '@fleetdesk/contract';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { shot } from '../../support/shots';
import { createDriver, openAs, signInActor } from '../drivers/driver-page-api';
import { addDriverDocument, inDays } from './documentsApi';

/** A date within the page's default window of 120 days. */
/** Shows pending documents only: the page starts on valid ones (spec 2 §9). */
async function showPending(page: Page, search: string) {
  await page.getByLabel('Search').fill(search);
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'valid', exact: true }).click();
  await page.getByRole('option', { name: 'pending', exact: true }).click();
  await page.keyboard.press('Escape');
}

test('a pending document is found, reviewed, rejected, viewed, rotated and deleted', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Dora', 'Papers');
  await addDriverDocument(admin, driverId, 'tlc_license', inDays(60));
  await openAs(page, admin, '/documents');
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();

  await showPending(page, 'Dora Papers');
  const row = page
    .getByRole('table', { name: 'Documents' })
    .getByRole('row')
    .filter({ hasText: 'Dora Papers' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('TLC License');
  await expect(row).toContainText('pending');
  await row.click();

  const detail = page.getByLabel('Document detail');
  await expect(detail.getByLabel('TLC License Number')).toBeVisible();
  await detail.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'invalid', exact: true }).click();
  await detail.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Great! You have updated document')).toBeVisible();
  // Rejected, it leaves the pending list; its panel stays open with the new status.
  await expect(row).toHaveCount(0);
  await expect(detail.locator('.MuiChip-label').getByText('invalid', { exact: true })).toBeVisible();
  await shot(page, 'documents-page');

  await detail.getByRole('button', { name: 'Open full document view' }).click();
  const viewer = page.getByRole('dialog', { name: 'TLC License' });
  const image = viewer.getByRole('img', { name: 'TLC License' });
  await expect(image).toHaveAttribute('data-zoom', '1');
  await page.keyboard.press('+');
  await expect(image).toHaveAttribute('data-zoom', '1.25');
  await page.keyboard.press('0');
  await expect(image).toHaveAttribute('data-zoom', '1');
  const before = await image.getAttribute('src');
  await viewer.getByRole('button', { name: 'Rotate 90°' }).click();
  await expect(page.getByText('Great! You have updated document')).toHaveCount(2);
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await shot(page, 'full-view');
  await viewer.getByRole('button', { name: 'Close' }).click();
  // The panel holds the rotated copy, so saving after a rotation is based on it (no 409).
  await detail.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'pending', exact: true }).click();
  await detail.getByRole('button', { name: 'Confirm' }).click();
  await expect(detail.locator('.MuiChip-label').getByText('pending', { exact: true })).toBeVisible();
  await expect(page.getByText(DOCUMENT_MESSAGES.changedMeanwhile)).toHaveCount(0);

  await detail.getByRole('button', { name: 'Delete document' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Great! Document has been deleted.')).toBeVisible();
  await expect(detail).toBeHidden();
});

test("a document's required fields are asked for when it is confirmed valid", async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Vera', 'Fields');
  await addDriverDocument(admin, driverId, 'driver_license', inDays(60));
  await openAs(page, admin, '/documents');
  await showPending(page, 'Vera Fields');
  await page.getByRole('row').filter({ hasText: 'Vera Fields' }).click();
  const detail = page.getByLabel('Document detail');
  await detail.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'valid', exact: true }).click();
  await detail.getByRole('button', { name: 'Confirm' }).click();
  await expect(detail.getByText('At least one endorsement is required')).toBeVisible();
  await expect(detail.getByText('At least one restriction is required')).toBeVisible();
});
