import { expect, test } from '@playwright/test';
import { ADMIN, FLEET_USER } from '../../support/auth';
import { shot } from '../../support/shots';
import { openAs, signInActor } from '../drivers/driver-page-api';
import { tomorrowInNewYork } from './routing-api';

test('a fleet user sees their fleet’s routes on /routes and removes one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await signInActor(ADMIN);
  const fleet = await signInActor(FLEET_USER);
  const drivers = await fleet.call<{ drivers: { data: { id: number; first_name: string }[] } }>(
    'GET',
    '/drivers?per_page=5',
  );
  const driverId = drivers.drivers.data[0]?.id;
  const day = tomorrowInNewYork();
  const made = await admin.call<{ route: { id: number; driver_name: string } }>(
    'POST',
    '/routing/routes/new',
    {
      driver_id: driverId,
      from_datetime: `${day}T08:00:00-05:00`,
      to_datetime: `${day}T16:00:00-05:00`,
    },
  );
  const routeId = made.route.id;

  await openAs(page, fleet, '/routes');
  await page.getByLabel('Date').fill(day);
  const table = page.getByRole('table', { name: 'Routes' });
  const row = table
    .getByRole('row')
    .filter({ hasText: made.route.driver_name })
    .filter({ hasText: String(routeId) });
  await expect(row).toContainText('pending');
  await expect(row).toContainText('8:00 AM');
  await shot(page, 'routing-driver-routes');

  await row.getByRole('button', { name: `Remove route #${routeId}` }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Remove route' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Great! You have deleted a route!')).toBeVisible();
  await expect(table.getByRole('button', { name: `Remove route #${routeId}` })).toBeHidden();
});

test("on a 1024-pixel screen a route's remove button stays in view at the end of its row", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const admin = await signInActor(ADMIN);
  const drivers = await admin.call<{ drivers: { data: { id: number }[] } }>('GET', '/drivers?per_page=5');
  const day = tomorrowInNewYork();
  const made = await admin.call<{ route: { id: number } }>('POST', '/routing/routes/new', {
    driver_id: drivers.drivers.data[1]?.id,
    from_datetime: `${day}T09:00:00-05:00`,
    to_datetime: `${day}T15:00:00-05:00`,
  });
  await openAs(page, admin, '/routes');
  await page.getByLabel('Date').fill(day);
  const remove = page.getByRole('button', { name: `Remove route #${made.route.id}` });
  await expect(remove).toBeVisible();
  // The table scrolls sideways (Scenario and the button were past the edge); the button is pinned.
  await expect(remove).toBeInViewport({ ratio: 1 });
});
