import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { createCar, createDriver, openAs, signInActor } from '../drivers/driver-page-api';

test('the cars page finds a car by plate and state, sorts on the server and edits it', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Carla', 'Listing');
  const car = await createCar(admin, driverId);
  await openAs(page, admin, '/cars');
  await expect(page.getByRole('heading', { name: 'Cars' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Cars' });
  await page.getByLabel('Search').fill(car.plate);
  const row = table.getByRole('row').filter({ hasText: car.plate });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Carla Listing');
  if (process.env.SHOTS_DIR) {
    await page.getByLabel('Search').fill('');
    await shot(page, 'cars-page');
    await page.getByLabel('Search').fill(car.plate);
  }

  const stateFilter = page.getByRole('combobox', { name: /^State/ });
  await stateFilter.click();
  await page.getByRole('option', { name: 'NJ', exact: true }).click();
  await expect(table.getByText('Nothing found!')).toBeVisible();
  await stateFilter.click();
  await page.getByRole('option', { name: 'NY', exact: true }).click();
  await expect(row).toHaveCount(1);

  // Sorting is the server's: the plates of the page come back in order.
  await page.getByLabel('Search').fill('DP');
  await table.getByRole('button', { name: 'Plate' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('DP');
  const plates = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(plates.length).toBeGreaterThan(0);
  expect(plates).toEqual([...plates].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  await page.getByLabel('Search').fill(car.plate);
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Edit car' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Year')).toBeDisabled();
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: 'NY Yellow' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('NY Yellow cars can only have a yellow color')).toBeVisible();
  await shot(page, 'edit-car');
  await dialog.getByLabel('Color').click();
  await page.getByRole('option', { name: 'Yellow', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Great! You have updated car')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Yellow');
});

test('a temporary car is completed with its VIN and plate', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Tempo', 'Rary');
  const car = await createCar(admin, driverId);
  await query('update cars set is_temporary = true where id = $1', [car.id]);
  await openAs(page, admin, '/cars');
  await page.getByLabel('Search').fill(car.plate);
  const row = page.getByRole('row').filter({ hasText: car.plate });
  await expect(row.getByText('Temporary')).toBeVisible();
  await row.click();

  const dialog = page.getByRole('dialog', { name: 'Edit temporary car' });
  await dialog.getByLabel('VIN Number').fill('');
  await dialog.getByLabel('Plate Number').click();
  await expect(dialog.getByText('VIN Number is Required')).toBeVisible();
  await shot(page, 'edit-temp-car');
  await dialog.getByLabel('VIN Number').fill('1HGCM82633A004352');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Great! You have updated car')).toBeVisible();
  await expect(row.getByText('Temporary')).toBeHidden();
});

test('on a 1440 px screen every column of the cars list is in view, the last one reading date over time', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, await signInActor(ADMIN), '/cars');
  const table = page.getByRole('table', { name: 'Cars' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const frame = await table.evaluate((element) => {
    const container = element.parentElement as HTMLElement;
    return { scrollWidth: container.scrollWidth, clientWidth: container.clientWidth };
  });
  expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  const updated = table.locator('tbody tr').first().getByRole('cell').last();
  expect(await updated.innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}\n\d{1,2}:\d{2} [AP]M$/);
});
