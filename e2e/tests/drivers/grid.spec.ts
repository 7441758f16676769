import { expect, type Page, test } from '@playwright/test';
import { ADMIN, FLEET_USER } from '../../support/auth';
import { shot } from '../../support/shots';
import { uniqueName } from '../rides/createRideWizard';
import { createCar, createDriver, openAs, signInActor } from './driver-page-api';

const grid = (page: Page) => page.getByRole('table', { name: 'Drivers' });
const gridRows = (page: Page) => grid(page).locator('tbody tr');
/** Scrolls the grid to its last columns (columns out of view are not rendered). */
const scrollGridToRightEnd = async (page: Page) => {
  const container = page.locator('.MuiTableContainer-root').filter({ has: grid(page) });
  await container.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(grid(page).getByRole('columnheader', { name: /^Signed up/ })).toBeVisible();
};
const nameFilter = (page: Page) => page.getByRole('textbox', { name: 'Filter by Driver', exact: true });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
});

test('a driver created over the API is found with the name filter, shows its car, and opens on click', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const lastName = uniqueName('Grid');
  const driverId = await createDriver(admin, 'Petra', lastName);
  const car = await createCar(admin, driverId);
  const { car: detail } = await admin.call<{ car: { vin_number: string } }>('GET', `/cars/${car.id}`);

  await openAs(page, admin, '/drivers');
  await expect(page.getByText(/^1-10 of more than 10$/)).toBeVisible();
  await shot(page, 'grid-admin');
  await nameFilter(page).fill(lastName);
  let row = gridRows(page).filter({ hasText: `Petra ${lastName}` });
  await expect(row).toHaveCount(1);
  await expect(gridRows(page)).toHaveCount(1);
  await expect(row.getByRole('cell', { name: String(driverId), exact: true })).toBeVisible();
  await expect(row.getByText('Default fleet')).toBeVisible();
  // A new driver has none of the required documents yet.
  await expect(row.getByLabel('Documents missing or expired')).toBeVisible();
  await shot(page, 'grid-filtered');

  // The car's columns are further right: only the columns in view are rendered, as a user scrolls (the
  // name leaves the DOM then: the row is the grid's only one).
  await scrollGridToRightEnd(page);
  row = gridRows(page).first();
  // Plate, and the display number that falls back to the plate while the car has no reference.
  await expect(row.getByRole('cell', { name: car.plate, exact: true })).toHaveCount(2);
  await expect(row.getByRole('cell', { name: detail.vin_number.slice(-6), exact: true })).toBeVisible();
  await expect(row.getByText('Waiting for approval')).toBeVisible();

  await row.getByText('Waiting for approval').click();
  await expect(page).toHaveURL(new RegExp(`/driver/${driverId}$`));
});

test('/drivers?search= pre-fills the search box with a plate and shows its driver', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const lastName = uniqueName('Plate');
  const car = await createCar(admin, await createDriver(admin, 'Omar', lastName));

  await openAs(page, admin, `/drivers?search=${car.plate}`);
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(car.plate);
  await expect(gridRows(page)).toHaveCount(1);
  await expect(gridRows(page).first()).toContainText(`Omar ${lastName}`);
});

test('sorting by the driver column orders the rows both ways', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const lastName = uniqueName('Order');
  await createDriver(admin, 'Zora', lastName);
  await createDriver(admin, 'Anna', lastName);

  await openAs(page, admin, '/drivers');
  await nameFilter(page).fill(lastName);
  await expect(gridRows(page)).toHaveCount(2);
  const sortButton = grid(page)
    .getByRole('columnheader', { name: /^Driver/ })
    .getByRole('button', { name: /^Sort(ed)? by Driver/ });
  await sortButton.click();
  await expect(gridRows(page).first()).toContainText(`Anna ${lastName}`);
  await sortButton.click();
  await expect(gridRows(page).first()).toContainText(`Zora ${lastName}`);
});

test('a filter nothing matches says so', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/drivers');
  await nameFilter(page).fill(uniqueName('Nobody'));
  await expect(grid(page).getByText('Nothing found!')).toBeVisible();
  await shot(page, 'grid-empty');
});

test('the documents toggle lists flagged drivers', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const lastName = uniqueName('Flag');
  await createDriver(admin, 'Ines', lastName);

  await openAs(page, admin, '/drivers');
  await page.getByLabel('Missing or expired documents').check();
  await nameFilter(page).fill(lastName);
  await expect(gridRows(page)).toHaveCount(1);
  await expect(gridRows(page).first().getByLabel('Documents missing or expired')).toBeVisible();
});

test('a fleet user sees no fleet column and only their own drivers', async ({ page }) => {
  const fleet = await signInActor(FLEET_USER);
  const admin = await signInActor(ADMIN);
  const lastName = uniqueName('Fleet');
  await createDriver(fleet, 'Lena', lastName);
  await createDriver(admin, 'Karl', lastName); // in no fleet

  await openAs(page, fleet, '/drivers');
  await expect(grid(page).getByRole('columnheader', { name: /^Company/ })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: /^Fleet/ })).toHaveCount(0);
  // Not merely out of view: the grid has no such column to show.
  await page.getByRole('button', { name: 'Show/Hide columns' }).click();
  await expect(page.getByRole('menuitem', { name: 'Company' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Fleet' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await nameFilter(page).fill(lastName);
  await expect(gridRows(page)).toHaveCount(1);
  await expect(gridRows(page).first()).toContainText(`Lena ${lastName}`);
  await shot(page, 'grid-fleet');
});
