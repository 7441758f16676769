import { expect, test } from '@playwright/test';
import { FLEET_USER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openSignedIn } from '../platform/signedIn';
import { detail, openRideFor, ridesTable } from './ridesPage';

test.use({ viewport: { width: 1600, height: 900 } });

async function fleetRide(status: string): Promise<{ id: number; driver_net_cents: number }> {
  const [row] = await query<{ id: number; driver_net_cents: number }>(
    `select r.id, r.driver_net_cents from rides r
     where r.status = $1 and r.fleet_id = (select fleet_id from admins where email = $2)
     order by r.pickup_at desc limit 1`,
    [status, FLEET_USER],
  );
  if (!row) throw new Error(`The fleet has no ${status} ride`);
  return row;
}

test("a fleet user's rides page: driver net instead of price, no create, no counts, no cancel", async ({
  page,
}) => {
  await openSignedIn(page, FLEET_USER, '/rides');
  const header = page.getByRole('group', { name: 'Rides shortcuts' });
  await expect(header.getByRole('button', { name: 'Active' })).toBeVisible();
  for (const hidden of ['Ride', 'Affiliates', 'Release MP'])
    await expect(header.getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Fleet' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Ride type' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'All', exact: true })).toBeVisible();

  const columns = ridesTable(page).locator('thead th');
  await expect(columns.filter({ hasText: 'Driver net' })).toHaveCount(1);
  await expect(columns.filter({ hasText: /^Price$/ })).toHaveCount(0);
  await expect(columns.filter({ hasText: /^Payment$/ })).toHaveCount(0);

  const ride = await fleetRide('assigned');
  await openRideFor(page, FLEET_USER, ride.id);
  const row = ridesTable(page).locator(`tr[data-ride-id="${ride.id}"]`);
  const dollars = `$${(ride.driver_net_cents / 100).toFixed(2)}`;
  await expect(row).toContainText(dollars);
  await expect(detail(page).getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await expect(detail(page).getByRole('region', { name: 'Viewing now' })).toHaveCount(0);
  await expect(detail(page).getByRole('textbox', { name: 'Add a note' })).toHaveCount(0);
  // En route is the driver's move: shown, greyed, with the spec's tooltip.
  const enRoute = detail(page).getByRole('button', { name: 'En route' });
  await expect(enRoute).toBeDisabled();
  await enRoute.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Permission denied!');
  await shot(page, 'rides-fleet');

  const reference = page.getByRole('textbox', { name: 'Search rides' });
  await reference.fill('ref:12345');
  await expect(page.getByText('Reference ID search is not available for fleet users')).toBeVisible();
});
