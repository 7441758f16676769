import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ADMIN } from '../../support/auth';
import { shot } from '../../support/shots';
import { type Actor, createDriver, openAs, signInActor } from '../drivers/driver-page-api';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

const digits = () => String(Math.floor(10_000_000 + Math.random() * 89_999_999));

/** A driver with $100 and one quick payout of `type` (ach through a bank account), made over the API. */
async function driverWithPayout(admin: Actor, lastName: string, amount: number, type: 'ach' | 'zelle') {
  const driverId = await createDriver(admin, 'Fiona', lastName);
  await admin.call('POST', `/drivers/${driverId}/boost`, { amount: 100 });
  const bank = await admin.call<{ payout: { id: number } }>('POST', `/drivers/${driverId}/payments/banks`, {
    entity_id: driverId,
    entity_type: 'driver',
    name: 'Chase Checking',
    routing_number: '021000021',
    account_number: digits(),
  });
  await admin.call('POST', `/billing/transaction-requests/${driverId}/quick-creation/payout`, {
    amount,
    description: 'Payout',
    payout_type: type,
    ...(type === 'ach' ? { payment_id: bank.payout.id } : {}),
  });
  const list = await admin.call<{ payouts: { data: { payout_number: string }[] } }>(
    'GET',
    `/payouts?search=${lastName.toLowerCase()}&payout_status=pending`,
  );
  return { driverId, payoutNumber: list.payouts.data[0]?.payout_number as string };
}

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Import/export' }).click();
  return page.getByRole('menu');
};

test('Export with filter saves a CSV of the rows on screen; XLSX too', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const { driverId, payoutNumber } = await driverWithPayout(admin, 'Exportova', 12.34, 'zelle');

  await openAs(page, admin, '/payouts/payouts');
  await page.getByRole('textbox', { name: 'Search' }).fill('exportova');
  const table = page.getByRole('table', { name: 'Payouts' });
  await expect(table.getByRole('row', { name: /Fiona Exportova/ })).toHaveCount(1);
  // The search reaches the filters after its debounce: only then is every other payout off the list.
  await expect(table.locator('tbody tr').filter({ hasNotText: /Fiona Exportova|Total/ })).toHaveCount(0);

  const menu = await openMenu(page);
  await expect(menu.getByRole('menuitem', { name: /Import QuickBooks/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(menu.getByText('QuickBooks is not connected')).toBeVisible();
  await shot(page, 'payout-files-menu');
  const csvDownload = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: 'Export with filter' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^payouts-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  await expect(page.getByText('Great! You have exported payouts')).toBeVisible();
  const [header, ...lines] = parse(await readFile(await csv.path()), { bom: true }) as string[][];
  expect(header?.slice(0, 3)).toEqual(['ID', 'Driver', 'Name']);
  expect(lines).toHaveLength(1);
  expect(lines[0]?.[0]).toBe(payoutNumber);
  expect(lines[0]?.[1]).toBe('Fiona Exportova');
  expect(lines[0]?.[4]).toBe(String(driverId));
  expect(lines[0]?.[10]).toBe('12.34');
  await shot(page, 'payout-files-exported');

  const again = await openMenu(page);
  await again.getByRole('button', { name: 'XLSX' }).click();
  const xlsxDownload = page.waitForEvent('download');
  await again.getByRole('menuitem', { name: 'Export with filter' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await xlsx.path())) as unknown as ExcelJS.Buffer);
  const row = workbook.getWorksheet('Payouts')?.getRow(2);
  expect(row?.getCell(1).value).toBe(payoutNumber);
  expect(row?.getCell(11).value).toBe(12.34);
});

test('Import bank file: a wrong line is named and changes nothing; the right file marks the payout Done', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const { payoutNumber } = await driverWithPayout(admin, 'Bankfilova', 30, 'ach');

  await openAs(page, admin, '/payouts/payouts');
  await page.getByRole('combobox', { name: 'Payout status' }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill('bankfilova');
  const row = page.getByRole('table', { name: 'Payouts' }).getByRole('row', { name: /Fiona Bankfilova/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('ACH');
  await expect(row).not.toContainText('Done');

  await (await openMenu(page)).getByRole('menuitem', { name: 'Import bank file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import bank file' });
  const file = (text: string) => ({ name: 'returns.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await dialog
    .getByLabel('Bank file', { exact: true })
    .setInputFiles(file(`payout_number,status,reason\n${payoutNumber},paid,\n`));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByLabel('File problems')).toHaveText(
    'Line 2: The status must be succeeded or failed, not "paid".',
  );
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await shot(page, 'payout-files-import-refused');
  const stored = await admin.call<{ payouts: { data: { status: string }[] } }>(
    'GET',
    '/payouts?search=bankfilova',
  );
  expect(stored.payouts.data.map((p) => p.status)).toEqual(['pending']);

  await dialog
    .getByLabel('Bank file', { exact: true })
    .setInputFiles(file(`payout_number,status,reason\n${payoutNumber},succeeded,\n`));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Great! You have import Bank File!')).toBeVisible();
  // Status and Bank Status read Done; the list read it again without a reload.
  await expect(row.getByText('Done')).toHaveCount(2);
  const table = page.getByRole('table', { name: 'Payouts' });
  await table.locator('xpath=..').evaluate((container) => container.scrollBy(2000, 0));
  await shot(page, 'payout-files-imported');
});
