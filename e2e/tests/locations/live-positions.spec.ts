import { expect, test } from '@playwright/test';
import { FLEET_USER } from '../../support/auth';
import { expectMapSettled } from '../../support/map';
import { shot } from '../../support/shots';
import { openRidesMapOn } from '../rides/ridesMap';
import { postPosition, rideOfIdleDriver } from './driverRides';

/**
 * Less than the map's 5 s poll: a car that moves this fast moved by the realtime feed. (2.5 s was
 * missed once under the full suite's load.)
 */
const LIVE_WITHIN_MS = 4_000;

test('a driver posting positions moves on the dispatcher’s map as they arrive', async ({ page }) => {
  // An accepted ride of the spec's own, of an idle driver from the low end of the driver ids (the
  // at-risk spec takes from the high end), last seen at the pickup; its phone holds a device token.
  const ride = await rideOfIdleDriver({ end: 'lowest', notFleetOf: FLEET_USER, pickupInMinutes: 30 });
  await postPosition(ride.device_token, { lat: ride.lat, lon: ride.lon });

  const map = await openRidesMapOn(page, ride.id);
  const car = map.getByLabel(new RegExp(`^Car of driver #${ride.driver_id}\\b`));
  await expect(car).toBeVisible();
  // The fit to the ride is over: from then on only the car moves on screen.
  await expectMapSettled(map);
  await shot(page, 'live-before');

  // The driver heads east, one fix per step; each shows on the map before the next one is sent.
  let lastX = (await car.boundingBox())?.x ?? 0;
  for (let step = 1; step <= 4; step++) {
    await postPosition(ride.device_token, { lat: ride.lat, lon: ride.lon + step * 0.006, heading: 90 });
    await expect(async () => {
      const x = (await car.boundingBox())?.x ?? 0;
      // A whole pixel: the map fits the ride's trip, and on a long trip a step is only a few.
      expect(x).toBeGreaterThan(lastX + 1);
      lastX = x;
    }).toPass({ timeout: LIVE_WITHIN_MS, intervals: [100] });
  }
  await shot(page, 'live-after');
  await shot(map, 'live-map');

  // The ride's detail no longer calls the position stale once the list refreshes (10 s).
  await expect(page.getByText(/GPS last updated \d+ minutes ago/)).toHaveCount(0, { timeout: 15_000 });
});
