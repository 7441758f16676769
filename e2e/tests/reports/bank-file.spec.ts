import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN } from '../../support/auth';
import { shot } from '../../support/shots';
import { openAs, signInActor } from '../drivers/driver-page-api';

/** A workbook as the bank gives it: a header row, then the rows as written. */
async function workbook(rows: readonly (readonly unknown[])[]) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Checks').addRows(rows.map((row) => [...row]));
  return {
    name: 'checks.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the bank’s workbook of checks becomes its positive-pay CSV, downloaded from the page', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/bank-file');
  const form = page.getByRole('form', { name: 'Bank File' });
  await form.getByRole('button', { name: 'Convert' }).click();
  await expect(form.getByText('Account Number is required')).toBeVisible();
  await expect(form.getByText('File is required')).toBeVisible();

  await form.getByRole('textbox', { name: 'Account Number' }).fill('000123456789');
  await form.getByRole('textbox', { name: 'Date' }).fill('02302026');
  await form.getByLabel('Bank workbook').setInputFiles(
    await workbook([
      ['Check Number', 'Payee', 'Amount'],
      ['12a', 'Maria Lopez', 10],
      [1002, '', 20],
    ]),
  );
  await form.getByRole('button', { name: 'Convert' }).click();
  await expect(form.getByText('Date is invalid')).toBeVisible();

  await form.getByRole('textbox', { name: 'Date' }).fill('11242026');
  await form.getByRole('button', { name: 'Convert' }).click();
  const problems = form.getByRole('alert', { name: 'Workbook problems' });
  await expect(problems).toContainText('Line 2: Check Number must be 1 to 10 digits');
  await expect(problems).toContainText('Line 3: Payee is required');
  await shot(page, 'bank-file-refused');

  await form.getByLabel('Bank workbook').setInputFiles(
    await workbook([
      ['Check Number', 'Payee', 'Amount', 'Issue Date'],
      [1001, 'Maria Lopez', 1234.5, '11/20/2026'],
      [1002, 'Ahmed Khan', 75, null],
    ]),
  );
  await expect(problems).toBeHidden();
  await form.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('Great! You have import Bank File!')).toBeVisible();
  const converted = form.getByRole('alert', { name: 'Converted file' });
  await expect(converted).toContainText('2 checks converted.');
  await shot(page, 'bank-file-converted');

  const download = page.waitForEvent('download');
  await converted.getByRole('link', { name: /^positive-pay-\d{4}-\d{2}-\d{2}\.csv$/ }).click();
  const csv = await download;
  expect((await readFile(await csv.path())).toString('utf8').split('\r\n')).toEqual([
    'Account Number,Check Number,Issue Date,Amount,Payee',
    '000123456789,1001,11202026,1234.50,Maria Lopez',
    '000123456789,1002,11242026,75.00,Ahmed Khan',
    '',
  ]);
});
