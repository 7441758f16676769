import { expect, test } from '@playwright/test';
import { FLEET_USER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { claimRide, openRideFor } from './ridesPage';

test.use({ viewport: { width: 1600, height: 900 } });

test('a fleet user opens a released pending ride of no fleet and gives it to one of its drivers', async ({
  page,
}) => {
  // Another fleet's finished ride becomes a pending marketplace ride without a driver, released to drivers.
  const rideId = await claimRide(
    `r.fleet_id is distinct from (select fleet_id from admins where email = '${FLEET_USER}')`,
    { status: 'pending', marketplace: true, withDriver: false },
  );
  await query('update rides set available_for_drivers = true where id = $1', [rideId]);

  await openRideFor(page, FLEET_USER, rideId);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Assign driver · ride ${rideId}` });
  const firstRow = dialog.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const driverLabel = (await firstRow.getByRole('radio').getAttribute('aria-label')) ?? '';
  const [, , driverId] = driverLabel.match(/^(.*) \(#(\d+)\)$/) ?? [];
  await firstRow.click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await page
    .getByRole('dialog', { name: 'Assign driver', exact: true })
    .getByRole('button', { name: 'Assign' })
    .click();
  await expect(page.getByText('Great! You have assigned ride to the driver!')).toBeVisible();
  await shot(page, 'rides-fleet-open-ride');

  const [row] = await query<{ status: string; driver_id: number; in_fleet: boolean }>(
    `select r.status, r.driver_id, r.fleet_id = (select fleet_id from admins where email = $2) as in_fleet
     from rides r where r.id = $1`,
    [rideId, FLEET_USER],
  );
  expect(row).toEqual({ status: 'assigned', driver_id: Number(driverId), in_fleet: true });
});
