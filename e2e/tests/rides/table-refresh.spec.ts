import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { claimRide, openRideFor, ridesTable } from './ridesPage';

test.use({ viewport: { width: 1600, height: 900 } });

test('with auto update off the ride table still refreshes every 10 s', async ({ page }) => {
  const rideId = await claimRide(`c.broker_key is null`, { status: 'assigned' }, 14);
  await openRideFor(page, ADMIN, rideId);
  await page.getByRole('button', { name: 'Settings' }).click();
  const autoUpdate = page.getByLabel('Auto update rides');
  await autoUpdate.uncheck();
  await expect(autoUpdate).not.toBeChecked();
  await page.keyboard.press('Escape');
  const row = ridesTable(page).locator(`tr[data-ride-id="${rideId}"]`);
  await expect(row).toHaveAttribute('data-status', 'assigned');

  // A change no live event announces: only the table's own refresh can bring it.
  await query(`update rides set status = 'accepted', updated_at = now() where id = $1`, [rideId]);
  await expect(row).toHaveAttribute('data-status', 'accepted', { timeout: 15_000 });
});

test("the staff's fleet selector shows each fleet's ride count from GET /rides", async ({ page }) => {
  const rideId = await claimRide(
    `c.broker_key is null and r.fleet_id is not null`,
    { status: 'assigned' },
    18,
  );
  const [fleets] = await query<{ ride_fleet: string; other_fleet: string }>(
    `select f.name as ride_fleet, (select name from fleets where id <> f.id order by id limit 1) as other_fleet
     from rides r join fleets f on f.id = r.fleet_id where r.id = $1`,
    [rideId],
  );
  // The page searches the one ride (id:…): its fleet counts 1, every other fleet 0.
  await openRideFor(page, ADMIN, rideId);
  await page.getByRole('combobox', { name: 'Fleet' }).click();
  const fleetOption = (name = '') => page.getByRole('option').filter({ hasText: name });
  await expect(fleetOption(fleets?.ride_fleet)).toHaveText(`${fleets?.ride_fleet}1`);
  await expect(fleetOption(fleets?.other_fleet)).toHaveText(`${fleets?.other_fleet}0`);
  await shot(page, 'h2-fleet-counts');
});
