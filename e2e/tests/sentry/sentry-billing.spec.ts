import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { type Actor, openAs, signInActor } from '../drivers/driver-page-api';

/** The demo's billing user (db/seed/people.ts): holds sentry.view and sentry.manage. */
const BILLING = 'billing@fleetdesk.test';

const nyDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  });
const cents = (text: string) => Math.round(Number(text) * 100);

let billing: Actor;
test.beforeAll(async () => {
  billing = await signInActor(BILLING);
});

/** Reads a downloaded CSV as rows. */
async function rowsOf(download: { path: () => Promise<string> }) {
  return parse(await readFile(await download.path()), { bom: true }) as string[][];
}

test('Batches and a batch: CREATE invoice, SAVE CHANGES, ASSIGN RIDES, checks, EXPORT and the file history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openAs(page, billing, '/sentry');
  await expect(page).toHaveURL(/\/sentry\/batches$/);
  const table = page.getByRole('table', { name: 'Sentry batches' });
  // The demo's batches, one per status it seeds.
  for (const status of ['Paid', 'Submitted to Sentry', 'Exported', 'Checked', 'Open'])
    await expect(table.getByText(status, { exact: true }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await shot(page, 'sentry-batches', { fullPage: true });

  await page.getByRole('button', { name: 'Create invoice' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create invoice' });
  await expect(confirm).toContainText('Create a new invoice batch for');
  await confirm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Great! You have created a new invoice batch!')).toBeVisible();
  await expect(page).toHaveURL(/\/sentry\/batch\/\d+$/);
  const batchId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: `Batch #${batchId}` })).toBeVisible();

  // SAVE CHANGES: only after a change, and never with from after to.
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'From' }).fill(nyDay(0));
  await page.getByRole('textbox', { name: 'To' }).fill(nyDay(-1));
  await expect(page.getByText('The end date must not be before the start date')).toBeVisible();
  await expect(save).toBeDisabled();
  // Yesterday and today: finished demo rides not billed yet, that no demo batch holds.
  await page.getByRole('textbox', { name: 'From' }).fill(nyDay(-1));
  await page.getByRole('textbox', { name: 'To' }).fill(nyDay(0));
  await page.getByRole('textbox', { name: 'Notes' }).fill('Browser test batch');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Great! You have updated the batch!')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByRole('button', { name: 'Assign rides' }).click();
  await expect(page.getByText(/^Great! \d+ ride\(s\) assigned to the batch!$/)).toBeVisible();
  const [held] = await query<{ n: string }>(
    'select count(*) as n from sentry_batch_rides where batch_id = $1',
    [batchId],
  );
  expect(Number(held?.n)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Run batch checks' }).click();
  await expect(
    page.getByText(
      /^(Checks done: \d+ ride\(s\) cannot be billed \(see the logs\)|Great! Every ride of the batch can be billed!)$/,
    ),
  ).toBeVisible();
  const logs = await query<{ ride_id: string; note: string }>(
    'select ride_id, note from sentry_batch_logs where batch_id = $1',
    [batchId],
  );
  const logTable = page.getByRole('table', { name: 'Check log' });
  if (logs[0])
    await expect(logTable.getByRole('row').filter({ hasText: `#${logs[0].ride_id}` })).toContainText(
      logs[0].note,
    );

  // EXPORT: the browser goes to the invoice, which downloads; the file is opened and summed here.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const invoice = await exported;
  expect(invoice.suggestedFilename()).toBe(`sentry-invoice-${batchId}-${nyDay(0)}.csv`);
  await expect(page.getByText('Great! The invoice has been exported!')).toBeVisible();
  const [header, ...lines] = await rowsOf(invoice);
  expect(header).toEqual([
    'Invoice',
    'Ride ID',
    'Sentry Trip ID',
    'Pickup',
    'Rider',
    'Driver',
    'Miles',
    'Amount',
  ]);
  const total = lines.pop() as string[];
  expect(lines.length).toBe(Number(held?.n) - logs.length);
  const sum = lines.reduce((acc, line) => acc + cents(line[7] as string), 0);
  expect(total).toEqual(['Total', '', '', '', '', '', `${lines.length} rides`, (sum / 100).toFixed(2)]);
  const billed = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(sum / 100);
  await expect(page.getByText('Billed amount').locator('..')).toContainText(billed);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Exported');

  const history = page.getByRole('region', { name: 'File history' });
  await expect(history).toContainText('1 file(s)');
  await expect(history).toContainText('by Brenda Okafor');
  await shot(page, 'sentry-batch', { fullPage: true });
  const again = page.waitForEvent('download');
  await history.getByRole('link', { name: /^Download / }).click();
  expect(await rowsOf(await again)).toEqual([header, ...lines, total]);
});

test("Trips: a batch's rides by VIEW RIDES, the filters, and Reports downloading a report", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  const [batch] = await query<{ id: number; n: string }>(
    `select b.id, count(r.ride_id) as n from sentry_batches b join sentry_batch_rides r on r.batch_id = b.id
     where b.status = 'checked' group by b.id order by b.id limit 1`,
  );
  await openAs(page, billing, `/sentry/batch/${batch?.id}`);
  await page.getByRole('link', { name: 'View rides' }).click();
  await expect(page).toHaveURL(new RegExp(`/sentry/rides\\?batch_id=${batch?.id}$`));
  await expect(page.getByRole('button', { name: `Batch #${batch?.id}` })).toBeVisible();
  await expect(page.getByText(new RegExp(`of ${batch?.n}$`))).toBeVisible();
  const table = page.getByRole('table', { name: 'Sentry trips' });
  await expect(table.getByRole('row').nth(1)).toContainText(`#${batch?.id}`);
  await shot(page, 'sentry-trips', { fullPage: true });

  // Search by ride id, across days.
  const [ride] = await query<{ id: string }>(
    'select ride_id as id from sentry_batch_rides where batch_id = $1 order by ride_id limit 1',
    [batch?.id],
  );
  await page.getByRole('textbox', { name: 'Search' }).fill(String(ride?.id));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`#${ride?.id}`);
  // Spec 3 §9: a ride charged $0 is highlighted as a warning.
  await query('update rides set amount_charged_cents = 0 where id = $1', [ride?.id]);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(table.getByLabel('Amount charged $0.00: cannot be billed')).toBeVisible();

  // Reports: the type is required; the report downloads and is kept with who made it.
  await page.getByRole('button', { name: 'Reports' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download report' });
  await dialog.getByRole('textbox', { name: 'From' }).fill(nyDay(-27));
  await dialog.getByRole('textbox', { name: 'To' }).fill(nyDay(0));
  await dialog.getByRole('button', { name: 'Download report' }).click();
  await expect(dialog.getByText('Report type is required')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Report type' }).click();
  await page.getByRole('option', { name: 'Compliant drivers' }).click();
  await shot(page, 'sentry-report-dialog', { fullPage: true });
  const reported = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download report' }).click();
  const report = await reported;
  expect(report.suggestedFilename()).toBe(`sentry-compliant-drivers-${nyDay(-27)}-${nyDay(0)}.csv`);
  await expect(page.getByText('Great! Your report is ready!')).toBeVisible();
  const [header, ...drivers] = await rowsOf(report);
  expect(header).toEqual([
    'Driver ID',
    'Driver',
    'Company',
    'Rides',
    'Compliant rides',
    'Non-compliant rides',
    'Compliance',
    'Compliant',
  ]);
  expect(drivers.length).toBeGreaterThan(0);
  for (const row of drivers) expect(Number(row[3])).toBe(Number(row[4]) + Number(row[5]));
  const [kept] = await query<{ type: string; created_by: number }>(
    "select type, created_by from sentry_files where type = 'compliant-drivers' order by id desc limit 1",
  );
  expect(kept).toEqual({ type: 'compliant-drivers', created_by: billing.session.user.id });
});

test("A billed demo batch keeps its invoice: the history's Download gives the invoiced rides", async ({
  page,
}) => {
  const [batch] = await query<{ id: number; invoiced_rides: number; billed_amount_cents: string }>(
    "select id, invoiced_rides, billed_amount_cents from sentry_batches where status = 'paid' order by id limit 1",
  );
  await openAs(page, billing, `/sentry/batch/${batch?.id}`);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Paid');
  const history = page.getByRole('region', { name: 'File history' });
  await expect(history).toContainText(`Invoice · ${batch?.invoiced_rides} ride(s)`);
  await shot(page, 'sentry-batch-paid', { fullPage: true });
  const downloaded = page.waitForEvent('download');
  await history.getByRole('link', { name: /^Download / }).click();
  const [, ...lines] = await rowsOf(await downloaded);
  const total = lines.pop() as string[];
  expect(lines).toHaveLength(Number(batch?.invoiced_rides));
  const sum = lines.reduce((acc, line) => acc + cents(line[7] as string), 0);
  expect(sum).toBe(Number(batch?.billed_amount_cents));
  expect(total[7]).toBe((sum / 100).toFixed(2));
});

test('The Sentry area needs sentry.view: the dispatcher sees access denied and no menu entry', async ({
  page,
}) => {
  const dispatcher = await signInActor(DISPATCHER);
  await openAs(page, dispatcher, '/sentry/batches');
  await expect(page.getByText('Access denied').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sentry' })).toHaveCount(0);
});
