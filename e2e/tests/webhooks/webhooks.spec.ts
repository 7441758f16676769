import { createHmac } from 'node:crypto';
import { expect, type Locator, test } from '@playwright/test';
import { ADMIN, DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { E2E_PORT } from '../../support/env';
import { shot } from '../../support/shots';
import { openAs, signInActor } from '../drivers/driver-page-api';

/** The demo's Sentry secret (config.ts): the e2e server runs the demo, whose simulator signs with it. */
const DEMO_SENTRY_SECRET = 'demo-sentry-inbound-secret';

/** Sentry calling the server as a broker does: a signed offer of a new trip. */
async function offerFromSentry(referenceId: string) {
  const body = JSON.stringify({
    event_id: `e2e-${referenceId}`,
    type: 'trip.offered',
    trip: {
      reference_id: referenceId,
      pickup_at: new Date(Date.now() + 86_400_000).toISOString(),
      first_name: 'Ada',
      last_name: 'Webhook',
      start_address: '1 Gustave L. Levy Pl, New York, NY',
      start_lat: 40.7903,
      start_lon: -73.9524,
      destination_address: '350 5th Ave, New York, NY',
      destination_lat: 40.7484,
      destination_lon: -73.9857,
      note: 'A long note that makes the data longer than its preview, so See all has more to show.',
    },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', DEMO_SENTRY_SECRET).update(`${t}.${body}`).digest('hex');
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/v1/brokers/sentry/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-broker-signature': `t=${t},v1=${v1}` },
    body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { event_id: number; ride_id: number };
}

test('Webhooks: the log with its 18 columns, filters applied on APPLY and cleared by RESET, a row opens its event', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const reference = `E2E${Date.now().toString(36).toUpperCase()}`;
  const offered = await offerFromSentry(reference);
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/webhooks');
  const table = page.getByRole('table', { name: 'Webhooks' });
  await expect(table.getByRole('columnheader')).toHaveCount(18);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('1–10 of')).toBeVisible();
  await shot(page, 'webhooks');

  await page.getByRole('textbox', { name: 'Search' }).fill(reference);
  // Typed, not applied: the list is still the whole log.
  await expect(page.getByText('1–10 of')).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = table.getByRole('row').filter({ hasText: `Sentry trip offered · trip ${reference}` });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Inbound');
  await expect(row).toContainText('Succeeded');

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Outbound' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(table.getByText('No Data')).toBeVisible();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByText('1–10 of')).toBeVisible();

  await page.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: 'Arro' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Arro');
  await page.getByRole('button', { name: 'Reset' }).click();

  await page.getByRole('textbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Apply' }).click();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/events/${offered.event_id}$`));
  await expect(page.getByRole('heading', { name: `Event #${offered.event_id}` })).toBeVisible();
  await expect(page.getByText('trip.offered')).toBeVisible();
  const data = page.getByLabel('Event data');
  // The data is stored as jsonb (keys by length): the event id comes last, past the preview.
  await expect(data).not.toContainText('"event_id"');
  await page.getByRole('button', { name: 'See all' }).click();
  await expect(data).toContainText(`"event_id": "e2e-${reference}"`);
  await expect(page.getByRole('tab', { name: 'All (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replay' })).toBeDisabled();
  await expect(page.getByRole('link', { name: `#${offered.ride_id}` })).toBeVisible();
});

test('Event page: the attempts in tabs All, Succeeded, Failed, and Replay of a delivery given up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [dead] = await query<{ id: number }>(
    "select id from webhook_events where delivery_status = 'dead' order by id limit 1",
  );
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, `/events/${dead?.id}`);
  await expect(page.getByText('Dead letter')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All (7)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Succeeded (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Failed (7)' }).click();
  const attempts = page.getByRole('table', { name: 'Attempts' });
  await expect(attempts.getByRole('row')).toHaveCount(8);
  await expect(attempts.getByRole('row').nth(1)).toContainText('The broker is down for maintenance');
  await shot(page, 'event', { fullPage: true });
  await page.getByRole('button', { name: 'Replay' }).click();
  await expect(page.getByText('The delivery was queued again')).toBeVisible();
  await expect(page.getByText('Queued', { exact: true })).toBeVisible();
  const [row] = await query<{ delivery_status: string }>(
    'select delivery_status from webhook_events where id = $1',
    [dead?.id],
  );
  expect(row?.delivery_status).not.toBe('dead');
});

test('Webhooks are refused to staff without the developer key', async ({ page }) => {
  const dispatcher = await signInActor(DISPATCHER);
  await openAs(page, dispatcher, '/webhooks');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Webhooks' }),
  ).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Webhooks' })).toHaveCount(0);
});

test('on a 1024 px screen the filters that wrap start flush with the row above', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openAs(page, await signInActor(ADMIN), '/webhooks');
  const fieldOf = (input: Locator) => page.locator('.MuiFormControl-root').filter({ has: input });
  const search = await fieldOf(page.getByRole('textbox', { name: 'Search' })).boundingBox();
  const type = await fieldOf(page.getByRole('combobox', { name: 'Type' })).boundingBox();
  // Type wraps under Search: same left edge, with room between the rows.
  expect(Math.round(type?.x ?? 0)).toBe(Math.round(search?.x ?? -1));
  expect(type?.y ?? 0).toBeGreaterThan((search?.y ?? 0) + (search?.height ?? 0));
});

test('on a 1024-pixel screen the attempts table scrolls inside its card, not the whole page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  // An event with an attempt of its own (another test replays the dead one).
  const [event] = await query<{ id: number }>(
    'select event_id as id from webhooks where event_id is not null order by event_id limit 1',
  );
  await openAs(page, await signInActor(ADMIN), `/events/${event?.id}`);
  await expect(page.getByRole('heading', { name: `Event #${event?.id}` })).toBeVisible();
  const attempts = page.getByRole('table', { name: 'Attempts' });
  await expect(attempts.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'event-attempts-1024');
  // The trace column's width pushed the table past its card and the page scrolled sideways, header and all.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
  const trace = attempts.getByRole('columnheader', { name: 'Trace' });
  await trace.scrollIntoViewIfNeeded();
  await expect(trace).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Replay' })).toBeInViewport({ ratio: 1 });
});
