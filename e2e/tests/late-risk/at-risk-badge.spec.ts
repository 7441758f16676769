import { expect, test } from '@playwright/test';
import { DISPATCHER, FLEET_USER } from '../../support/auth';
import { shot } from '../../support/shots';
import { postPosition, rideOfIdleDriver } from '../locations/driverRides';
import { openSignedIn } from '../platform/signedIn';
import { ridesTable } from '../rides/ridesPage';

/** The server recomputes predictions every 10 s; the badge follows the realtime event at once. */
const SWEEP_WITHIN_MS = 20_000;

test('a driver seen far from the pickup puts an At risk badge on the board, and the At risk filter lists the ride', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The highest driver ids outside the fleet user's fleet: the next test takes that fleet's, and the
  // live-positions spec the lowest ids.
  const ride = await rideOfIdleDriver({ end: 'highest', notFleetOf: FLEET_USER, pickupInMinutes: 20 });
  const driverAt = (lat: number, lon: number) => postPosition(ride.device_token, { lat, lon });

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
  await shot(page, 'late-risk-badge');

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
  await shot(page, 'late-risk-filter');

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
  const ride = await rideOfIdleDriver({ end: 'highest', fleetOf: FLEET_USER, pickupInMinutes: 10 });
  await postPosition(ride.device_token, { lat: ride.lat - 0.4, lon: ride.lon });

  await openSignedIn(page, FLEET_USER, '/rides');
  const filter = page.getByRole('button', { name: 'At risk', exact: true });
  await expect(filter).toBeVisible({ timeout: 30_000 });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  // The row may show before the filtered list replaces the whole one, and before the next sweep marks
  // the ride: its badge is what is waited for, a sweep's time at most.
  const row = ridesTable(page).locator(`tr[data-ride-id="${ride.id}"]`);
  await expect(row.getByText('At risk', { exact: true })).toHaveAttribute(
    'aria-label',
    /^At risk: Driver far/,
    { timeout: SWEEP_WITHIN_MS },
  );
  await expect(ridesTable(page).locator('tbody tr[data-ride-id]:not([data-at-risk="true"])')).toHaveCount(0);
  await shot(page, 'late-risk-fleet-filter');
});
