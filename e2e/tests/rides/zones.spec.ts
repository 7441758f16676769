import { expect, type Page, test } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openSignedIn } from '../platform/signedIn';
import { claimRide, detail, openRideFor, ridesTable } from './ridesPage';

test.use({ viewport: { width: 1440, height: 900 } });

/** A ride of its own picked up in Far Rockaway for Jamaica, the vendor's pickup `vendorDelay` minutes late. */
async function farRockawayRide(vendorDelay: number): Promise<number> {
  const rideId = await claimRide('true', { status: 'pending', withDriver: false });
  await query(
    `update rides set
       pickup_zone_id = (select id from zones where name = 'Far Rockaway'),
       destination_zone_id = (select id from zones where name = 'Jamaica'),
       vendor_pickup_at = pickup_at + $2::int * interval '1 minute'
     where id = $1`,
    [rideId, vendorDelay],
  );
  return rideId;
}

const rowOf = (page: Page, rideId: number) => ridesTable(page).locator(`tr[data-ride-id="${rideId}"]`);

/** The text of one cell of a row, found by its column header. */
async function cellText(page: Page, rideId: number, header: string): Promise<string> {
  const headers = await ridesTable(page).getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return (await rowOf(page, rideId).getByRole('cell').nth(index).textContent()) ?? '';
}

test('a dispatcher sees the ride’s zones, Far Rockaway as FR, and a late vendor pickup highlighted', async ({
  page,
}) => {
  const rideId = await farRockawayRide(25);
  await openRideFor(page, DISPATCHER, rideId);

  expect(await cellText(page, rideId, 'PU zone')).toBe('FR');
  expect(await cellText(page, rideId, 'DO zone')).toBe('Jamaica');
  expect(await cellText(page, rideId, 'Vendor')).toBe('+25m');
  const delay = rowOf(page, rideId).getByTitle('Vendor pickup 25 minutes after the scheduled pickup');
  await expect(delay).toHaveAttribute('data-highlighted', 'true');

  const route = detail(page).getByRole('region', { name: 'Route and times' });
  await expect(route.getByText('Pickup zone')).toBeVisible();
  await expect(route.getByText('FR', { exact: true })).toBeVisible();
  await expect(route.getByText('Jamaica', { exact: true })).toBeVisible();
  await expect(route.getByTitle('Vendor pickup 25 minutes after the scheduled pickup')).toHaveAttribute(
    'data-highlighted',
    'true',
  );
  await route.scrollIntoViewIfNeeded();
  await shot(route, 'h5-zones-detail');
});

test('a small vendor delay is shown plainly and one of 200 minutes or more not at all', async ({ page }) => {
  const small = await farRockawayRide(10);
  const ignored = await farRockawayRide(200);
  await openRideFor(page, DISPATCHER, small);
  expect(await cellText(page, small, 'Vendor')).toBe('+10m');
  await expect(rowOf(page, small).getByTitle(/^Vendor pickup/)).toHaveAttribute('data-highlighted', 'false');

  await openRideFor(page, DISPATCHER, ignored);
  expect(await cellText(page, ignored, 'PU zone')).toBe('FR');
  expect(await cellText(page, ignored, 'Vendor')).toBe('');
});

test('the table with its zone and vendor columns still reads at 1440 px', async ({ page }) => {
  await openSignedIn(page, DISPATCHER, '/rides');
  await expect(ridesTable(page).locator('tr[data-ride-id]').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'h5-zones-table');
  // No header is squeezed onto two lines.
  for (const header of await ridesTable(page).getByRole('columnheader').all()) {
    const box = await header.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(60);
  }
  await ridesTable(page).getByRole('columnheader', { name: 'DO zone' }).scrollIntoViewIfNeeded();
  await shot(page, 'h5-zones-table-scrolled');
});
