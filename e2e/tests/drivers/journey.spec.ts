import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { shot } from '../../support/shots';
import { openAs, signInActor } from './driver-page-api';

/** A 1×1 PNG, as a user's file chooser would hand it over. */
const PNG = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};
/** Picks an option of a select and waits for its menu to close, as a person would before typing on. */
async function pick(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

test('a driver is created, found with a header filter, given a photo, a car through the map and a document', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await signInActor(ADMIN);
  const lastName = `Journey${digits(4).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
  await openAs(page, admin, '/drivers');
  await expect(page.getByRole('table', { name: 'Drivers' })).toBeVisible();
  await shot(page, 'drivers-grid');

  // Create driver, from the header's Driver button (spec 1 §2.3): the spec's messages first, then a driver.
  await page.getByRole('banner').getByRole('button', { name: 'Driver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create driver' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByLabel('First name').fill(' Nina');
  await dialog.getByLabel('Email').click();
  await expect(dialog.getByText('No leading or trailing spaces allowed')).toBeVisible();
  await dialog.getByLabel('First name').fill('Nina');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Date of birth').fill('1988-04-02');
  await pick(page, dialog.getByLabel('Sex'), 'Female');
  await dialog.getByLabel('SSN').fill(`900${digits(6)}`);
  await expect(dialog.getByLabel('SSN')).toHaveValue(/^\d{3}-\d{2}-\d{4}$/);
  await dialog.getByLabel('Email').fill(`journey.${digits(8)}@example.com`);
  await dialog.getByLabel('Phone').fill(`332${300 + Math.floor(Math.random() * 600)}${digits(4)}`);
  await dialog.getByLabel('Street').fill('12 Main St');
  await dialog.getByLabel('City').fill('Brooklyn');
  await pick(page, dialog.getByRole('combobox', { name: /^State/ }), 'NY');
  await dialog.getByLabel('Zip').fill('11201');
  await pick(page, dialog.getByLabel('Licence state'), 'New York (NY)');
  await dialog.getByLabel('Driver licence').fill('12');
  await dialog.getByLabel('TLC licence').click();
  await expect(dialog.getByText(/Invalid NY license format\. Valid formats are:/)).toBeVisible();
  await shot(page, 'create-driver');
  await dialog.getByLabel('Driver licence').fill(digits(9));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Driver successfully created!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Found with the name header filter; a row click opens the driver.
  await page.getByRole('textbox', { name: 'Filter by Driver', exact: true }).fill(lastName);
  const row = page.getByRole('row').filter({ hasText: `Nina ${lastName}` });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Drivers' }).locator('tbody tr')).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(/\/driver\/\d+$/);
  const header = page.getByRole('region', { name: 'Driver' });
  await expect(header.getByRole('heading', { name: `Nina ${lastName}` })).toBeVisible();
  await expect(page.getByText('Required documents are missing or expired')).toBeVisible();

  // Photo: a wrong type is refused, a png is taken.
  await header.getByRole('button', { name: 'Update photo' }).click();
  const photo = page.getByRole('dialog', { name: 'Update photo' });
  await photo
    .getByLabel('Photo file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(photo.getByText('The file must be in jpeg, png or bmp format')).toBeVisible();
  await photo.getByLabel('Photo file').setInputFiles(PNG);
  await photo.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Great! You have update driver photo')).toBeVisible();
  await expect(photo).toBeHidden();

  // A car through the map: New Jersey highlighted and selected, then New York for the car itself.
  await page.getByRole('region', { name: 'Cars' }).getByRole('button', { name: 'Add car' }).click();
  const wizard = page.getByRole('dialog');
  const newJersey = wizard.getByRole('button', { name: 'New Jersey', exact: true });
  await newJersey.click();
  await expect(newJersey).toHaveAttribute('aria-pressed', 'true');
  await expect(wizard.getByRole('combobox', { name: 'Select state' })).toHaveValue('New Jersey');
  await shot(page, 'add-car-map');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: /Sedan/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await pick(page, wizard.getByRole('combobox', { name: /^Color/ }), 'Black');
  await wizard.getByLabel('Plate Number').fill(`NJ${digits(5)}`);
  await wizard.getByLabel('VIN Number').fill(`5YJ3E1EA7KF${digits(6)}`);
  await wizard.getByRole('button', { name: 'Add car' }).click();
  await expect(wizard.getByText('Auto Added Successfully')).toBeVisible();
  await wizard.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByRole('region', { name: 'Cars' }).getByRole('cell', { name: 'NJ', exact: true }),
  ).toBeVisible();

  // A document from an image, added in the New York evening, when the UTC date is already tomorrow's:
  // it expires a year from New York's today.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  await page.clock.setFixedTime(new Date(`${today}T21:30:00-05:00`));
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Add document' }).click();
  await page.getByRole('menuitem', { name: 'TLC License' }).click();
  await documents.getByLabel('Document image').setInputFiles(PNG);
  await expect(page.getByText('Great! You have added document')).toBeVisible();
  await expect(documents.getByText('TLC License')).toBeVisible();
  await expect(documents.getByText('pending')).toBeVisible();
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(4)];
  await expect(documents.getByText(`${year + 1}${monthDay}`)).toBeVisible();
  await shot(page, 'driver-page');
});
