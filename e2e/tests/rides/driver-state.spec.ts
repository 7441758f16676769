import { expect, test } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { claimRide, detail, openRideFor } from './ridesPage';

/** An accepted ride whose active driver has a position on the map, that driver set online. */
async function acceptedRideWithOnlineDriver() {
  const rideId = await claimRide(
    `exists (select 1 from drivers d join driver_locations l on l.driver_id = d.id
             where d.id = r.driver_id and d.status = 'active')`,
    { status: 'accepted' },
  );
  const [row] = await query<{ driver_id: number }>(
    `update drivers set online = true, is_go_to_destination = false
     where id = (select driver_id from rides where id = $1) returning id as driver_id`,
    [rideId],
  );
  if (!row) throw new Error(`ride ${rideId} has no driver`);
  return { rideId, driverId: row.driver_id };
}

test("a dispatcher takes the ride's driver offline from the detail and sees it on the map", async ({
  page,
}) => {
  const { rideId, driverId } = await acceptedRideWithOnlineDriver();
  await openRideFor(page, DISPATCHER, rideId);
  const driverSection = detail(page).getByRole('region', { name: 'Driver and car' });
  const stateSelect = driverSection.getByRole('combobox', { name: 'Online state' });
  await expect(stateSelect).toHaveText('Online');
  const map = page.getByRole('region', { name: 'Rides map' });
  await expect(map.getByLabel(new RegExp(`^Car of driver #${driverId} .*· Online$`))).toBeVisible();

  await stateSelect.click();
  await page.getByRole('option', { name: 'Offline' }).click();

  await expect(page.getByText(`Driver #${driverId} is now Offline`)).toBeVisible();
  await expect(stateSelect).toHaveText('Offline');
  await expect(map.getByLabel(new RegExp(`^Car of driver #${driverId} .*· Offline$`))).toBeVisible();
  const [stored] = await query<{ online: boolean; is_go_to_destination: boolean }>(
    'select online, is_go_to_destination from drivers where id = $1',
    [driverId],
  );
  expect(stored).toEqual({ online: false, is_go_to_destination: false });
  await shot(page, 'h7-driver-offline');

  // Go to destination puts the driver back online, in its own colour on the map.
  await stateSelect.click();
  await page.getByRole('option', { name: 'Go to destination' }).click();
  await expect(page.getByText(`Driver #${driverId} is now Go to destination`)).toBeVisible();
  await expect(
    map.getByLabel(new RegExp(`^Car of driver #${driverId} .*· Go to destination$`)),
  ).toBeVisible();
  await shot(detail(page), 'h7-driver-state-detail');
});
