import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { claimRide, detail, openRideFor, rideRow } from './ridesPage';

/** The demo's read-only admin: reads everything, may change nothing but their own profile. */
const READ_ONLY = 'night.dispatch@fleetdesk.test';
/** A ride of no broker, so no broker rule gets in the way. */
const NO_BROKER = 'c.id not in (1, 2, 3, 4, 5)';

// These walk several dialogs on a shared two-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

/** Shows `rideId` alone in the detail, dropping the chip of the ride shown before. */
async function showRide(page: Page, previousId: number, rideId: number) {
  await page.goto(`/rides?search=id:${rideId}`);
  const previousChip = page.locator('.MuiChip-root', { hasText: `id:${previousId}` });
  if (await previousChip.count()) await previousChip.locator('.MuiChip-deleteIcon').click();
  await expect(page.getByRole('heading', { name: `Ride #${rideId}` })).toBeVisible();
}

/** Opens the detail's Assign dialog, picks its nearest driver and presses Assign. */
async function assignNearest(page: Page, rideId: number) {
  await detail(page).getByRole('button', { name: 'Assign', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Assign driver · ride ${rideId}` });
  await dialog.getByRole('row').nth(1).click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
}

test('"Don\'t ask again for 5 minutes" skips the assign question next time, also after a reload', async ({
  page,
}) => {
  const first = await claimRide(NO_BROKER, { status: 'pending', withDriver: false });
  const second = await claimRide(NO_BROKER, { status: 'pending', withDriver: false });
  await openRideFor(page, DISPATCHER, first);
  await assignNearest(page, first);
  const confirm = page.getByRole('dialog', { name: 'Assign driver', exact: true });
  const answer = confirm.getByRole('button', { name: 'Assign' });
  // The answer is held back 700 ms (the component test times it); the browser only waits for it.
  await confirm.getByLabel("Don't ask again for 5 minutes").check();
  await expect(answer).toBeEnabled();
  await shot(page, 'h6-confirm-dont-ask');
  await answer.click();
  await expect(page.getByText('Great! You have assigned ride to the driver!')).toBeVisible();
  await expect.poll(async () => (await rideRow(first))?.status).toBe('assigned');

  await showRide(page, first, second); // a full page load: the choice is kept in local storage
  await assignNearest(page, second);
  await expect(page.getByText('Great! You have assigned ride to the driver!').first()).toBeVisible();
  await expect.poll(async () => (await rideRow(second))?.status).toBe('assigned');
  await expect(page.getByRole('dialog', { name: 'Assign driver', exact: true })).toHaveCount(0);
});

test("a read-only admin sees 'Access denied' on the submit of a write", async ({ page }) => {
  const rideId = await claimRide(NO_BROKER, { status: 'assigned' });
  await openRideFor(page, READ_ONLY, rideId);
  await detail(page).getByRole('button', { name: 'Revive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Revive Ride' });
  await dialog.getByLabel(/Reason/).fill('Driver stuck in traffic');
  await expect(dialog.getByRole('button', { name: 'Access denied' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Revive', exact: true })).toHaveCount(0);
  await shot(page, 'h6-access-denied');
  expect((await rideRow(rideId))?.status).toBe('assigned');
});

test("pasting past a limit keeps what fits and says 'Max characters count is {n}!'", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const rideId = await claimRide(NO_BROKER, { status: 'assigned' });
  await openRideFor(page, DISPATCHER, rideId);
  await detail(page).getByRole('button', { name: 'Revive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Revive Ride' });
  const reason = dialog.getByLabel(/Reason/);
  await reason.click();
  await page.evaluate(() => navigator.clipboard.writeText('Driver stuck on the bridge. '.repeat(12)));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(dialog.getByText('Max characters count is 250!')).toBeVisible();
  await expect(reason).toHaveValue(/^Driver stuck on the bridge\./);
  expect((await reason.inputValue()).length).toBe(250);
  await shot(page, 'h6-max-characters');
});

test("reviving an ended Sentry ride requires its new trip id ('NEW TRIP ID IS REQUIRED!')", async ({
  page,
}) => {
  const rideId = await claimRide('c.id = 1', { status: 'finished' });
  await openRideFor(page, ADMIN, rideId);
  await detail(page).getByRole('button', { name: 'Revive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Revive Ride' });
  const tripId = dialog.getByRole('textbox', { name: /New trip ID/ });
  await expect(tripId).toHaveAttribute('required', '');
  await expect(dialog.getByText('NEW TRIP ID IS REQUIRED!')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Sentry sent the trip back');
  const revive = dialog.getByRole('button', { name: 'Revive', exact: true });
  await expect(revive).toBeDisabled();
  await shot(page, 'h6-new-trip-id');
  await tripId.fill('ST-88123');
  await revive.click();
  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  const [row] = await query<{ status: string; new_trip_id: string }>(
    'select status, new_trip_id from rides where id = $1',
    [rideId],
  );
  expect(row).toEqual({ status: 'pending', new_trip_id: 'ST-88123' });
});
