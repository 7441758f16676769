import { expect, test } from '@playwright/test';
import { DISPATCHER, FLEET_USER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { claimRide, openRideFor, ridesTable } from './ridesPage';

test.use({ viewport: { width: 1600, height: 900 } });

/**
 * Stores a driver's ETA as the every-minute job would, routed `minutesAgo` ago, that brings the driver
 * `lateMinutes` after the scheduled pickup (negative: early).
 */
const storeEta = (rideId: number, lateMinutes: number, minutesAgo: number) =>
  query(
    `update rides set eta_computed_at = now() - $3 * interval '1 minute',
       eta = extract(epoch from pickup_at - (now() - $3 * interval '1 minute'))::int + $2 * 60
     where id = $1`,
    [rideId, lateMinutes, minutesAgo],
  );

test("an assigned ride's lateness comes from its driver's ETA against the scheduled pickup", async ({
  page,
  browser,
}) => {
  // Three sign-ins and three loads of /rides: slow on a busy machine.
  test.setTimeout(180_000);
  // One of the fleet user's fleet's rides, assigned, scheduled 30 minutes from now, not picked up.
  const rideId = await claimRide(`r.fleet_id = (select fleet_id from admins where email = '${FLEET_USER}')`, {
    status: 'assigned',
    pickupInMinutes: 30,
  });
  // Routed 5 minutes ago with 50 minutes to go: expected 45 minutes from now, 15 after the schedule.
  await storeEta(rideId, 15, 5);

  await openRideFor(page, DISPATCHER, rideId);
  const row = ridesTable(page).locator(`tr[data-ride-id="${rideId}"]`);
  await expect(row).toHaveAttribute('data-status', 'assigned');
  await expect(row.getByTitle('15 minutes late')).toHaveText('+15m');
  await shot(page, 'h1-lateness-dispatcher');

  // The next ETA, routed now, brings the driver 35 minutes after the schedule.
  await storeEta(rideId, 35, 0);
  await page.reload();
  await expect(row.getByTitle('35 minutes late')).toHaveText('+35m', { timeout: 30_000 });

  // The fleet whose driver it is reads the same lateness.
  const fleetContext = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const fleetPage = await fleetContext.newPage();
  await openRideFor(fleetPage, FLEET_USER, rideId);
  const fleetRow = ridesTable(fleetPage).locator(`tr[data-ride-id="${rideId}"]`);
  await expect(fleetRow.getByTitle('35 minutes late')).toHaveText('+35m');
  await fleetContext.close();

  // Early drivers are not late: nothing shown.
  await storeEta(rideId, -20, 0);
  await page.reload();
  await expect(row).toHaveAttribute('data-status', 'assigned', { timeout: 30_000 });
  await expect(row.getByTitle(/minutes? late/)).toHaveCount(0);
});
