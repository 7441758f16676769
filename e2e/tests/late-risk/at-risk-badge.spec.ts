import { expect, test } from '@playwright/test';
import { postJson } from '../../support/api';
import { ADMIN, apiSignIn, DISPATCHER, FLEET_USER } from '../../support/auth';
import { query } from '../../support/db';
import { openSignedIn } from '../platform/signedIn';
import { claimRide, ridesTable } from '../rides/ridesPage';

const SHOTS = '/tmp/shots-late-risk';

/** The server recomputes predictions every 10 s; the badge follows the realtime event at once. */
const SWEEP_WITHIN_MS = 20_000;

/** Statuses in which a ride holds its driver: an idle driver has none of them. */
const UNDERWAY = "('assigned', 'accepted', 'arriving', 'arrived', 'in_progress')";

/**
 * An accepted ride of the test's own (a claimed finished demo ride), picking up `minutes` from now, given
 * to an active driver (of the fleet user's fleet when `fleetUser`) with an active car and no other ride
 * underway: the ride's lateness then depends on that driver's position alone.
 */
async function rideOfIdleDriver(minutes: number, fleetUser?: string) {
  const [driver] = await query<{ id: number; car_id: number }>(
    `select d.id, c.id as car_id from drivers d join cars c on c.driver_id = d.id and c.status = 'active'
     where d.status = 'active' and d.fleet_id is not null
       and ($1::text is null or d.fleet_id = (select fleet_id from admins where email = $1))
       and not exists (select 1 from rides o where o.driver_id = d.id and o.status in ${UNDERWAY})
     order by d.id desc limit 1`,
    [fleetUser ?? null],
  );
  if (!driver) throw new Error('the demo has no idle driver with an active car');
  const id = await claimRide('true', { status: 'accepted', driverId: driver.id, pickupInMinutes: minutes });
  const [ride] = await query<{ id: number; lat: number; lon: number }>(
    'update rides set car_id = $1 where id = $2 returning id, start_lat as lat, start_lon as lon',
    [driver.car_id, id],
  );
  if (!ride) throw new Error(`ride ${id} is gone`);
  return { ...ride, driver_id: driver.id };
}

test('a driver seen far from the pickup puts an At risk badge on the board, and the At risk filter lists the ride', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ride = await rideOfIdleDriver(20);
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

test('a fleet user sees the badge on their own fleet’s ride and filters to it, without counts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ride = await rideOfIdleDriver(10, FLEET_USER);
  const admin = await apiSignIn(ADMIN);
  const { device_token } = await postJson<{ device_token: string }>(
    `/drivers/${ride.driver_id}/device-token`,
    {},
    admin.token,
  );
  await postJson('/driver-app/positions', {
    driver_token: device_token,
    positions: [
      {
        lat: ride.lat - 0.4,
        lon: ride.lon,
        heading: 0,
        speed: 10,
        accuracy: 5,
        recorded_at: new Date().toISOString(),
      },
    ],
  });

  await openSignedIn(page, FLEET_USER, '/rides');
  const filter = page.getByRole('button', { name: 'At risk', exact: true });
  await expect(filter).toBeVisible({ timeout: 30_000 });
  await filter.click();
  const row = ridesTable(page).locator(`tr[data-ride-id="${ride.id}"]`);
  await expect(row).toBeVisible({ timeout: SWEEP_WITHIN_MS });
  await expect(row.getByText('At risk', { exact: true })).toHaveAttribute(
    'aria-label',
    /^At risk: Driver far/,
  );
  await page.screenshot({ path: `${SHOTS}/fleet-filter.png` });
});
