import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { ADMIN, DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openAs, signInActor } from '../drivers/driver-page-api';

/** The last seven New York days, today included: the demo's rides lie around today. */
async function lastWeek(): Promise<{ from: string; to: string }> {
  const [days] = await query<{ from: string; to: string }>(
    `select to_char((now() at time zone 'America/New_York')::date - 6, 'YYYY-MM-DD') as from,
            to_char((now() at time zone 'America/New_York')::date, 'YYYY-MM-DD') as to`,
  );
  return days as { from: string; to: string };
}

/** Picks the days, presses the page's button, and answers the file the browser saved once the job ended. */
async function generate(page: Page, path: string, button: 'Submit' | 'Download', shotName: string) {
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, path);
  const { from, to } = await lastWeek();
  await page.getByRole('textbox', { name: 'From' }).fill(from);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText('Great! Your report is being generated.')).toBeVisible();
  const download = await saved;
  await expect(page.getByText('Your report is ready')).toBeVisible();
  // The page offers the file too, under its name.
  await expect(page.getByRole('link', { name: download.suggestedFilename() })).toBeVisible();
  await shot(page, shotName);
  return { bytes: await readFile(await download.path()), name: download.suggestedFilename(), from, to };
}
const csv = (text: string) => parse(text, { bom: true }) as string[][];

/** The finished rides of the days and their price, as the database has them now. */
async function finishedTotals(from: string, to: string) {
  const [row] = await query<{ n: string; cents: string }>(
    `select count(*) as n, coalesce(sum(ride_price_cents), 0) as cents from rides where status = 'finished'
       and (pickup_at at time zone 'America/New_York')::date between $1::date and $2::date`,
    [from, to],
  );
  return { rides: Number(row?.n), cents: Number(row?.cents) };
}

test('Export TLC Trip Records: the CSV the TLC accepts, a row per finished trip of the days', async ({
  page,
}) => {
  // Other tests finish and cancel rides of these days meanwhile (as below, for the daily revenue).
  const { from, to } = await lastWeek();
  const before = await finishedTotals(from, to);
  const file = await generate(page, '/export-tlc-trip-records', 'Submit', 'report-tlc');
  const after = await finishedTotals(from, to);
  expect(file.name).toBe(`B00001_${file.from.replaceAll('-', '')}-${file.to.replaceAll('-', '')}.csv`);
  const [header, ...rows] = csv(file.bytes.toString('utf8'));
  expect(header).toEqual([
    'Base License Number',
    'Pickup DateTime',
    'DropOff DateTime',
    'PULocationID',
    'DOLocationID',
    'Driver TLC License Number',
    'Vehicle TLC License Number',
  ]);
  expect([before.rides, after.rides]).toContain(rows.length);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows.slice(0, 20)) {
    expect(row[0]).toBe('B00001');
    expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Number(row[3])).toBeGreaterThanOrEqual(1);
    expect(Number(row[3])).toBeLessThanOrEqual(265);
  }
  // The demo's trips are in the city: the shipped zone shapes place them in real zones, not 264/265.
  const zoned = rows.filter((row) => [row[3], row[4]].every((zone) => Number(zone) <= 263));
  expect(zoned.length / rows.length).toBeGreaterThan(0.9);
});

test('Yellow Cab Taxes MTA: a zip of the trips with their surcharges and the monthly totals', async ({
  page,
}) => {
  // A finished ride of yesterday driven in an NY Yellow car (type 2) by that car's driver.
  const [yellow] = await query<{ id: string }>(
    `update rides set car_id = c.id, driver_id = c.driver_id
     from (select id, driver_id from cars where type_id = 2 and driver_id is not null order by id limit 1) c
     where rides.id = (select id from rides where status = 'finished'
       and (pickup_at at time zone 'America/New_York')::date = (now() at time zone 'America/New_York')::date - 1
       order by id limit 1)
     returning rides.id`,
  );
  expect(yellow).toBeDefined();
  const file = await generate(page, '/yellow-cab-taxes-mta', 'Submit', 'report-yellow-taxes');
  expect(file.name).toBe(`yellow-cab-taxes-mta_${file.from}_${file.to}.zip`);
  const zip = await JSZip.loadAsync(file.bytes);
  expect(Object.keys(zip.files).sort()).toEqual(['yellow-cab-monthly-totals.csv', 'yellow-cab-trips.csv']);
  const [tripHeader, ...trips] = csv(await (zip.file('yellow-cab-trips.csv')?.async('string') ?? ''));
  expect(tripHeader?.slice(-4)).toEqual([
    'MTA Tax',
    'Improvement Surcharge',
    'Congestion Surcharge',
    'Total',
  ]);
  expect(trips.map((t) => t[0])).toContain(String(yellow?.id));
  const [, ...months] = csv(await (zip.file('yellow-cab-monthly-totals.csv')?.async('string') ?? ''));
  // The monthly totals add up the trips listed.
  expect(months.reduce((sum, m) => sum + Number(m[1]), 0)).toBe(trips.length);
  const cents = (text: string | undefined) => Math.round(Number(text) * 100);
  expect(months.reduce((sum, m) => sum + cents(m[8]), 0)).toBe(
    trips.reduce((sum, t) => sum + cents(t[9]), 0),
  );
});

test('Daily Revenue Stats: a CSV row per day with rides', async ({ page }) => {
  // Other tests finish and cancel rides of these days meanwhile: the report is of one moment between
  // the read before it and the read after it.
  const { from, to } = await lastWeek();
  const before = await finishedTotals(from, to);
  const file = await generate(page, '/daily-revenue-stats', 'Download', 'report-daily-revenue');
  const after = await finishedTotals(from, to);
  const [header, ...days] = csv(file.bytes.toString('utf8'));
  expect(header?.slice(0, 3)).toEqual(['Date', 'Rides', 'Revenue']);
  const reported = {
    rides: days.reduce((sum, d) => sum + Number(d[1]), 0),
    cents: days.reduce((sum, d) => sum + Math.round(Number(d[2]) * 100), 0),
  };
  expect([before, after]).toContainEqual(reported);
});

test('MTA OTP Report: a zip of the days and of every Access-A-Ride trip', async ({ page }) => {
  const file = await generate(page, '/mta-otp-report', 'Download', 'report-mta-otp');
  const zip = await JSZip.loadAsync(file.bytes);
  const [, ...days] = csv(await (zip.file('otp-by-day.csv')?.async('string') ?? ''));
  const [tripHeader, ...trips] = csv(await (zip.file('otp-trips.csv')?.async('string') ?? ''));
  expect(tripHeader?.slice(0, 4)).toEqual(['Ride ID', 'Trip ID', 'Status', 'Accepted']);
  expect(trips.length).toBeGreaterThan(0);
  expect(days.reduce((sum, d) => sum + Number(d[1]), 0)).toBe(trips.length);
  expect(days.reduce((sum, d) => sum + Number(d[2]), 0)).toBe(trips.filter((t) => t[3] === 'Y').length);
});

test('A report page needs its key: the dispatcher sees the access denied screen', async ({ page }) => {
  const dispatcher = await signInActor(DISPATCHER);
  await openAs(page, dispatcher, '/mta-otp-report');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'MTA OTP Report' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
});
