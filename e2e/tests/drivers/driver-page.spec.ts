import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { createCar, createDriver, openAs, signInActor } from './driver-page-api';

test('an admin reads a driver, adds a note, activates and unlinks cars, and follows the links', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Rosa', 'Quintero');
  const older = await createCar(admin, driverId); // goes offline when the next car is added
  const newer = await createCar(admin, driverId);
  await openAs(page, admin, `/driver/${driverId}`);

  const header = page.getByRole('region', { name: 'Driver' });
  await expect(header.getByRole('heading', { name: 'Rosa Quintero' })).toBeVisible();
  await expect(header.getByText('Waiting for approval')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Brokers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents' }).getByText('No Data')).toBeVisible();

  const rides = header.getByRole('link', { name: 'Rides' });
  await expect(rides).toHaveAttribute('href', `/rides?search=did:${driverId}`);
  await expect(rides).toHaveAttribute('target', '_blank');
  await expect(rides).toHaveAttribute('rel', /noopener/);
  const cars = page.getByRole('region', { name: 'Cars' });
  const plateLink = cars.getByRole('link', { name: newer.plate });
  await expect(plateLink).toHaveAttribute('href', `/drivers?search=${newer.plate}`);
  await expect(plateLink).toHaveAttribute('target', '_blank');
  await expect(plateLink).toHaveAttribute('rel', /noopener/);
  await shot(page, 'driver-page-admin', { fullPage: true });

  // Once approved (arranged in the table), the badge turns to Active and the driver may go online.
  await query("update drivers set status = 'active' where id = $1", [driverId]);
  await page.reload();
  await expect(header.getByText('Active', { exact: true })).toBeVisible();
  const state = header.getByRole('combobox', { name: 'Online state' });
  await expect(state).toHaveText('Offline');
  await state.click();
  await page.getByRole('option', { name: 'Online', exact: true }).click();
  await expect(page.getByText(`Driver #${driverId} is now Online`)).toBeVisible();
  await expect(state).toHaveText('Online');

  // Notes: the note typed shows in the list.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'Add a note' }).fill('Prefers the morning shift');
  await notes.getByRole('textbox', { name: 'Add a note' }).press('Enter');
  await expect(page.getByText('Great! You have added new notes!')).toBeVisible();
  await expect(notes.getByText('Prefers the morning shift')).toBeVisible();

  // The offline car is activated; the other one goes offline.
  const olderRow = cars.getByRole('row', { name: `Car ${older.plate}` });
  await olderRow.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Great! You have activated car')).toBeVisible();
  await expect(olderRow.getByText('active', { exact: true })).toBeVisible();
  await expect(
    cars.getByRole('row', { name: `Car ${newer.plate}` }).getByRole('button', { name: 'Activate' }),
  ).toBeVisible();

  // Edit opens the car's own dialog.
  await olderRow.getByRole('button', { name: 'Edit' }).click();
  const editCar = page.getByRole('dialog', { name: 'Edit car' });
  await expect(editCar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editCar).toBeHidden();

  // Unlinking asks first, then the car leaves the block.
  await cars
    .getByRole('row', { name: `Car ${newer.plate}` })
    .getByRole('button', { name: 'Unlink' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Unlink car?' });
  await shot(page, 'driver-page-unlink-confirm');
  await confirm.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Great! You have removed car')).toBeVisible();
  await expect(cars.getByRole('row', { name: `Car ${newer.plate}` })).toHaveCount(0);
  await expect(cars.getByRole('row', { name: `Car ${older.plate}` })).toBeVisible();
  await expect(page.getByText('Great! You have removed car')).toBeHidden({ timeout: 15_000 });
  await shot(page, 'driver-page-admin-after-actions', { fullPage: true });
});

test('an unknown driver id shows the not-found state', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/driver/999999999');
  await expect(page.getByText('Driver not found.')).toBeVisible();
});

test("on a tablet a car's Edit and Unlink stay inside the Cars block", async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Tamsin', 'Narrow');
  const car = await createCar(admin, driverId);
  await page.setViewportSize({ width: 768, height: 1024 });
  await openAs(page, admin, `/driver/${driverId}`);
  const cars = page.getByRole('region', { name: 'Cars' });
  const row = cars.getByRole('row', { name: `Car ${car.plate}` });
  await expect(row).toBeVisible();
  // The table scrolls sideways here; the actions column is pinned to the block's right edge, where
  // Unlink used to sit past it, cut off.
  const block = await cars.boundingBox();
  for (const name of ['Edit', 'Unlink']) {
    const button = await row.getByRole('button', { name }).boundingBox();
    expect(button && block && button.x + button.width).toBeLessThanOrEqual(
      (block?.x ?? 0) + (block?.width ?? 0),
    );
  }
});
