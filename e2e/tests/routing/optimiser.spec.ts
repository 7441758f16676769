import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openAs, signInActor } from '../drivers/driver-page-api';

test('ROUTE plans tomorrow’s demo rides; a route applied gives its rides to its driver on /rides', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/routing/home');
  await expect(page.getByRole('combobox', { name: 'Day' })).toHaveText('Tomorrow');
  // A second routing page, open before the run, follows it through the realtime channel.
  const watcher = await page.context().newPage();
  await watcher.setViewportSize({ width: 1440, height: 1000 });
  await watcher.goto('/routing/home');
  await expect(watcher.getByRole('button', { name: 'ROUTE', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'ROUTE', exact: true }).click();
  await expect(page.getByText('Great! You have routed rides')).toBeVisible();
  for (const open of [page, watcher]) {
    await expect(open.getByRole('progressbar', { name: 'Routing progress' })).toBeVisible();
  }
  await shot(page, 'routing-in-progress');
  // The run's end (a realtime event) refreshes the Routes accordion with the routes it made.
  // Routes the run made are finished (another spec may add a pending one of its own to the day).
  const routes = page
    .getByRole('list', { name: 'Routes' })
    .getByRole('button', { name: /^Route #\d+$/ })
    .filter({ has: page.getByLabel('finished') });
  await expect(routes.first()).toBeVisible({ timeout: 120_000 });
  await expect(page.getByLabel('Routing progress')).toBeHidden();
  await expect(watcher.getByLabel('Routing progress')).toBeHidden();
  await expect(
    watcher
      .getByRole('list', { name: 'Routes' })
      .getByRole('button', { name: /^Route #\d+$/ })
      .first(),
  ).toBeVisible();
  await watcher.close();

  await routes.first().click();
  const detail = page.getByRole('region', { name: 'Route detail' });
  const heading = detail.getByRole('heading', { name: /^Route #\d+ · .+ \(finished\)$/ });
  await expect(heading).toBeVisible();
  const [, routeId, driverName] =
    /^Route #(\d+) · (.+) \(finished\)$/.exec((await heading.textContent()) ?? '') ?? [];
  const rideItems = detail.getByRole('list', { name: 'Route rides' }).getByRole('listitem');
  await expect(rideItems.first()).toBeVisible();
  const rideId = /^Ride #(\d+)$/.exec((await rideItems.first().getAttribute('aria-label')) ?? '')?.[1];
  await expect(page.getByLabel(/^Stop \d+: pickup of ride #/).first()).toBeAttached();
  await page.getByLabel('Route map').scrollIntoViewIfNeeded();
  await shot(page, 'routing-routed');

  await detail.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Great! You have apply route!')).toBeVisible();
  const [route] = await query<{ driver_id: number }>('select driver_id from routing_routes where id = $1', [
    routeId,
  ]);
  const [ride] = await query<{ driver_id: number | null }>('select driver_id from rides where id = $1', [
    rideId,
  ]);
  expect(ride?.driver_id).toBe(route?.driver_id);

  await page.goto(`/rides?search=id:${rideId}`);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: String(rideId) })
      .first(),
  ).toContainText('Assigned');
  await expect(page.getByText(`${driverName} (#${route?.driver_id})`, { exact: true })).toBeVisible();
  await shot(page, 'routing-applied-on-rides');
});
