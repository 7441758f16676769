import { expect, test } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openSignedIn } from '../platform/signedIn';
import { detail, findRide, openRideFor, rideRow, ridesTable } from './ridesPage';

test.use({ viewport: { width: 1600, height: 900 } });

const NOT_BROKER = 'c.broker_key is null';

test('the page lists rides under status tabs with counts; a tab narrows the list', async ({ page }) => {
  await openSignedIn(page, DISPATCHER, '/rides');
  const tabs = page.getByRole('tablist', { name: 'Ride status' });
  await expect(tabs.getByRole('tab').first()).toHaveText(/^All \(\d+\)$/);
  const labels = await tabs.getByRole('tab').allTextContents();
  expect(labels.map((label) => label.replace(/ \(\d+\)$/, ''))).toEqual([
    'All',
    'Pending',
    'Assigned',
    'Accepted',
    'On Location',
    'In Progress',
    'Finished',
    'UR Cancel',
    'U Cancel',
    'D Cancel',
    'C Cancel',
    'R Assigned',
  ]);
  for (const label of labels) expect(label).toMatch(/ \(\d+\)$/);
  const rows = ridesTable(page).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(/^1-75 of more than 75$/)).toBeVisible();
  // Something is always selected after a load, and the detail shows it.
  await expect(ridesTable(page).locator('tbody tr[aria-selected="true"]')).toHaveCount(1);
  await expect(detail(page).getByRole('heading', { name: /^Ride #\d+$/ })).toBeVisible();
  await shot(page, 'rides-page');
  // Every filter's label reads whole ('Destination zones' was cut).
  const filterLabels = page.getByRole('region', { name: 'Search rides' }).locator('label');
  await expect(filterLabels.filter({ hasText: 'Destination zones' })).toBeVisible();
  const cut = await filterLabels.evaluateAll((all) =>
    all.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
  );
  expect(cut).toEqual([]);

  const pendingTab = tabs.getByRole('tab', { name: /^Pending \(\d+\)$/ });
  const pendingCount = Number((await pendingTab.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(pendingCount).toBeGreaterThan(0);
  await pendingTab.click();
  await expect(rows.first()).toHaveAttribute('data-status', 'pending');
  const statuses = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-status')));
  expect(new Set(statuses)).toEqual(new Set(['pending']));
  // The first active ride is selected after the load.
  await expect(ridesTable(page).locator('tbody tr[aria-selected="true"]')).toHaveAttribute(
    'data-status',
    'pending',
  );

  await tabs.getByRole('tab', { name: /^R Assigned/ }).click();
  await page.getByRole('textbox', { name: 'Search rides' }).fill('uname:zzzz-nobody');
  await expect(page.getByText('No rides found! Try adjusting your search options.')).toBeVisible();
  await expect(page.getByText('Please select a ride')).toBeVisible();
});

test('a search turns into a chip; an id chip finds the ride; bad terms say why', async ({ page }) => {
  const rideId = await findRide(`r.status = 'finished' and ${NOT_BROKER}`, 3);
  await openSignedIn(page, DISPATCHER, '/rides');
  const box = page.getByRole('textbox', { name: 'Search rides' });
  await box.fill(`id:${rideId}`);
  // No Enter: the 500 ms pause makes the chip.
  await expect(page.locator('.MuiChip-root', { hasText: `id:${rideId}` })).toBeVisible();
  await expect(ridesTable(page).locator('tbody tr')).toHaveCount(1);
  await expect(ridesTable(page).locator('tbody tr').first()).toHaveAttribute('data-ride-id', String(rideId));
  await expect(detail(page).getByRole('heading', { name: `Ride #${rideId}` })).toBeVisible();
  await box.press('Enter');
  await expect(box).toHaveValue('');

  await box.fill('ref:ab');
  await expect(page.getByText('Reference ID must be at least 4 characters long')).toBeVisible();
  await box.fill('');

  // The chip is kept in the store: it is still there after a reload.
  await page.reload();
  await expect(page.locator('.MuiChip-root', { hasText: `id:${rideId}` })).toBeVisible();
  await page
    .locator('.MuiChip-root', { hasText: `id:${rideId}` })
    .locator('.MuiChip-deleteIcon')
    .click();
  await expect(ridesTable(page).locator('tbody tr')).not.toHaveCount(1);
});

test('the header quick filters toggle on and off', async ({ page }) => {
  await openSignedIn(page, DISPATCHER, '/rides');
  const header = page.getByRole('group', { name: 'Rides shortcuts' });
  for (const name of [
    'Ride',
    'Active',
    'Pending',
    'Performance',
    'Abstract Filter',
    'Affiliates',
    'Release MP',
  ])
    await expect(header.getByRole('button', { name, exact: true })).toBeVisible();
  const performance = header.getByRole('button', { name: 'Performance' });
  await performance.click();
  await expect(performance).toHaveAttribute('aria-pressed', 'true');
  const rows = ridesTable(page).locator('tbody tr');
  await expect(rows.first()).toHaveAttribute('data-status', /^(assigned|accepted|arriving)$/);
  const statuses = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-status')));
  for (const status of statuses) expect(['assigned', 'accepted', 'arriving']).toContain(status);
  await performance.click();
  await expect(performance).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Quick filter' })).toHaveCount(0);

  // Release MP asks first, then opens tomorrow's marketplace rides.
  await header.getByRole('button', { name: 'Release MP' }).click();
  await page.getByRole('dialog', { name: 'Release MP' }).getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText('Great! You have released the marketplace rides!')).toBeVisible();

  // A date shortcut sends its New York days from 00:00 to 23:59.
  await page.getByRole('button', { name: 'Date range' }).click();
  await shot(page, 'rides-date-range');
  const request = page.waitForRequest(
    (r) => r.url().includes('/rides?') && r.url().includes('from_datetime'),
  );
  await page
    .getByRole('group', { name: 'Date shortcuts' })
    .getByRole('button', { name: 'Last 7 Days' })
    .click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('from_datetime')).toMatch(/T00:00:00-0[45]:00$/);
  expect(url.searchParams.get('to_datetime')).toMatch(/T23:59:59-0[45]:00$/);
  await expect(
    page.getByRole('button', { name: /^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/ }),
  ).toBeVisible();
});

test('a note is added with Enter and the toast; over-long text is refused with the limit', async ({
  page,
}) => {
  const rideId = await findRide(`r.status = 'assigned' and ${NOT_BROKER}`, 5);
  await openRideFor(page, DISPATCHER, rideId);
  const box = detail(page).getByRole('textbox', { name: 'Add a note' });
  await box.fill('x'.repeat(260));
  await expect(detail(page).getByText('Max characters count is 250!')).toBeVisible();
  await expect(box).toHaveValue('x'.repeat(250));
  const note = `Rider asked for the side door ${Date.now()}`;
  await box.fill(note);
  await box.press('Enter');
  await expect(page.getByText('Great! You have added new notes!')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(detail(page).getByRole('list', { name: 'Ride notes' })).toContainText(note);
  const saved = await query('select 1 from notes where entity_type = $1 and entity_id = $2 and body = $3', [
    'ride',
    rideId,
    note,
  ]);
  expect(saved).toHaveLength(1);
  await shot(detail(page), 'rides-detail');
});

test('revive needs a reason of at least 5 characters and puts the ride back to pending', async ({ page }) => {
  const rideId = await findRide(`r.status = 'assigned' and ${NOT_BROKER}`, 7);
  await openRideFor(page, DISPATCHER, rideId);
  await detail(page).getByRole('button', { name: 'Revive', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('abc');
  const confirm = dialog.getByRole('button', { name: /Revive|Confirm/ }).last();
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Driver car broke down');
  await confirm.click();
  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  expect(await rideRow(rideId)).toEqual({ status: 'pending', driver_id: null });
  await expect(ridesTable(page).locator(`tr[data-ride-id="${rideId}"]`)).toHaveAttribute(
    'data-status',
    'pending',
  );
});

test('a Sentry 2 ride is cancelled through its broker with a status and a note', async ({ page }) => {
  const rideId = await findRide(
    `r.status = 'pending' and c.broker_key = 'sentry2' and not r.is_marketplace_ride`,
  );
  await openRideFor(page, DISPATCHER, rideId);
  await detail(page).getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Cancel Ride ${rideId}`) });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Company Canceled' }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Facility closed today');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await rideRow(rideId))?.status).toBe('company_canceled');
  await expect(detail(page).getByText('Company Canceled')).toBeVisible();
  const calls = await query('select 1 from broker_calls where ride_id = $1', [rideId]);
  expect(calls.length).toBeGreaterThan(0);
});

test('on a short screen the map gives way, so the ride detail keeps room for its actions', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 600 });
  await openSignedIn(page, DISPATCHER, '/rides');
  await expect(detail(page).getByRole('heading', { name: /^Ride #\d+$/ })).toBeVisible();
  // The detail scrolls inside its panel: the panel's box is what the dispatcher sees of it.
  const panel = await detail(page).locator('xpath=..').boundingBox();
  expect(panel?.height).toBeGreaterThanOrEqual(150);
});
