import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ADMIN, DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { inDays } from '../documents/documentsApi';
import { openAs, signInActor } from '../drivers/driver-page-api';

/**
 * A demo broker ride of a New York day (0 today, -1 yesterday) that the simulated broker knows as ours.
 * The demo has few rides of one broker a day: when the day has none in that status, one of the past
 * week's (the simulated broker knows the week) is moved to the day by whole days.
 */
async function brokerRideOf(daysFromToday: number, brokers: string[], status: string, lagging = false) {
  // The demo's simulated brokers lag on every 7th ride and do not know every 23rd (db/seed/reconciliation.ts).
  const [ride] = await query<{ id: string; reference_id: string; shift: number }>(
    `select r.id, r.reference_id,
            $3::int - ((r.pickup_at at time zone 'America/New_York')::date
                       - (now() at time zone 'America/New_York')::date) as shift
     from rides r join companies c on c.id = r.company_id
     where c.broker_key = any($1) and r.reference_id is not null and r.status = $2
       and (r.id % 7 = 0) = $4 and r.id % 23 <> 0 and not r.is_marketplace_ride
       and (r.pickup_at at time zone 'America/New_York')::date
           between (now() at time zone 'America/New_York')::date - 6
               and (now() at time zone 'America/New_York')::date + greatest($3::int, 0)
     order by abs($3::int - ((r.pickup_at at time zone 'America/New_York')::date
                             - (now() at time zone 'America/New_York')::date)), r.id
     limit 1`,
    [brokers, status, daysFromToday, lagging],
  );
  if (!ride) return undefined;
  if (Number(ride.shift) !== 0)
    await query(
      `update rides set
         pickup_at = pickup_at + make_interval(days => $2::int),
         arrived_at = arrived_at + make_interval(days => $2::int),
         actual_pickup_at = actual_pickup_at + make_interval(days => $2::int),
         picked_up_at = picked_up_at + make_interval(days => $2::int),
         vendor_pickup_at = vendor_pickup_at + make_interval(days => $2::int),
         dropoff_at = dropoff_at + make_interval(days => $2::int),
         actual_dropoff_at = actual_dropoff_at + make_interval(days => $2::int)
       where id = $1`,
      [ride.id, Number(ride.shift)],
    );
  return { id: Number(ride.id), reference: ride.reference_id };
}

/** The broker ride `brokerRideOf` finds, or an error naming what the demo lacks. */
async function someBrokerRideOf(daysFromToday: number, brokers: string[], status: string) {
  const ride = await brokerRideOf(daysFromToday, brokers, status);
  if (!ride) throw new Error(`the demo has no ${status} broker ride in the past week`);
  return ride;
}

/**
 * A broker ride in progress today, with us and at the broker. Rides are in progress only around the
 * demo's seeding, and at night none of the brokers' may be: then a finished ride the broker still holds
 * in progress (it lags one step on every 7th) is put back in progress with us.
 */
async function brokerRideInProgressToday(brokers: string[]) {
  const inProgress = await brokerRideOf(0, brokers, 'in_progress');
  if (inProgress) return inProgress;
  const lagging = await brokerRideOf(0, brokers, 'finished', true);
  if (!lagging) throw new Error('the demo has no finished broker ride the broker still holds in progress');
  await query(`update rides set status = 'in_progress' where id = $1`, [lagging.id]);
  return lagging;
}

/** Clicks an export button and reads the CSV the opened link downloads. */
async function exportedCsv(page: Page, button: string): Promise<string[][]> {
  const opened = page
    .context()
    .waitForEvent('request', (request) => request.url().includes('/files/private/exports/'));
  await page.getByRole('button', { name: button }).click();
  const file = await opened;
  expect(file.url()).toMatch(/\/api\/v1\/files\/private\/exports\/.+\.csv\?expires=/);
  const response = await page.request.get(file.url());
  expect(response.status()).toBe(200);
  return parse(await response.text(), { relax_column_count: true, bom: true }) as string[][];
}

test('Unreconciled rides: SYNC reads the brokers, Show New Data reloads, the hints, the CSV export', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  const admin = await signInActor(ADMIN);
  // The simulated brokers learn the demo's trips on their first call: made before the ride is chosen,
  // so what they hold of it does not depend on which spec called them first.
  await admin.call('POST', '/reports/rides-unreconciled/sync', {
    start_date: inDays(0),
    end_date: inDays(0),
  });
  const ride = await brokerRideInProgressToday(['sentry', 'sentry2', 'arro']);
  await openAs(page, admin, '/unreconciled-rides');
  await expect(page.getByRole('heading', { name: 'Unreconciled Rides', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Today');
  await expect(
    page.getByText('A finished ride needs SYNC: the broker is read again for the listed rides.'),
  ).toBeVisible();
  await expect(
    page.getByText('A user_canceled ride needs a new trip id from the dispatch partner.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'SYNC' }).click();
  await expect(page.getByText('Great! The rides were synced with the brokers.')).toBeVisible();
  // The list stays as it was until Show New Data, which now stands out.
  const showNewData = page.getByRole('button', { name: 'Show New Data' });
  await expect(showNewData).toHaveClass(/MuiButton-contained/);
  await showNewData.click();
  await expect(showNewData).toHaveClass(/MuiButton-outlined/);
  const table = page.getByRole('table', { name: 'Unreconciled rides' });
  await expect(page.getByText(/^Last SYNC \d\d\/\d\d\/\d{4}/).first()).toBeVisible();
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(ride.id), exact: true }) });
  await expect(row).toHaveCount(0);

  // The ride finishes with us after the SYNC: the broker's stored state (in progress) now disagrees.
  await query(`update rides set status = 'finished' where id = $1`, [ride.id]);
  await showNewData.click();
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('Finished');
  await expect(row.getByRole('cell').nth(5)).toHaveText('In progress');
  await expect(row.getByRole('cell').nth(6)).toHaveText('Completed');
  await expect(row.getByText('Needs SYNC')).toBeVisible();
  await shot(page, 'unreconciled-rides', { fullPage: true });

  const [header, ...lines] = await exportedCsv(page, 'Export Data to CSV');
  expect(header).toEqual([
    'Ride ID',
    'Trip ID',
    'Broker',
    'Pickup',
    'Status',
    'Broker status',
    'Expected at broker',
    'Updated',
    'Broker updated',
    'Synced',
    'Next step',
  ]);
  const exported = lines.find((line) => line[0] === String(ride.id));
  expect(exported?.slice(4, 7)).toEqual(['finished', 'in_progress', 'completed']);
  expect(exported?.[1]).toBe(ride.reference);
  expect(lines).toHaveLength(await table.locator('tbody tr').count());
});

test('Unreconciled Sentry rides: yesterday and 50 rows by default, Sentry asked live, the CSV export', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const ride = await someBrokerRideOf(-1, ['sentry'], 'finished');
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/unreconciled-rides-sentry');
  await expect(page.getByRole('heading', { name: 'Unreconciled Sentry Rides', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Yesterday');
  await expect(page.getByRole('combobox', { name: 'Rows per page:' })).toHaveText('50');
  const table = page.getByRole('table', { name: 'Unreconciled Sentry rides' });
  await expect(page.getByLabel('Loading Unreconciled Sentry rides')).toHaveCount(0);
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(ride.id), exact: true }) });
  await expect(row).toHaveCount(0);

  // Marked a no-show with us while Sentry has the trip completed: the next reading lists it.
  await query(`update rides set status = 'driver_canceled' where id = $1`, [ride.id]);
  // Another page size is another reading of Sentry.
  await page.getByRole('combobox', { name: 'Rows per page:' }).click();
  await page.getByRole('option', { name: '100' }).click();
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([
    String(ride.id),
    ride.reference,
    /^\d\d\/\d\d\/\d{4} /,
    /^\d\d\/\d\d\/\d{4} /,
    'Driver Canceled',
    'Completed',
  ]);
  await shot(page, 'unreconciled-sentry-rides', { fullPage: true });

  const [header, ...lines] = await exportedCsv(page, 'Export');
  expect(header).toEqual([
    'ride_id',
    'reference_id',
    'last_updated_at_fleetdesk',
    'last_updated_at_sentry',
    'fleetdesk_status',
    'sentry_status',
  ]);
  const exported = lines.find((line) => line[0] === String(ride.id));
  expect(exported).toEqual([
    String(ride.id),
    ride.reference,
    expect.any(String),
    expect.any(String),
    'driver_canceled',
    'completed',
  ]);
});

test('Both report pages need the unreconciled rides key: the dispatcher sees the access denied screen', async ({
  page,
}) => {
  const dispatcher = await signInActor(DISPATCHER);
  for (const path of ['/unreconciled-rides', '/unreconciled-rides-sentry']) {
    await openAs(page, dispatcher, path);
    await expect(
      page.getByText("You don't have permission to access this data. Contact your admin."),
    ).toBeVisible();
  }
});
