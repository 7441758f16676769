import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openAs, signInActor } from '../drivers/driver-page-api';
import { openSignedIn } from './signedIn';

const UNSAVED = 'You have unsaved changes. Are you sure you want to close without saving?';

/** The page's corner: outside any dialog, on the backdrop when one is open. */
const clickOutside = (page: Page) => page.mouse.click(8, 8);

const unsavedQuestion = (page: Page) => page.getByRole('dialog').filter({ hasText: UNSAVED });

test('a form dialog with something typed asks before a click outside or Escape throws it away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/routing/home');
  const dialog = page.getByRole('dialog', { name: 'Create route' });

  // Nothing typed: a click outside closes at once.
  await page.getByRole('button', { name: 'CREATE' }).click();
  await expect(dialog).toBeVisible();
  await clickOutside(page);
  await expect(dialog).toBeHidden();
  await expect(unsavedQuestion(page)).toHaveCount(0);

  // Something typed: a click outside asks, and staying keeps what was typed.
  await page.getByRole('button', { name: 'CREATE' }).click();
  const driverId = dialog.getByRole('textbox', { name: /Driver ID/ });
  await driverId.fill('987654');
  await shot(dialog, 'form-dialog-create-route');
  await clickOutside(page);
  await expect(unsavedQuestion(page)).toBeVisible();
  await expect(unsavedQuestion(page).getByRole('heading', { name: 'Unsaved changes' })).toBeVisible();
  await shot(page, 'form-dialog-unsaved-question');
  await unsavedQuestion(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(unsavedQuestion(page)).toHaveCount(0);
  await expect(driverId).toHaveValue('987654');

  // Escape asks too; Close throws the form away and nothing is saved.
  await driverId.press('Escape');
  await expect(unsavedQuestion(page)).toBeVisible();
  await unsavedQuestion(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await query('select id from routing_routes where driver_id = $1', [987654])).toEqual([]);

  // The form's own Cancel is a deliberate choice: it closes at once.
  await page.getByRole('button', { name: 'CREATE' }).click();
  await driverId.fill('987654');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(unsavedQuestion(page)).toHaveCount(0);
});

test('the profile dialog asks before Escape drops an edited name, and keeps the saved one', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/rides');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  const firstName = dialog.getByRole('textbox', { name: /First name/ });
  const saved = await firstName.inputValue();
  expect(saved).not.toBe('');

  await firstName.fill(`${saved} typed by mistake`);
  await firstName.press('Escape');
  await expect(unsavedQuestion(page)).toBeVisible();
  await unsavedQuestion(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(firstName).toHaveValue(saved);
});

test('the new-ride wizard asks before a click outside drops the passenger being typed', async ({ page }) => {
  await openSignedIn(page, DISPATCHER, '/rides');
  await page.getByRole('button', { name: 'Ride', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New ride' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  const firstName = dialog.getByLabel(/First name/);
  await firstName.fill('Mistaken');

  await clickOutside(page);
  await expect(unsavedQuestion(page)).toBeVisible();
  await unsavedQuestion(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(firstName).toHaveValue('Mistaken');

  await clickOutside(page);
  await unsavedQuestion(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a form dialog taller than a 768-pixel window scrolls its fields and keeps its buttons in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, await signInActor(ADMIN), '/drivers');
  await page.getByRole('button', { name: 'Driver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create driver' });
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toBeVisible();
  // The whole form used to scroll inside the dialog: Create and Cancel started 110 px under the fold.
  await expect(create).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  const another = dialog.getByRole('checkbox', { name: 'Create another driver' });
  await another.scrollIntoViewIfNeeded();
  await expect(another).toBeInViewport({ ratio: 1 });
  await expect(create).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('heading', { name: 'Create driver' })).toBeInViewport({ ratio: 1 });
  await shot(page, 'form-dialog-create-driver-768');
});
