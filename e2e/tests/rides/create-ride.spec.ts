import { expect, type Page, test } from '@playwright/test';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import {
  chooseOption,
  fillPassenger,
  fillRideDetails,
  fillRouteAndPrice,
  nyDate,
  openWizard,
  ridesOf,
  uniqueName,
} from './createRideWizard';

test('a dispatcher books a facility ride with the wizard', async ({ page }) => {
  const dialog = await openWizard(page);
  await chooseOption(page, /Company/, 'Harlem Dialysis Center');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const firstName = uniqueName('Fac');
  // A facility's rider needs no e-mail.
  await fillPassenger(page, firstName, null);
  await fillRideDetails(page, [nyDate(1)], 'Facility');
  await shot(page, 'dialog-create-ride-step3');
  await dialog.getByRole('button', { name: 'Create ride' }).click();
  await expect(page.getByText('Great! You have added 1 ride(s)!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const rides = await ridesOf(firstName);
  expect(rides).toEqual([
    expect.objectContaining({ company_id: 50, payment_type: 'facility', pickup_day: nyDate(1) }),
  ]);
  // The ride is found by id in the list.
  await page.goto(`/rides?search=id:${rides[0]?.id}`);
  await expect(page.getByText(firstName).first()).toBeVisible();
});

test('a dispatcher books a company ride on three days at once', async ({ page }) => {
  const dialog = await openWizard(page);
  await shot(page, 'dialog-create-ride-step1');
  // Company 39 is chosen already.
  await expect(page.getByRole('combobox', { name: /Company/ })).toHaveText('Fleetdesk Rides');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const firstName = uniqueName('Multi');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await shot(page, 'dialog-create-ride-step2');
  await fillPassenger(page, firstName, `${firstName.toLowerCase()}@example.com`);
  const dates = [nyDate(1), nyDate(2), nyDate(3)];
  await fillRideDetails(page, dates, 'Passenger');
  await dialog.getByRole('button', { name: 'Create ride' }).click();
  await expect(page.getByText('Great! You have added 3 ride(s)!')).toBeVisible();
  const rides = await ridesOf(firstName);
  expect(rides.map((ride) => ride.pickup_day)).toEqual(dates);
  expect(rides.every((ride) => ride.company_id === 39 && ride.payment_type === 'passenger')).toBe(true);

  // After a booking the wizard starts again at the company step.
  await page.getByRole('button', { name: 'Ride', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'New ride' }).getByRole('combobox', { name: /Company/ }),
  ).toBeVisible();
});

test('an estimate that expires on step 3 sends the dispatcher back to step 2 to price again', async ({
  page,
}) => {
  const dialog = await openWizard(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  const firstName = uniqueName('Late');
  const startAddress = `${firstName} Place 7, New York, NY 10016`;
  await fillPassenger(page, firstName, `${firstName.toLowerCase()}@example.com`, startAddress);
  // Fifteen minutes pass while the dispatcher is on the phone.
  await query("update ride_estimates set expires_at = now() - interval '1 minute' where start_address = $1", [
    startAddress,
  ]);
  const dates = [nyDate(1)];
  for (const date of dates) {
    await dialog.getByLabel('Pickup date', { exact: true }).fill(date);
    await dialog.getByRole('button', { name: 'Add date' }).click();
  }
  await dialog.getByLabel(/Pickup time/).fill('11:00');
  await dialog.getByRole('radiogroup', { name: 'Ride estimate' }).getByRole('radio').first().check();
  await chooseOption(page, /Payment type/, 'Passenger');
  await expect(page.getByText('Ride estimate is expired', { exact: true })).toBeVisible();
  // Back on step 2 with the passenger kept; Next prices the trip anew.
  await expect(dialog.getByLabel(/First name/)).toHaveValue(firstName);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(
    dialog.getByRole('radiogroup', { name: 'Ride estimate' }).getByRole('radio').first(),
  ).not.toBeChecked();
  await fillRideDetailsAgain(page);
  await dialog.getByRole('button', { name: 'Create ride' }).click();
  await expect(page.getByText('Great! You have added 1 ride(s)!')).toBeVisible();
  expect(await ridesOf(firstName)).toHaveLength(1);
});

/** Step 3 after coming back: the dates and times were kept, the estimate and payment chosen again. */
async function fillRideDetailsAgain(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'New ride' });
  await expect(dialog.getByLabel(/Pickup time/)).toHaveValue('11:00');
  await dialog.getByRole('radiogroup', { name: 'Ride estimate' }).getByRole('radio').first().check();
  await expect(dialog.getByLabel('Price breakdown')).toContainText('× 1');
}

test('a dispatcher books for an existing rider found by the rider search', async ({ page }) => {
  const [rider] = await query<{ id: number; first_name: string; last_name: string }>(
    `select id, first_name, last_name from riders
     where company_id = 39 and email like '%@%.%' order by id limit 1`,
  );
  if (!rider) throw new Error('The demo has no rider of company 39');
  const before = await query<{ n: number }>('select count(*)::int as n from rides where user_id = $1', [
    rider.id,
  ]);
  const dialog = await openWizard(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Find a rider').fill(rider.last_name);
  await page
    .getByRole('option', { name: new RegExp(`^${rider.first_name} ${rider.last_name}`) })
    .first()
    .click();
  await expect(dialog.getByLabel(/First name/)).toHaveValue(rider.first_name);
  await expect(dialog.getByLabel(/Last name/)).toHaveValue(rider.last_name);
  await fillRouteAndPrice(page);
  await fillRideDetails(page, [nyDate(2)], 'Passenger');
  await dialog.getByRole('button', { name: 'Create ride' }).click();
  await expect(page.getByText('Great! You have added 1 ride(s)!')).toBeVisible();
  const after = await query<{ n: number }>('select count(*)::int as n from rides where user_id = $1', [
    rider.id,
  ]);
  expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
});
