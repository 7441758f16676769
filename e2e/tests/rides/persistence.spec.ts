import { expect as baseExpect, test } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openSignedIn } from '../platform/signedIn';
import { claimRide, detail, openRideFor, ridesTable } from './ridesPage';

test.use({ viewport: { width: 1600, height: 900 } });
// Each test reloads the app more than once: on a busy machine a load can take most of the defaults.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('the default days keep last night: a ride still running from 23:00 yesterday (New York) is listed', async ({
  page,
}) => {
  const rideId = await claimRide('c.broker_key is null', { status: 'in_progress' });
  await query(
    `update rides set pickup_at = (date_trunc('day', now() at time zone 'America/New_York') - interval '1 hour')
       at time zone 'America/New_York' where id = $1`,
    [rideId],
  );
  const request = page.waitForRequest((r) => r.url().includes('/api/v1/rides?'));
  await openSignedIn(page, DISPATCHER, '/rides');
  const from = new URL((await request).url()).searchParams.get('from_datetime') as string;
  // Yesterday from 00:00 in New York: at least the previous 24 hours.
  expect(from).toMatch(/T00:00:00-0[45]:00$/);
  expect(Date.now() - Date.parse(from)).toBeGreaterThanOrEqual(24 * 3600 * 1000);
  await expect(page.getByRole('button', { name: 'Date range: yesterday + 120 days' })).toBeVisible();
  await page.getByRole('tab', { name: /^In Progress/ }).click();
  await expect(ridesTable(page).locator(`tbody tr[data-ride-id="${rideId}"]`)).toBeVisible();
});

test('status tab, quick filter, zones, destination zones and dates survive a reload', async ({ page }) => {
  await openSignedIn(page, DISPATCHER, '/rides');
  await page
    .getByRole('group', { name: 'Rides shortcuts' })
    .getByRole('button', { name: 'Performance' })
    .click();
  await page.getByRole('tab', { name: /^Accepted/ }).click();
  await page.getByRole('combobox', { name: 'Zones', exact: true }).click();
  const zone = page.getByRole('option').first();
  const zoneName = (await zone.textContent()) as string;
  await zone.click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Destination zones' }).click();
  await page.getByRole('option').nth(1).click();
  const destinationName = (await page.getByRole('option').nth(1).textContent()) as string;
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Date range/ }).click();
  await page
    .getByRole('group', { name: 'Date shortcuts' })
    .getByRole('button', { name: 'Current Month' })
    .click();
  const range = page.getByRole('button', { name: /^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/ });
  await expect(range).toBeVisible();
  const rangeText = await range.textContent();

  const reloaded = page.waitForRequest((r) => r.url().includes('/api/v1/rides?'));
  await page.reload();
  const asked = new URL((await reloaded).url()).searchParams;
  expect(asked.get('statuses')).toBe('accepted');
  expect(asked.get('filters')).toBe('performance');
  expect(asked.get('zones')).toMatch(/^\d+$/);
  expect(asked.get('destination_zone_ids')).toMatch(/^\d+$/);
  expect(asked.get('from_datetime')).toMatch(/-01T00:00:00-0[45]:00$/);

  await expect(page.getByRole('tab', { name: /^Accepted/ })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('group', { name: 'Rides shortcuts' }).getByRole('button', { name: 'Performance' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Zones', exact: true })).toHaveText(zoneName);
  await expect(page.getByRole('combobox', { name: 'Destination zones' })).toHaveText(destinationName);
  await expect(page.getByRole('button', { name: rangeText as string })).toBeVisible();
  await shot(page, 'h4-persisted-view');
});

test('a note draft survives a reload, in the detail and in the preview dialog', async ({ page }) => {
  const rideId = await claimRide('c.broker_key is null', { status: 'assigned' });
  await openRideFor(page, DISPATCHER, rideId);
  const noteBox = detail(page).getByRole('textbox', { name: 'Add a note' });
  await noteBox.fill('Gate code 4412, call on arrival');
  await detail(page).getByRole('button', { name: 'Open ride' }).click();
  const preview = page.getByRole('dialog', { name: `Ride ${rideId}` });
  // The preview's ride-note box holds the same draft; its billing-note box keeps its own.
  await expect(preview.getByRole('textbox', { name: 'Add a note' })).toHaveValue(
    'Gate code 4412, call on arrival',
  );
  await preview.getByRole('textbox', { name: 'Add a billing note' }).fill('Refund the toll, $6.55');

  await page.reload();
  await expect(detail(page).getByRole('heading', { name: `Ride #${rideId}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(noteBox).toHaveValue('Gate code 4412, call on arrival');
  await detail(page).getByRole('button', { name: 'Open ride' }).click();
  await expect(preview.getByRole('textbox', { name: 'Add a billing note' })).toHaveValue(
    'Refund the toll, $6.55',
  );
  await shot(page, 'h4-preview-drafts');

  // Sending clears the draft, for good.
  await preview.getByRole('textbox', { name: 'Add a billing note' }).press('Enter');
  await expect(preview.getByRole('textbox', { name: 'Add a billing note' })).toHaveValue('');
  await expect
    .poll(
      async () =>
        (await query('select 1 from notes where entity_id = $1 and category = $2', [rideId, 'billing']))
          .length,
    )
    .toBe(1);
  await page.reload();
  await detail(page).getByRole('button', { name: 'Open ride' }).click();
  await expect(preview.getByRole('textbox', { name: 'Add a billing note' })).toHaveValue('');
});
