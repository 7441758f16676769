import { expect, test } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { claimRide, detail, openRideFor, rideRow, ridesTable } from './ridesPage';

test.use({ viewport: { width: 1600, height: 900 } });

test('a ride action that lost a race shows no error toast; the row shows the ride as it is now', async ({
  page,
}) => {
  const rideId = await claimRide(`c.broker_key is null`, { status: 'assigned' });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await openRideFor(page, DISPATCHER, rideId);
  const row = ridesTable(page).locator(`tr[data-ride-id="${rideId}"]`);
  await expect(row).toHaveAttribute('data-status', 'assigned');

  // Another dispatcher's En route lands first; no live event tells this page (a write straight to
  // the database), so the page still offers En route on the old state.
  await query(`update rides set status = 'accepted', updated_at = now() where id = $1`, [rideId]);
  const stale = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v1/rides/${rideId}`) && response.request().method() === 'POST',
  );
  await detail(page).getByRole('button', { name: 'En route', exact: true }).click();
  expect((await stale).status()).toBe(409);

  // The refused action refreshes the row and the detail to the ride's state now ...
  await expect(row).toHaveAttribute('data-status', 'accepted');
  await expect(detail(page).getByRole('button', { name: 'On Location', exact: true })).toBeVisible();
  // ... and is only logged (spec 1 §7): by the time the row has refreshed, no error toast was shown.
  await expect(page.locator('.notistack-MuiContent-error')).toHaveCount(0);
  await expect(page.getByText(/Please try again!/)).toHaveCount(0);
  expect(logged.some((text) => /409|already|changed/i.test(text))).toBe(true);
  expect((await rideRow(rideId))?.status).toBe('accepted');
  await shot(page, 'h2-action-errors');
});
