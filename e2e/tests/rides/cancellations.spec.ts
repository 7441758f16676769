import { expect, test } from '@playwright/test';
import { DISPATCHER, FLEET_USER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { claimRide, detail, expectDisabledWithTooltip, openRideFor, rideRow } from './ridesPage';

test.use({ viewport: { width: 1600, height: 900 } });

const NOT_BROKER = 'c.broker_key is null';
const FLEET_USERS_FLEET = `(select fleet_id from admins where lower(email) = lower('${FLEET_USER}'))`;

/** A new active driver in a fleet other than the fleet user's, with no rides yet. */
async function newDriver(): Promise<number> {
  const phone = `+1646${String(Date.now()).slice(-7)}`;
  const [row] = await query<{ id: number }>(
    `insert into drivers (first_name, last_name, phone_number, status, fleet_id)
     values ('Rena', 'Revive', $1, 'active', (select id from fleets where id is distinct from ${FLEET_USERS_FLEET} order by id limit 1))
     returning id`,
    [phone],
  );
  return Number(row?.id);
}

test('a requested cancellation is confirmed with a note and reads Cancellation Confirmed', async ({
  page,
}) => {
  const rideId = await claimRide(NOT_BROKER, { status: 'user_requested_cancel' });
  await openRideFor(page, DISPATCHER, rideId);
  await expect(detail(page).getByText('User Requested Cancel', { exact: true })).toBeVisible();
  // The rider already asked to cancel: no Cancel, only the confirmation (and Revive).
  await expect(detail(page).getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await detail(page).getByRole('button', { name: 'Confirm Cancellation' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm Cancellation' });
  await expect(dialog).toContainText(`The rider asked to cancel ride ${rideId}.`);
  const submit = dialog.getByRole('button', { name: 'Confirm Cancellation' });
  await expect(submit).toBeDisabled();
  const note = dialog.getByRole('textbox', { name: /Note/ });
  await note.fill('Ok');
  await expect(dialog.getByText('Must be at least 5 characters')).toBeVisible();
  await expect(submit).toBeDisabled();
  await note.fill('Rider called back, trip not needed');
  await shot(page, 'cancel-confirm-cancellation');
  await submit.click();

  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  await expect(detail(page).getByText('Cancellation Confirmed', { exact: true })).toBeVisible();
  await expect(detail(page).getByRole('button', { name: 'Confirm Cancellation' })).toHaveCount(0);
  expect((await rideRow(rideId))?.status).toBe('confirm_user_cancel');
  const [event] = await query<{ body: string }>(
    `select body from ride_events where ride_id = $1 and event_type = 'confirm_user_cancel'`,
    [rideId],
  );
  expect(event?.body).toContain('Rider called back, trip not needed');
});

test('Revive All Rides puts every assigned and accepted ride of a driver back to pending', async ({
  page,
}) => {
  // A driver of this test's own, so Revive All moves exactly the two rides given to them here.
  const driverId = await newDriver();
  const assignedId = await claimRide(NOT_BROKER, { status: 'assigned', pickupInMinutes: 90, driverId });
  const acceptedId = await claimRide(NOT_BROKER, { status: 'accepted', pickupInMinutes: 30, driverId });

  await openRideFor(page, DISPATCHER, assignedId);
  await detail(page).getByRole('button', { name: 'Revive all rides of this driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revive All Rides' });
  await expect(dialog).toContainText(`Rena Revive (#${driverId}) goes back to Pending without a driver`);
  const submit = dialog.getByRole('button', { name: 'Revive all' });
  const reason = dialog.getByRole('textbox', { name: /Reason/ });
  await reason.fill('Sick');
  await expect(dialog.getByText('Must be at least 5 characters')).toBeVisible();
  await expect(submit).toBeDisabled();
  await reason.fill('Driver went home sick');
  await shot(page, 'cancel-revive-all');
  await submit.click();

  await expect(page.getByText('Great! All rides are cancelled!')).toBeVisible();
  await expect(detail(page).getByText('Pending', { exact: true })).toBeVisible();
  for (const id of [assignedId, acceptedId])
    expect(await rideRow(id)).toEqual({ status: 'pending', driver_id: null });
  const events = await query<{ ride_id: string; body: string }>(
    `select ride_id, body from ride_events where ride_id = any($1) and event_type = 'revive'`,
    [[assignedId, acceptedId]],
  );
  expect(events).toHaveLength(2);
  for (const event of events) expect(event.body).toContain('Driver went home sick');
});

test("a fleet user's No Show waits for the no-show time after arrival, then ends the ride", async ({
  page,
}) => {
  // The driver has just arrived, at the pickup time.
  const rideId = await claimRide(`r.fleet_id = ${FLEET_USERS_FLEET}`, {
    status: 'arriving',
    pickupInMinutes: -1,
    arrivedMinutesAgo: 0,
  });
  await openRideFor(page, FLEET_USER, rideId);
  await expect(detail(page).getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await expectDisabledWithTooltip(
    page,
    'No Show',
    'No Show will be active 5 minutes after pickup time(arrived time)',
  );

  // Ten minutes later the rider has still not come out.
  await query(
    `update rides set pickup_at = now() - interval '20 minutes', arrived_at = now() - interval '10 minutes',
       updated_at = now() where id = $1`,
    [rideId],
  );
  await page.reload();
  const noShow = detail(page).getByRole('button', { name: 'No Show', exact: true });
  await expect(noShow).toBeEnabled();
  await noShow.click();
  const dialog = page.getByRole('dialog', { name: 'No Show' });
  await expect(dialog).toContainText(`The driver is at the pickup of ride ${rideId}`);
  await shot(page, 'cancel-no-show');
  await dialog.getByRole('button', { name: 'Confirm No Show' }).click();

  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  await expect(detail(page).getByText('Driver Canceled', { exact: true })).toBeVisible();
  expect((await rideRow(rideId))?.status).toBe('driver_canceled');
});
