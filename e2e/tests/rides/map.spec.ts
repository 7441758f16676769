import { MESSAGES } from '@fleetdesk/contract';
import { chromium, expect, type Locator, type Page, test } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { chromiumPath } from '../../support/env';
import { expectMapSettled } from '../../support/map';
import { shot } from '../../support/shots';
import { openSignedIn } from '../platform/signedIn';
import { openRidesMapOn } from './ridesMap';

interface RideRow {
  id: number;
  start_address: string;
  destination_address: string;
}

/** A demo ride in `status` (with a driver when asked), the newest first so it is near today. */
async function demoRide(status: string, withDriver: boolean): Promise<RideRow> {
  const [ride] = await query<RideRow>(
    `select id, start_address, destination_address from rides
     where status = $1 and (driver_id is not null) = $2
     order by pickup_at desc limit 1`,
    [status, withDriver],
  );
  if (!ride) throw new Error(`the demo has no ${status} ride`);
  return ride;
}

async function firstClickable(candidates: Locator): Promise<Locator> {
  const count = await candidates.count();
  // Markers added later are drawn above the earlier ones: look from the last.
  for (let i = count - 1; i >= 0; i--) {
    const candidate = candidates.nth(i);
    const isOnTop = await candidate
      .click({ trial: true, timeout: 300 })
      .then(() => true)
      .catch(() => false);
    if (isOnTop) return candidate;
  }
  throw new Error('every driver on the map is covered by another marker');
}

async function openRideOnMap(page: Page, ride: RideRow) {
  const map = await openRidesMapOn(page, ride.id);
  await expect(map.getByLabel(`Pickup: ${ride.start_address}`)).toBeVisible();
  await expect(map.getByLabel(`Dropoff: ${ride.destination_address}`)).toBeVisible();
  return map;
}

test('the map draws the selected ride: canvas, pickup and dropoff pins, its driver and the OSRM warning', async ({
  page,
}) => {
  const ride = await demoRide('accepted', true);
  const map = await openRideOnMap(page, ride);
  // An accepted ride shows its driver's car and route; the demo routes in straight lines, so it warns.
  await expect(map.getByLabel(/^Car of driver #\d+/)).toBeVisible();
  await expect(map.getByText(MESSAGES.osrmFallback)).toBeVisible();
  // The fit to the ride has been drawn before the pictures.
  await expectMapSettled(map);
  await shot(page, 'map-rides-page');
  await shot(map, 'map-accepted');

  // The header's theme toggle repaints the same map dark (water #0e1821 behind the land).
  await page.getByRole('button', { name: 'Switch map theme to dark' }).click();
  await expect(map).toHaveCSS('background-color', 'rgb(14, 24, 33)');
  await expect(map.getByLabel(`Pickup: ${ride.start_address}`)).toBeVisible();
  await expectMapSettled(map);
  await shot(map, 'map-accepted-dark');
});

test('a pending ride shows the drivers who could take it; clicking one selects it', async ({ page }) => {
  const ride = await demoRide('pending', false);
  const map = await openRideOnMap(page, ride);
  const drivers = map.getByRole('button', { name: /^Driver #\d+/ });
  await expect(drivers.first()).toBeVisible();
  // Labelled by id by default (Settings → driver map identifier).
  await expect(drivers.first()).toHaveText(/^#\d+$/);
  await expect(map.locator('[aria-pressed="true"]')).toHaveCount(0);

  // Drivers close together overlap: click one that is on top, as a dispatcher would. While the map is
  // still flying to the ride the marker can move under the pointer; a dispatcher would click again.
  await expect(async () => {
    const picked = await firstClickable(drivers);
    const name = (await picked.getAttribute('aria-label')) ?? '';
    await picked.click();
    await expect(map.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(map.locator('[aria-pressed="true"]')).toHaveCount(1);
  await expectMapSettled(map);
  await shot(map, 'map-pending');
});

test('without WebGL the map says it cannot draw, and the rest of the page keeps working', async ({
  baseURL,
}) => {
  // A browser of its own: the project's browser has WebGL, this one is started without it.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-webgl', '--disable-3d-apis'],
  });
  try {
    const page = await browser.newPage({ baseURL });
    const ride = await demoRide('accepted', true);
    await openSignedIn(page, DISPATCHER, `/rides?search=id:${ride.id}`);
    const map = page.getByRole('region', { name: 'Rides map' });
    await expect(map.getByText('The map cannot be drawn: this browser has no WebGL.')).toBeVisible();
    await expect(map.locator('canvas')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `Ride #${ride.id}` })).toBeVisible();
    await shot(map, 'map-no-webgl');
  } finally {
    await browser.close();
  }
});
