import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { claimRide, detail, openRideFor } from './ridesPage';

test.use({ viewport: { width: 1440, height: 900 } });

/** The preview dialog of the ride the detail shows, opened from its header. */
async function openEditForm(page: Page, rideId: number) {
  await detail(page).getByRole('button', { name: 'Open ride' }).click();
  const preview = page.getByRole('dialog', { name: `Ride ${rideId}` });
  const form = preview.getByRole('form', { name: 'Edit ride' });
  await expect(form.getByLabel('Pickup note')).toBeVisible();
  return form;
}

/** A ride of this test's own, with the dropoff time the edit form requires (claimRide clears it). */
async function ownRide(state: Parameters<typeof claimRide>[1]): Promise<number> {
  const rideId = await claimRide('c.broker_key is null', state);
  await query(`update rides set dropoff_at = pickup_at + interval '40 minutes' where id = $1`, [rideId]);
  return rideId;
}

async function storedRide(rideId: number) {
  const [row] = await query<{ status: string; pickup_note: string | null; pickup_zone: string | null }>(
    `select r.status, r.pickup_note, z.name as pickup_zone
       from rides r left join zones z on z.id = r.pickup_zone_id where r.id = $1`,
    [rideId],
  );
  return row;
}

test('the status select offers only what the ride can reach; edit and status save together', async ({
  page,
}) => {
  const rideId = await ownRide({ status: 'assigned' });
  await openRideFor(page, DISPATCHER, rideId);
  const form = await openEditForm(page, rideId);
  // Zones are the Admin role's: a dispatcher has no zone selects.
  await expect(form.getByRole('combobox', { name: /^Pickup zone/ })).toHaveCount(0);

  await form.getByLabel('Pickup note').fill('Ring the bell twice');
  await form.getByRole('combobox', { name: /^Status/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Assigned (unchanged)',
    'Accepted',
    'User Canceled',
    'User Requested Cancel',
    'Driver Canceled',
    'Company Canceled',
  ]);
  await shot(page, 'h3-edit-form-statuses');
  await page.getByRole('option', { name: 'Accepted' }).click();
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  expect(await storedRide(rideId)).toMatchObject({ status: 'accepted', pickup_note: 'Ring the bell twice' });
});

test('a refused status change saves none of the form', async ({ page }) => {
  const rideId = await ownRide({ status: 'assigned' });
  const before = await storedRide(rideId);
  await openRideFor(page, DISPATCHER, rideId);
  const form = await openEditForm(page, rideId);
  await form.getByLabel('Pickup note').fill('Must not be stored');
  await form.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Accepted' }).click();

  // Meanwhile the driver picked the rider up: En route is no longer a step this ride can take.
  await query(`update rides set status = 'in_progress', updated_at = now() where id = $1`, [rideId]);
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(`Ride ${rideId} was changed meanwhile: it is now In Progress`)).toBeVisible();
  expect(await storedRide(rideId)).toEqual({ ...before, status: 'in_progress' });
  await shot(page, 'h3-edit-form-refused');
});

test('the Admin role sees the zone selects and changes the pickup zone', async ({ page }) => {
  const rideId = await ownRide({ status: 'pending', withDriver: false });
  await openRideFor(page, ADMIN, rideId);
  const form = await openEditForm(page, rideId);

  // The claimed demo ride may start in Far Rockaway already: choose a zone it is not in.
  const pickupZone = form.getByRole('combobox', { name: /^Pickup zone/ });
  const chosen = (await pickupZone.textContent())?.includes('Far Rockaway') ? 'Astoria' : 'Far Rockaway';
  await pickupZone.click();
  await page.getByRole('option', { name: chosen, exact: true }).click();
  await shot(page, 'h3-edit-form-zones');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  expect((await storedRide(rideId))?.pickup_zone).toBe(chosen);
});
