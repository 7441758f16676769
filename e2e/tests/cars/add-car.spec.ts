import { expect, type Page, test } from '@playwright/test';
import { ADMIN, FLEET_USER } from '../../support/auth';
import { shot } from '../../support/shots';
import { openSignedIn } from '../platform/signedIn';

/** 8 letters and digits, so each run adds a plate no other car holds. */
const uniquePlate = () => `E2E${Date.now().toString(36).slice(-5).toUpperCase()}`;

async function openAddCar(page: Page, email: string) {
  const session = await openSignedIn(page, email, '/cars');
  await page.getByRole('button', { name: 'Add car', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { dialog, token: session.token };
}

test('a car is added through the map: New Jersey, then New York, a type and its details', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { dialog, token } = await openAddCar(page, ADMIN);
  await expect(dialog.getByRole('heading', { name: 'Your work location' })).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next' });
  const stateSelect = dialog.getByRole('combobox', { name: 'Select state' });
  const newJersey = dialog.getByRole('button', { name: 'New Jersey', exact: true });
  const newYork = dialog.getByRole('button', { name: 'New York', exact: true });
  await expect(dialog.getByRole('group', { name: 'US map' }).locator('path[role="button"]')).toHaveCount(51);
  await expect(next).toBeDisabled();
  await shot(page, '1-work-location');

  await newJersey.click();
  await expect(newJersey).toHaveAttribute('aria-pressed', 'true');
  await expect(newJersey).toHaveClass(/selected/);
  await expect(stateSelect).toHaveValue('New Jersey');
  await expect(next).toBeEnabled();
  await shot(page, '2-new-jersey-on-map');

  await stateSelect.fill('');
  await expect(dialog.getByRole('combobox', { name: 'State is required' })).toBeVisible();
  await expect(newJersey).toHaveAttribute('aria-pressed', 'false');
  await expect(next).toBeDisabled();
  await shot(page, '3-state-cleared');

  await dialog.getByRole('combobox', { name: 'State is required' }).fill('New York');
  await page.getByRole('option', { name: 'New York (NY)' }).click();
  await expect(newYork).toHaveAttribute('aria-pressed', 'true');
  await expect(newJersey).toHaveAttribute('aria-pressed', 'false');
  await expect(next).toBeEnabled();
  // The small states' label boxes are decoration: a click on one changes nothing.
  const delawareLabel = await dialog.locator('.inset text', { hasText: 'DE' }).boundingBox();
  if (!delawareLabel) throw new Error('no inset label for DE');
  await page.mouse.click(
    delawareLabel.x + delawareLabel.width / 2,
    delawareLabel.y + delawareLabel.height / 2,
  );
  await expect(newYork).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('combobox', { name: 'Select state' })).toHaveValue('New York');
  await shot(page, '4-new-york-from-list');
  await next.click();

  await expect(dialog.getByRole('heading', { name: 'Vehicle type' })).toBeVisible();
  await next.click();
  await expect(dialog.getByText('Type is Required')).toBeVisible();
  await dialog.getByRole('radio', { name: /NY Yellow/ }).check();
  await shot(page, '5-vehicle-type');
  await next.click();

  await expect(dialog.getByRole('heading', { name: 'Car details' })).toBeVisible();
  const color = dialog.getByRole('combobox', { name: /Color/ });
  await expect(color).toHaveText('Yellow'); // the NY yellow type's own colour
  await color.click();
  await page.getByRole('option', { name: 'Blue', exact: true }).click();
  await dialog.getByRole('textbox', { name: /Plate Number/ }).fill('AB');
  await dialog.getByRole('textbox', { name: /VIN Number/ }).fill('  1HGCM82633A004352  ');
  await dialog.getByRole('button', { name: 'Add car' }).click();
  await expect(dialog.getByText('Must be 3-8 characters!')).toBeVisible();
  await expect(dialog.getByText('NY Yellow cars can only have a yellow color')).toBeVisible();
  await shot(page, '6-car-details-errors');

  const plate = uniquePlate();
  await color.click();
  await page.getByRole('option', { name: 'Yellow', exact: true }).click();
  await dialog.getByRole('textbox', { name: /Plate Number/ }).fill(plate);
  await dialog.getByRole('button', { name: 'Add car' }).click();
  await expect(dialog.getByText('Auto Added Successfully')).toBeVisible();
  await expect(page.getByText('Great! You have created a car.')).toBeVisible();
  await shot(page, '7-added');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  const answer = await page.request.get(`/api/v1/cars?search=${plate}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { cars } = (await answer.json()) as {
    cars: { data: { plate_number: string; vin_number: string }[] };
  };
  expect(cars.data).toEqual([
    expect.objectContaining({ plate_number: plate, vin_number: '1HGCM82633A004352' }),
  ]);
});

test('a fleet user starts at the vehicle type, in New York, without Back', async ({ page }) => {
  const { dialog } = await openAddCar(page, FLEET_USER);
  await expect(dialog.getByRole('heading', { name: 'Vehicle type' })).toBeVisible();
  await expect(dialog.getByText('Work location: New York')).toBeVisible();
  // NY's own types are offered: the state is New York.
  await expect(dialog.getByRole('radio', { name: /NY Green/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await shot(page, '8-fleet-vehicle-type');
  await dialog.getByRole('radio', { name: /Sedan/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Car details' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('heading', { name: 'Vehicle type' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
});
