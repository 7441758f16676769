import { expect, test } from '@playwright/test';
import { postJson } from '../../support/api';
import { ADMIN, apiSignIn, DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { openSignedIn } from '../platform/signedIn';
import { ridesTable } from '../rides/ridesPage';

const SHOTS = '/tmp/shots-late-risk';

/** The server recomputes predictions every 10 s; the badge follows the realtime event at once. */
const SWEEP_WITHIN_MS = 20_000;

test('a driver seen far from the pickup puts an At risk badge on the board, and the At risk filter lists the ride', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // An accepted demo ride whose driver has no other ride underway, picking up 20 minutes from now.
  const [ride] = await query<{ id: number; driver_id: number; lat: number; lon: number }>(
    `select r.id, r.driver_id, r.start_lat as lat, r.start_lon as lon from rides r
     where r.status = 'accepted' and r.driver_id is not null and not exists (
       select 1 from rides o where o.driver_id = r.driver_id and o.id <> r.id
         and o.status in ('assigned', 'accepted', 'arriving', 'arrived', 'in_progress'))
     order by r.id limit 1`,
  );
  if (!ride) throw new Error('the demo has no accepted ride whose driver has no other ride');
  await query(`update rides set pickup_at = now() + interval '20 minutes' where id = $1`, [ride.id]);
  const admin = await apiSignIn(ADMIN);
  const { device_token } = await postJson<{ device_token: string }>(
    `/drivers/${ride.driver_id}/device-token`,
    {},
    admin.token,
  );
  const driverAt = (lat: number, lon: number) =>
    postJson('/driver-app/positions', {
      driver_token: device_token,
      positions: [{ lat, lon, heading: 0, speed: 10, accuracy: 5, recorded_at: new Date().toISOString() }],
    });

  // The driver two blocks from the pickup: on time, no badge.
  await driverAt(ride.lat + 0.002, ride.lon);
  await openSignedIn(page, DISPATCHER, `/rides?search=id:${ride.id}`);
  const row = ridesTable(page).locator(`tr[data-ride-id="${ride.id}"]`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('At risk', { exact: true })).toHaveCount(0, { timeout: SWEEP_WITHIN_MS });

  // The phone now reports the driver 30 miles north: at risk, driver far.
  await driverAt(ride.lat + 0.45, ride.lon);
  const badge = row.getByText('At risk', { exact: true });
  await expect(badge).toBeVisible({ timeout: SWEEP_WITHIN_MS });
  await expect(badge).toHaveAttribute('aria-label', /^At risk: Driver far · \d+ min late/);
  await badge.hover();
  await expect(page.getByRole('tooltip')).toContainText(
    /Driver far · \d+ min late \(at \d{1,2}:\d{2} [AP]M\)/,
  );
  await page.screenshot({ path: `${SHOTS}/badge.png` });

  // The whole board, then the At risk filter: the ride is listed, and every row listed is at risk.
  await openSignedIn(page, DISPATCHER, '/rides');
  await expect(ridesTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^At risk/ }).click();
  await expect(page.getByRole('button', { name: /^At risk/ })).toHaveAttribute('aria-pressed', 'true');
  const listed = ridesTable(page).locator('tbody tr[data-ride-id]');
  await expect(ridesTable(page).locator(`tr[data-ride-id="${ride.id}"]`)).toBeVisible({ timeout: 15_000 });
  const count = await listed.count();
  expect(count).toBeGreaterThan(0);
  await expect(ridesTable(page).locator('tbody tr[data-ride-id]:not([data-at-risk="true"])')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/filter.png` });

  // Back near the pickup: the ride leaves the filtered list by itself.
  await driverAt(ride.lat + 0.002, ride.lon);
  await expect(ridesTable(page).locator(`tr[data-ride-id="${ride.id}"]`)).toHaveCount(0, {
    timeout: SWEEP_WITHIN_MS,
  });
});
