import { expect, type Page, test } from '@playwright/test';
import { DISPATCHER, FLEET_USER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openSignedIn } from '../platform/signedIn';

/** A ride of the demo in `status`, not from a broker, for the dialogs to act on. */
async function demoRide(status: string): Promise<number> {
  const [row] = await query<{ id: number }>(
    `select id from rides where status = $1 and company_id not in (1, 2, 3, 4, 5)
     order by pickup_at desc limit 1`,
    [status],
  );
  if (!row) throw new Error(`The demo has no ${status} ride`);
  return row.id;
}

/** Opens /rides on one ride, which the detail column then shows. */
async function openRide(page: Page, rideId: number, email = DISPATCHER) {
  await openSignedIn(page, email, `/rides?search=id:${rideId}`);
  await expect(page.getByRole('heading', { name: `Ride #${rideId}` })).toBeVisible();
}

test('the preview shows its three panels and records the fare collected', async ({ page }) => {
  const rideId = await demoRide('finished');
  await openRide(page, rideId);
  await page.getByRole('button', { name: 'Open ride' }).click();
  const preview = page.getByRole('dialog', { name: `Ride ${rideId}` });
  await expect(preview.getByRole('region', { name: 'Ride information' })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Events' })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Billing notes' })).toBeVisible();
  for (const step of ['Arrived', 'PU', 'Picked up', 'DO'])
    await expect(preview.getByLabel('Timeline').getByText(step, { exact: true })).toBeVisible();
  await expect(preview.getByText(/^\d+\.\d{2} mi$/)).toBeVisible();
  await shot(page, 'dialog-preview');

  await preview.getByLabel('Fare collected').fill('12.34');
  await preview.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  const [row] = await query<{ fare_collected_cents: number }>(
    'select fare_collected_cents from rides where id = $1',
    [rideId],
  );
  expect(row?.fare_collected_cents).toBe(1234);
});

test('a dispatcher assigns a pending ride to the nearest driver, then again to the last driver', async ({
  page,
}) => {
  const rideId = await demoRide('pending');
  await openRide(page, rideId);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Assign driver · ride ${rideId}` });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByText('Select Driver is required')).toBeVisible();
  const firstRow = dialog.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await shot(page, 'dialog-assign');
  const driverLabel = (await firstRow.getByRole('radio').getAttribute('aria-label')) ?? '';
  const [, driverName, driverId] = driverLabel.match(/^(.*) \(#(\d+)\)$/) ?? [];
  await firstRow.click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  const confirm = page.getByRole('dialog', { name: 'Assign driver', exact: true });
  await expect(confirm).toContainText(
    `Are you sure you want to assign this ride ${rideId} to ${driverName}(#${driverId})?`,
  );
  await shot(page, 'dialog-assign-confirm');
  await confirm.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Great! You have assigned ride to the driver!')).toBeVisible();
  const [assigned] = await query<{ driver_id: number; status: string }>(
    'select driver_id, status from rides where id = $1',
    [rideId],
  );
  expect(assigned).toEqual({ driver_id: Number(driverId), status: 'assigned' });

  // Another pending ride: "Assign to last driver" goes straight to the question.
  const nextId = await demoRide('pending');
  // The link's chip replaces the earlier one.
  await page.goto(`/rides?search=id:${nextId}`);
  await expect(page.locator('.MuiChip-root', { hasText: `id:${rideId}` })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Ride #${nextId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Assign to last driver' }).click();
  await expect(page.getByRole('dialog', { name: 'Assign driver', exact: true })).toContainText(
    `assign this ride ${nextId} to ${driverName}(#${driverId})?`,
  );
});

test("a fleet user's preview reads 'Ride Notes' and leaves passenger, status and notes alone", async ({
  page,
}) => {
  const [row] = await query<{ id: number }>(
    `select r.id from rides r join admins a on a.fleet_id = r.fleet_id
     where lower(a.email) = lower($1) and r.status = 'finished' order by r.pickup_at desc limit 1`,
    [FLEET_USER],
  );
  const rideId = row?.id as number;
  await openRide(page, rideId, FLEET_USER);
  await page.getByRole('button', { name: 'Open ride' }).click();
  const preview = page.getByRole('dialog', { name: `Ride ${rideId}` });
  await expect(preview.getByRole('region', { name: 'Ride Notes' })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Events' })).toHaveCount(0);
  await expect(preview.getByRole('region', { name: 'Billing notes' })).toHaveCount(0);
  await expect(preview.getByLabel('Add a note')).toHaveCount(0);
  await expect(preview.getByRole('columnheader', { name: 'Admin' })).toHaveCount(0);
  await expect(preview.getByLabel(/First name/)).toBeDisabled();
  await expect(preview.getByRole('combobox', { name: /Status/ })).toHaveCount(0);
  await expect(preview.getByText('Driver net')).toBeVisible();
  await shot(page, 'dialog-preview-fleet');
});
