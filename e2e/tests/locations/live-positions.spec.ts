import { expect, test } from '@playwright/test';
import { postJson } from '../../support/api';
import { ADMIN, apiSignIn, DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { openSignedIn } from '../platform/signedIn';

/** Less than the map's 5 s poll: a car that moves this fast moved by the realtime feed. */
const LIVE_WITHIN_MS = 2_500;

test('a driver posting positions moves on the dispatcher’s map as they arrive', async ({ page }) => {
  // An accepted demo ride (the map shows its driver's car) whose driver has a known position.
  const [ride] = await query<{ id: number; driver_id: number; lat: number; lon: number }>(
    `select r.id, r.driver_id, l.lat, l.lon from rides r join driver_locations l on l.driver_id = r.driver_id
     where r.status = 'accepted' order by r.pickup_at desc limit 1`,
  );
  if (!ride) throw new Error('the demo has no accepted ride with a located driver');
  // The driver's phone gets its device token from an admin, as the driver app would.
  const admin = await apiSignIn(ADMIN);
  const { device_token } = await postJson<{ device_token: string }>(
    `/drivers/${ride.driver_id}/device-token`,
    {},
    admin.token,
  );

  await openSignedIn(page, DISPATCHER, `/rides?search=id:${ride.id}`);
  const map = page.getByRole('region', { name: 'Rides map' });
  const car = map.getByLabel(new RegExp(`^Car of driver #${ride.driver_id}\\b`));
  await expect(car).toBeVisible();
  // Let the fit animation (at most 2 s) end: from then on only the car moves on screen.
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/shots-locations/live-before.png' });

  // The driver heads east, one fix per step; each shows on the map before the next one is sent.
  let lastX = (await car.boundingBox())?.x ?? 0;
  for (let step = 1; step <= 4; step++) {
    const fix = { lat: ride.lat, lon: ride.lon + step * 0.006, heading: 90, speed: 12, accuracy: 5 };
    await postJson('/driver-app/positions', {
      driver_token: device_token,
      positions: [{ ...fix, recorded_at: new Date().toISOString() }],
    });
    await expect(async () => {
      const x = (await car.boundingBox())?.x ?? 0;
      expect(x).toBeGreaterThan(lastX + 2);
      lastX = x;
    }).toPass({ timeout: LIVE_WITHIN_MS, intervals: [100] });
  }
  await page.screenshot({ path: '/tmp/shots-locations/live-after.png' });
  await map.screenshot({ path: '/tmp/shots-locations/live-map.png' });

  // The ride's detail no longer calls the position stale once the list refreshes (10 s).
  await expect(page.getByText(/GPS last updated \d+ minutes ago/)).toHaveCount(0, { timeout: 15_000 });
});
