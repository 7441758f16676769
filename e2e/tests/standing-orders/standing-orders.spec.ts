import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openAs, signInActor } from '../drivers/driver-page-api';
import { detail, openRideFor } from '../rides/ridesPage';

/** Rockaway Dialysis Center, a facility of the demo. */
const FACILITY = { id: 53, name: 'Rockaway Dialysis Center' };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a standing order is set up in the dialog, its rides are made by the job, and it pauses and resumes', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  // Names take letters only: the run's time spelled in letters keeps the rider apart from others.
  const suffix = [...Date.now().toString().slice(-6)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const lastName = `Dialysis${suffix}`;
  await admin.call('POST', '/riders', { first_name: 'Rosa', last_name: lastName, company_id: FACILITY.id });

  await openAs(page, admin, '/standing-orders');
  await expect(page.getByRole('heading', { name: 'Standing Orders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Standing orders' });
  // The demo's orders: facility patients, one of them paused.
  await expect(table.getByRole('row').filter({ hasText: 'Paused' }).first()).toBeVisible();
  await shot(page, 'standing-orders-list');

  await page.getByRole('button', { name: 'New standing order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New standing order' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose a rider')).toBeVisible();
  await expect(dialog.getByText('Required').first()).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: FACILITY.name }).click();
  await dialog.getByRole('combobox', { name: 'Find a rider' }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(lastName) }).click();
  await expect(dialog.getByText(`Rider: Rosa ${lastName}`)).toBeVisible();
  const addresses = dialog.getByRole('combobox', { name: /address/ });
  await addresses.nth(0).fill('1220 Beach 9th St, Far Rockaway, NY 11691');
  await addresses.nth(1).fill('1600 Central Ave, Far Rockaway, NY 11691');
  const latitudes = dialog.getByRole('textbox', { name: 'Latitude' });
  const longitudes = dialog.getByRole('textbox', { name: 'Longitude' });
  await latitudes.nth(0).fill('40.6009');
  await longitudes.nth(0).fill('-73.7502');
  await latitudes.nth(1).fill('40.6035');
  await longitudes.nth(1).fill('-73.753');
  await dialog.getByLabel('Pickup time (New York)').fill('10:00');
  await dialog.getByLabel('Return time').fill('09:00');
  await dialog.getByRole('combobox', { name: 'Ride type' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Payment' }).click();
  await page.getByRole('option', { name: 'Facility' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The contract's own rules, on the dialog's fields.
  await expect(dialog.getByText('Please select at least one day')).toBeVisible();
  await expect(dialog.getByText('Return time must be after pickup time')).toBeVisible();
  await shot(page, 'standing-orders-dialog-refused');

  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    await dialog.getByRole('button', { name: day, exact: true }).click();
  await dialog.getByLabel('Return time').fill('14:30');
  await dialog.getByLabel('Trip note (facility note, not for the driver)').fill('Chair 7');
  await shot(page, 'standing-orders-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Great! You have added a standing order!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('Every day · 10:00, back 14:30');
  await expect(row.getByText('Active')).toBeVisible();
  // The job books the coming days (both legs) and the list follows without a reload.
  const [order] = await query<{ id: number }>(
    'select so.id from standing_orders so join riders r on r.id = so.rider_id where r.last_name = $1',
    [lastName],
  );
  const orderId = order?.id as number;
  await expect
    .poll(async () => (await query('select 1 from rides where standing_order_id = $1', [orderId])).length, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(12);
  await expect(row.getByRole('cell').nth(5)).not.toHaveText('0', { timeout: 15_000 });
  await shot(page, 'standing-orders-created');

  await row.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Great! The standing order is paused!')).toBeVisible();
  await expect(row.getByText('Paused').first()).toBeVisible();
  await row.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Great! The standing order is active again!')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  // Its ride says where it comes from, and leads back to the order.
  const [ride] = await query<{ id: number }>(
    'select id from rides where standing_order_id = $1 and main_ride_id is null order by pickup_at limit 1',
    [orderId],
  );
  await openRideFor(page, ADMIN, ride?.id as number);
  const marker = detail(page).getByRole('link', { name: 'Standing order' });
  await expect(marker).toBeVisible();
  await shot(page, 'standing-orders-ride-detail');
  await marker.click();
  await expect(page).toHaveURL(/\/standing-orders/);
  await expect(page.getByRole('dialog', { name: `Standing order #${orderId}` })).toBeVisible();
  await shot(page, 'standing-orders-edit');
});

test('on a tablet each order keeps its Pause or Resume button in view', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openAs(page, await signInActor(ADMIN), '/standing-orders');
  const first = page.getByRole('table', { name: 'Standing orders' }).getByRole('row').nth(1);
  // The table scrolls sideways on a narrow screen; the row's one action stays pinned to its right edge.
  await expect(first.getByRole('button', { name: /^(Pause|Resume)$/ })).toBeInViewport({ ratio: 1 });
});
