import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { query } from '../../support/db';
import { expectMapFillsRegion } from '../../support/map';
import { recordPosts } from '../../support/requests';
import { shot } from '../../support/shots';
import { createDriver, openAs, signInActor } from '../drivers/driver-page-api';
import { newYorkDayAhead, putRidesOnRoute, tomorrowInNewYork } from './routing-api';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
});

test('Routing Home shows the day’s stats and the seeded scenarios, on tomorrow in New York', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const day = tomorrowInNewYork();
  const stats = await admin.call<{ stats: { rides: number; unprocessed_rides: number } }>(
    'GET',
    `/routing/stats?date=${day}`,
  );
  await openAs(page, admin, '/routing/home');
  await expect(page.getByRole('heading', { name: 'Routing Home' })).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(day);
  await expect(page.getByRole('combobox', { name: 'Day' })).toHaveText('Tomorrow');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('NY');

  const general = page.getByRole('region', { name: 'General stats' });
  await expect(general).toContainText(`Rides${stats.stats.rides}`);
  await expect(general).toContainText(`Unprocessed rides${stats.stats.unprocessed_rides}`);
  const scenarios = page.getByRole('table', { name: 'Scenarios' });
  await expect(scenarios.getByRole('row', { name: /^Standard NY Yellow / })).toBeVisible();
  await expect(scenarios.getByRole('row', { name: /^Wheelchair Van / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'POOL' })).toContainText('Pooled rides');

  await page.getByRole('button', { name: 'Hourly stats' }).click();
  await expect(page.getByRole('table', { name: 'Hourly stats' }).getByRole('row')).not.toHaveCount(1);
  await shot(page, 'routing-home');

  // Yesterday from the select: the picker follows, and a day far back reads its empty states.
  await page.getByRole('combobox', { name: 'Day' }).click();
  await page.getByRole('option', { name: 'Yesterday' }).click();
  await expect(page.getByLabel('Date', { exact: true })).not.toHaveValue(day);
  await page.getByLabel('Date', { exact: true }).fill('2020-01-02');
  await expect(page.getByRole('combobox', { name: 'Day' })).toHaveText('Custom');
  await expect(page.getByText('No routes found')).toBeVisible();
  await expect(page.getByText('No hourly stats found')).toBeVisible();
});

test('a route is created, opened from the list (?route_id=), drawn on a map that fills its frame, loses a ride and is deleted', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Rhea', 'Router');
  const day = tomorrowInNewYork();
  await openAs(page, admin, '/routing/home');

  await page.getByRole('button', { name: 'CREATE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create route' });
  await dialog.getByRole('textbox', { name: 'From' }).fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /Driver ID/ }).fill(String(driverId));
  await dialog.getByRole('textbox', { name: 'From' }).fill(`${day}T07:00`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Great! You have updated route!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const [made] = await query<{ id: number }>('select id from routing_routes where driver_id = $1', [
    driverId,
  ]);
  const routeId = Number(made?.id);
  const rideIds = await putRidesOnRoute(routeId, `${day}T12:00:00Z`);
  expect(rideIds).toHaveLength(2);

  // Reached from another page and opened from the list, as a dispatcher does: the map's code and its
  // stylesheet then arrive after the app's own styles.
  await page.goto('/drivers');
  await page.getByRole('link', { name: 'Routing', exact: true }).click();
  await page.getByRole('button', { name: `Route #${routeId}` }).click();
  await expect(page).toHaveURL(new RegExp(`route_id=${routeId}`));
  const detail = page.getByRole('region', { name: 'Route detail' });
  await expect(
    detail.getByRole('heading', { name: new RegExp(`Route #${routeId} · Rhea Router`) }),
  ).toBeVisible();
  await expect(detail).toContainText('7:00 AM');
  const rides = detail.getByRole('list', { name: 'Route rides' });
  await expect(rides.getByRole('listitem')).toHaveCount(2);
  await expectMapFillsRegion(page.getByRole('region', { name: 'Route map' }));
  await expect(page.getByLabel('Stop 1: pickup of ride')).toBeVisible();
  await expect(page.getByLabel('Stop 4: dropoff of ride')).toBeVisible();
  await expect(
    page
      .getByRole('listitem', { name: `Route #${routeId}` })
      .or(page.getByRole('button', { name: `Route #${routeId}` })),
  ).toBeVisible();
  await shot(page, 'routing-route-detail');

  await rides.getByRole('button', { name: `Delete ride #${rideIds[0]}` }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Remove ride' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Great! You have removed ride!')).toBeVisible();
  await expect(rides.getByRole('listitem')).toHaveCount(1);

  await detail.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Delete route' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Great! You have deleted route!')).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(page).not.toHaveURL(/route_id=/);
  const [after] = await query<{ status: string }>('select status from routing_routes where id = $1', [
    routeId,
  ]);
  expect(after?.status).toBe('deleted');
});

test('on a 960-pixel screen ROUTE wraps under the fleet select, flush with its left edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 960, height: 700 });
  await openAs(page, await signInActor(ADMIN), '/routing/home');
  const fleets = await page.getByRole('combobox', { name: 'Fleets' }).boundingBox();
  const route = await page.getByRole('button', { name: 'ROUTE', exact: true }).boundingBox();
  if (!fleets || !route) throw new Error('the fleet select and ROUTE are on the page');
  expect(route.y).toBeGreaterThan(fleets.y + fleets.height); // the next row, with a gap between
  // The select's box starts at its outline; a wrapped row used to keep the gap meant for a neighbour.
  expect(Math.abs(route.x - fleets.x)).toBeLessThan(2);
});

test('the fleet select offers the main fleet first; ROUTE and COMPARE send it as fleet id 0', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const { fleets } = await admin.call<{ fleets: { name: string }[] }>('GET', '/settings');
  // The calls are caught on their way: a real run would mark the state's scenarios as being run while
  // the scenario specs edit them.
  const sent: Record<string, { fleet_ids: number[] | null }> = {};
  await page.route(/\/routing\/(routes\/route|comparisons)$/, async (route) => {
    sent[new URL(route.request().url()).pathname.split('/').at(-1) ?? ''] = route.request().postDataJSON();
    await route.abort();
  });
  await openAs(page, admin, '/routing/home');

  await page.getByRole('combobox', { name: 'Fleets' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(['Default fleet', ...fleets.map((fleet) => fleet.name)]);
  await options.first().click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Fleets' })).toHaveText('Default fleet');

  await page.getByRole('button', { name: 'ROUTE', exact: true }).click();
  await expect.poll(() => sent.route?.fleet_ids).toEqual([0]);
  await page.getByRole('button', { name: 'COMPARE', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Compare two plans' })
    .getByRole('button', { name: 'Compare', exact: true })
    .click();
  await expect.poll(() => sent.comparisons?.fleet_ids).toEqual([0]);
});

test('Sync Metrics recounts the day’s routes: the success toast, and the Routes list shows the new totals', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Mia', 'Metrics');
  // A day of its own: no other spec's routes, so the recount touches only this one.
  const day = newYorkDayAhead(11);
  const { route } = await admin.call<{ route: { id: number } }>('POST', '/routing/routes/new', {
    driver_id: driverId,
    from_datetime: `${day}T12:00:00Z`,
    to_datetime: `${day}T20:00:00Z`,
  });
  // Rides put on it directly, as a run would, leave its totals at 0 until metrics are synced.
  await putRidesOnRoute(route.id, `${day}T13:00:00Z`);
  await openAs(page, admin, '/routing/home');
  await page.getByLabel('Date', { exact: true }).fill(day);
  const row = page.getByRole('button', { name: `Route #${route.id}` });
  await expect(row).toContainText('0 rides');

  const sync = page.getByRole('button', { name: 'Sync Metrics' });
  await sync.click();
  await expect(page.getByText('Great! You have synced metrics!')).toBeVisible();
  await expect(row).toContainText('2 rides');
  await expect(sync).toBeEnabled();
});

test('a double click on Create in Create route makes one route', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Rory', 'Routeonce');
  await openAs(page, admin, '/routing/home');
  // A day of its own, away from the day the routing specs route.
  await page.getByLabel('Date', { exact: true }).fill(newYorkDayAhead(13));
  const posts = recordPosts(page, /routing\/routes\/new$/);
  await page.getByRole('button', { name: 'CREATE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create route' });
  await dialog.getByRole('textbox', { name: /Driver ID/ }).fill(String(driverId));
  await dialog.getByRole('button', { name: 'Create' }).dblclick();
  await expect(dialog).toBeHidden();
  // Time for a second request and its answer to arrive, had one been sent.
  await page.waitForTimeout(1500);
  expect(posts).toHaveLength(1);
  expect(await query('select id from routing_routes where driver_id = $1', [driverId])).toHaveLength(1);
});

test("on a tablet a route's detail stays within the screen, and on a 1024-pixel one its map keeps its width", async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Tabitha', 'Tablet');
  const day = tomorrowInNewYork();
  const saved = await admin.call<{ route: { id: number } }>('POST', '/routing/routes/new', {
    driver_id: driverId,
    from_datetime: `${day}T11:00:00Z`,
    to_datetime: `${day}T20:00:00Z`,
  });
  const rideIds = await putRidesOnRoute(saved.route.id, `${day}T12:00:00Z`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await openAs(page, admin, `/routing/home?route_id=${saved.route.id}`);
  const detail = page.getByRole('region', { name: 'Route detail' });
  const rides = detail.getByRole('list', { name: 'Route rides' });
  await expect(rides.getByRole('listitem')).toHaveCount(2);
  await shot(page, 'routing-route-tablet', { fullPage: true });

  // Beside the stats column the detail ran 16 px past the window: Delete crossed the card's edge, and
  // Clear, the rides' delete buttons and the map's zoom were off the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(768);
  for (const button of [
    detail.getByRole('button', { name: 'Delete', exact: true }),
    detail.getByRole('button', { name: 'Clear', exact: true }),
    ...rideIds.map((id) => rides.getByRole('button', { name: `Delete ride #${id}` })),
    page.getByRole('region', { name: 'Route map' }),
  ]) {
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(768);
  }

  await page.setViewportSize({ width: 1024, height: 768 });
  await expectMapFillsRegion(page.getByRole('region', { name: 'Route map' }));
  const map = await page.getByRole('region', { name: 'Route map' }).boundingBox();
  expect(map?.width).toBeGreaterThan(400); // it had 188 px beside the rides
});
