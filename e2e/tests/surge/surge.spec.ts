import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, FLEET_USER } from '../../support/auth';
import { closingContexts } from '../../support/contexts';
import { shot } from '../../support/shots';
import { openAs, signInActor } from '../drivers/driver-page-api';
import { insertOpenMarketplaceRide } from './surge-api';

const SENTRY = 1;
const SENTRY2 = 2;
const FAR_ROCKAWAY = 17;

async function openBoard(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openAs(page, await signInActor(ADMIN), '/surge');
  await expect(page.getByRole('heading', { name: 'Surge' })).toBeVisible();
  return page;
}

const newContext = closingContexts();

const rideRow = (page: Page, id: number) => page.getByRole('row', { name: `Pending ride ${id}` });

test('Plus $1 on one board raises the ride on a second open board at once, Minus $1 brings it back', async ({
  browser,
}) => {
  const rideId = await insertOpenMarketplaceRide(SENTRY2, FAR_ROCKAWAY, 90);
  const first = await openBoard(await newContext(browser));
  const second = await openBoard(await newContext(browser));
  const here = rideRow(first, rideId);
  const there = rideRow(second, rideId);
  await expect(here).toBeVisible();
  await expect(there).toBeVisible();
  await expect(there).toContainText('FR');
  const net = await there.getByLabel('Driver net').innerText();
  const cents = Math.round(Number(net.replace(/[$,]/g, '')) * 100);
  const usd = (c: number) => `$${(c / 100).toFixed(2)}`;
  await expect(there.getByLabel('Surge amount')).toHaveText('$0.00');

  await here.getByRole('button', { name: 'Plus $1' }).click();
  await expect(here.getByLabel('Surge amount')).toHaveText('$1.00');
  // The second board hears it over the realtime channel, well before its 10 s poll.
  await expect(there.getByLabel('Surge amount')).toHaveText('$1.00', { timeout: 5000 });
  await expect(there.getByLabel('Driver net')).toHaveText(usd(cents + 100));
  await here.getByRole('button', { name: 'Plus $1' }).click();
  await expect(there.getByLabel('Surge amount')).toHaveText('$2.00', { timeout: 5000 });
  await shot(second, 'surge-board');

  await there.getByRole('button', { name: 'Minus $1' }).click();
  await expect(here.getByLabel('Surge amount')).toHaveText('$1.00', { timeout: 5000 });
  await expect(here.getByLabel('Driver net')).toHaveText(usd(cents + 100));
  await expect(first.getByRole('region', { name: 'Boost per agent' })).toContainText('3 · $1.00', {
    timeout: 25_000,
  });
  await expect(first.getByLabel('Surge zones map')).toBeVisible();
  await expect(first.getByLabel(/^Zone Far Rockaway: [1-9]\d* pending$/)).toBeVisible();
});

test('a surge group clicked becomes the one active group, and the map shows its zones', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openAs(page, await signInActor(ADMIN), '/surge');
  const groups = page.getByRole('group', { name: 'Surge groups' });
  await expect(groups.getByRole('button', { name: 'All NYC' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Driver stats')).toContainText('Online');
  await groups.getByRole('button', { name: 'Manhattan' }).click();
  await expect(groups.getByRole('button', { name: 'Manhattan' })).toHaveAttribute('aria-pressed', 'true');
  await expect(groups.getByRole('button', { name: 'All NYC' })).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(groups.getByRole('button', { name: 'Manhattan' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'surge-manhattan');
  await groups.getByRole('button', { name: 'All NYC' }).click();
  await expect(groups.getByRole('button', { name: 'All NYC' })).toHaveAttribute('aria-pressed', 'true');
});

test('Hide Marketplace Rides for a company and zone: the rules, Modified until Apply, Applied, and the ride leaves the fleets’ feed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  const admin = await signInActor(ADMIN);
  const fleet = await signInActor(FLEET_USER);
  const soon = await insertOpenMarketplaceRide(SENTRY, FAR_ROCKAWAY, 10);
  const fleetSees = async (id: number) =>
    fleet
      .call('GET', `/rides/${id}`)
      .then(() => true)
      .catch(() => false);
  expect(await fleetSees(soon)).toBe(true);

  await openAs(page, admin, '/surge');
  await page.getByRole('button', { name: 'Surge Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Surge Settings' });
  await expect(dialog.getByRole('tab', { name: 'Hide Marketplace Rides' })).toBeVisible();
  const row = dialog.getByRole('row', { name: 'Sentry', exact: true });
  await row.getByRole('combobox', { name: 'Sentry zone' }).click();
  await page.getByRole('option', { name: 'Far Rockaway' }).click();

  const minAhead = row.getByLabel('Min ahead (minutes)');
  await row.getByLabel('Sentry status').check();
  await expect(row.getByText('Modified')).toBeVisible();
  await row.getByRole('button', { name: 'Apply' }).click();
  await expect(row.getByText('Value is required when status is active')).toBeVisible();
  await minAhead.fill('-3');
  await expect(row.getByText('Must be a positive number greater than 0')).toBeVisible();
  await minAhead.fill('30');
  await expect(row.getByText('Must be a positive number greater than 0')).toBeHidden();
  await shot(page, 'surge-settings-modified');

  // Closing with the edit not applied asks first; staying keeps it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  const question = page
    .getByRole('dialog')
    .filter({ hasText: 'You have unsaved changes. Are you sure you want to close without saving?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(minAhead).toHaveValue('30');

  await row.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Great! You have updated the settings!')).toBeVisible();
  await expect(row.getByText('Applied')).toBeVisible();
  await expect(row.getByText('Modified')).toBeHidden();
  expect(await fleetSees(soon)).toBe(false);

  // 'All' zones of Sentry now disagree: the tooltip says so.
  await row.getByRole('combobox', { name: 'Sentry zone' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await row.getByRole('combobox', { name: 'Sentry zone' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Status is mixed: zones differ');
  await expect(row.getByText('Applied')).toBeVisible();
  await shot(page, 'surge-settings-applied');
  // Nothing left unsaved: Close closes at once.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await admin.call('POST', '/surge_zones/settings/hide_marketplace_trips', {
    company_id: SENTRY,
    zone_ids: [FAR_ROCKAWAY],
    min_ahead: 0,
    status: 'inactive',
  });
  expect(await fleetSees(soon)).toBe(true);
});

test('on a tablet every pending ride keeps Plus $1 and Minus $1 in view beside its numbers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openAs(page, await signInActor(ADMIN), '/surge');
  const first = page.getByRole('row', { name: /^Pending ride / }).first();
  await expect(first).toBeVisible();
  await shot(page, 'surge-tablet');
  // The table scrolls sideways on a narrow screen; the price buttons, the board's one action, stay
  // pinned to its right edge instead of waiting past Surge and Vendor.
  await expect(first.getByRole('button', { name: 'Plus $1' })).toBeInViewport({ ratio: 1 });
  await expect(first.getByRole('button', { name: 'Minus $1' })).toBeInViewport({ ratio: 1 });
  await expect(first.getByLabel('Surge amount')).toBeVisible();
});
