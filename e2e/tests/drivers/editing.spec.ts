import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { query } from '../../support/db';
import { recordPosts } from '../../support/requests';
import { shot } from '../../support/shots';
import { createCar, createDriver, openAs, signInActor } from './driver-page-api';

test('a driver is edited, moved to another company and given a free car from the driver page', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Edda', 'Editing');
  const spare = await createDriver(admin, 'Spare', 'Owner');
  const car = await createCar(admin, spare);
  // The car is left without a driver, as the select-car dialog lists only those.
  await query('update cars set driver_id = null where id = $1', [car.id]);
  await openAs(page, admin, `/driver/${driverId}`);
  const header = page.getByRole('region', { name: 'Driver' });

  await header.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit driver' });
  await expect(edit.getByLabel('First name')).toHaveValue('Edda');
  await edit.getByLabel('City').fill('Queens');
  await edit.getByLabel('Zip').fill('113');
  await edit.getByLabel('City').click();
  await expect(edit.getByText('Must be 5 or 9 characters!')).toBeVisible();
  await shot(page, 'edit-driver');
  await edit.getByLabel('Zip').fill('113751234');
  await expect(edit.getByLabel('Zip')).toHaveValue('11375-1234');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Great! You have updated driver!')).toBeVisible();
  await expect(edit).toBeHidden();

  await header.getByRole('button', { name: 'Switch company' }).click();
  const switcher = page.getByRole('dialog', { name: 'Switch company' });
  await switcher.getByRole('combobox', { name: /^Company/ }).click();
  await page.getByRole('option').first().click();
  await shot(page, 'switch-company');
  await switcher.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByText('Great! You have switch driver company!')).toBeVisible();

  await page.getByRole('region', { name: 'Cars' }).getByRole('button', { name: 'Assign car' }).click();
  const select = page.getByRole('dialog', { name: 'Select car' });
  await select.getByLabel('Search').fill(car.plate);
  // The search answers after its debounce; the dialog shrinks to the one car then, moving Assign.
  await expect(select.getByText('1–1 of 1')).toBeVisible();
  await select.getByRole('row').filter({ hasText: car.plate }).click();
  await shot(page, 'select-car');
  await select.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Car was assigned to driver!')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Cars' }).getByRole('link', { name: car.plate }),
  ).toBeVisible();
});

test("'Create another driver' keeps the dialog open for the next one", async ({ page }) => {
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/drivers');
  await page.getByRole('banner').getByRole('button', { name: 'Driver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create driver' });
  await dialog.getByLabel('Create another driver').check();
  await dialog.getByLabel('First name').fill('1nvalid');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Phone').fill('123');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Only alphabetical letters and symbols - ( ) are allowed')).toBeVisible();
  await expect(dialog.getByText('Phone is invalid')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('the grid keeps a hidden column after a reload, and fleet users have no fleet column', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/drivers');
  const table = page.getByRole('table', { name: 'Drivers' });
  await expect(table.getByRole('columnheader', { name: /Email/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show/Hide columns' }).click();
  await page.getByRole('menuitem', { name: 'Email' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: /Email/ })).toBeHidden();
  await page.reload();
  await expect(table.getByRole('columnheader', { name: /Driver/ }).first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Email/ })).toBeHidden();

  // Sorting by ID ascending asks the server, which answers the lowest ids first.
  const idHeader = table.getByRole('columnheader', { name: /^ID/ });
  const idOfFirstRow = table.locator('tbody tr').first().locator('td').nth(3);
  for (let click = 0; click < 3 && (await idHeader.getAttribute('aria-sort')) !== 'ascending'; click++)
    await idHeader.getByRole('button', { name: /Sort/ }).first().click();
  await expect(idOfFirstRow).toHaveText('1');

  const fleet = await signInActor('fleet@fleetdesk.test');
  await openAs(page, fleet, '/drivers');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Fleet/ })).toHaveCount(0);
});

test('a double click on Save in Edit driver sends the update once', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Eddie', 'Twice');
  await openAs(page, admin, `/driver/${driverId}`);
  const posts = recordPosts(page, new RegExp(`/drivers/${driverId}$`));
  await page
    .getByRole('region', { name: 'Driver' })
    .getByRole('button', { name: 'Edit', exact: true })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit driver' });
  await edit.getByLabel('City').fill('Queens');
  await edit.getByRole('button', { name: 'Save' }).dblclick();
  await expect(edit).toBeHidden();
  // Time for a second request and its answer to arrive, had one been sent.
  await page.waitForTimeout(1000);
  expect(posts).toHaveLength(1);
  await expect(page.getByText('Great! You have updated driver!')).toHaveCount(1);
});
