import { expect, test } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { openSignedIn } from '../platform/signedIn';

const FACILITY_ADDRESS = '215 W 125th St, New York, NY 10027';

test('choosing a suggested address in the ride wizard fills its coordinates', async ({ page }) => {
  // The embedded geocoder suggests addresses rides already went to, with their latest coordinates.
  const [known] = await query<{ lat: number; lon: number }>(
    `select destination_lat as lat, destination_lon as lon from rides
     where destination_address = $1 order by id desc limit 1`,
    [FACILITY_ADDRESS],
  );
  expect(known).toBeDefined();
  await openSignedIn(page, DISPATCHER, '/rides');
  await page.getByRole('button', { name: 'Ride', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New ride' });
  // The rides page has a Company filter too: only the dialog's select is meant.
  await dialog.getByRole('combobox', { name: /Company/ }).click();
  await page.getByRole('option', { name: 'Harlem Dialysis Center', exact: true }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByLabel(/Destination address/).fill('215 w 125');
  await page.getByRole('option', { name: FACILITY_ADDRESS, exact: true }).click();
  await expect(dialog.getByLabel(/Destination address/)).toHaveValue(FACILITY_ADDRESS);
  await expect(dialog.getByLabel(/Latitude/).nth(1)).toHaveValue(String(known?.lat));
  await expect(dialog.getByLabel(/Longitude/).nth(1)).toHaveValue(String(known?.lon));
});
