import { expect, test } from '@playwright/test';
import { ADMIN, DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openAs, signInActor } from '../drivers/driver-page-api';

test('Driver stats: a column per day of the period, the chosen amount in each cell, exported to CSV', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A driver with one finished ride today, its money as the test sets it.
  const [ride] = await query<{ id: string; driver_id: number; day: string }>(
    `select r.id, r.driver_id, to_char(now() at time zone 'America/New_York', 'YYYY-MM-DD') as day
     from rides r where r.driver_id is not null order by r.id limit 1`,
  );
  await query(
    `update rides set status = 'finished', driver_net_cents = 4250, ride_price_cents = 6000,
       pickup_at = date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York' + interval '9 hours'
     where id = $1`,
    [ride?.id],
  );
  const [driver] = await query<{ first_name: string; last_name: string }>(
    'select first_name, last_name from drivers where id = $1',
    [ride?.driver_id],
  );
  const name = `${driver?.first_name} ${driver?.last_name} (#${ride?.driver_id})`;

  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/stats');
  await expect(page).toHaveURL(/\/stats\/drivers$/);
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('This week');
  await expect(page.getByRole('combobox', { name: 'Column' })).toHaveText('Driver NET');
  const table = page.getByRole('table', { name: 'Driver stats' });
  await expect(table.getByRole('columnheader')).toHaveCount(4 + 7 + 1);

  await page.getByRole('textbox', { name: 'Search' }).fill(String(driver?.last_name));
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const day = ride?.day as string;
  const heading = `${new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' })} ${day.slice(5, 7)}/${day.slice(8, 10)}`;
  const headers = await table.getByRole('columnheader').allTextContents();
  const dayCell = row.getByRole('cell').nth(headers.indexOf(heading));
  await expect(dayCell).toHaveText(/^\$\d/);

  await page.getByRole('combobox', { name: 'Column' }).click();
  await page.getByRole('option', { name: 'Total', exact: true }).click();
  await expect(row.getByRole('cell').last()).toHaveText(/^\$\d/);
  await page.getByRole('combobox', { name: 'Column' }).click();
  await page.getByRole('option', { name: 'Count' }).click();
  await expect(row.getByRole('cell').last()).toHaveText(/^\d+$/);
  await shot(page, 'driver-stats');

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await expect(page.getByText('Pick the first and last day of the period.')).toBeVisible();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(day);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(day);
  await expect(table.getByRole('columnheader')).toHaveCount(4 + 1 + 1);
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d+$/);

  // The answer's link is opened in a new tab (spec 3 §7), which downloads the CSV.
  const opened = page
    .context()
    .waitForEvent('request', (request) => request.url().includes('/files/private/exports/'));
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await opened;
  await expect(page.getByText(/^\d+ rows exported$/)).toBeVisible();
  expect(file.url()).toMatch(/\/api\/v1\/files\/private\/exports\/.+\.csv\?expires=/);
  const csv = await (await page.request.get(file.url())).text();
  // Opened in Excel: the byte order mark makes it read the names as UTF-8.
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFDriver ID,Driver,Company,Date,Driver NET,Driver Check,Fee,Count,Total,Vendor Amount,Cash',
  );
  expect(csv).toContain(`${ride?.driver_id},${driver?.first_name} ${driver?.last_name},`);
});

test('Driver stats needs view.stats: the dispatcher sees the access denied screen', async ({ page }) => {
  // The demo dispatcher holds no stats key (db/seed/access.ts).
  const dispatcher = await signInActor(DISPATCHER);
  await openAs(page, dispatcher, '/stats/drivers');
  await expect(
    page.getByText("You don't have permission to access this data. Contact your admin."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});
