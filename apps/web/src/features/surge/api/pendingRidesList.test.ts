import type { SurgeRide } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { rideFixture } from '../../rides/dialogs/testing/rideFixture';
import { withChangedRide, withSurgeRide } from './pendingRidesList';

const listed: SurgeRide = {
  id: 7,
  pickup_at: '2030-01-01T15:00:00.000Z',
  vendor_pickup_at: null,
  distance: 4.2,
  driver_net: 20,
  surge_amount: 1,
  vendor_amount: 30,
  ride_type: 'Sedan',
  zone_id: 17,
  zone_name: 'Far Rockaway',
  zone_borough: 'Queens',
  vip: false,
  lateness: 0,
  separation_line: false,
  company_id: 1,
  company_name: 'Sentry',
  updated_at: '2030-01-01T10:00:00.005Z',
};

describe('the pending rides board keeps the newer updated_at (spec 3 §4)', () => {
  it('takes a newer answer and ignores an older one', () => {
    const newer = { ...listed, surge_amount: 2, driver_net: 21, updated_at: '2030-01-01T10:00:00.006Z' };
    expect(withSurgeRide([listed], newer)).toEqual([newer]);
    expect(withSurgeRide([newer], listed)).toEqual([newer]);
  });

  it('takes a newer ride event’s price and drops a ride no longer open', () => {
    const ride = rideFixture({
      id: 7,
      status: 'pending',
      driver_id: null,
      is_marketplace_ride: true,
      driver_net: 22,
      surge_amount: 3,
      updated_at: '2030-01-01T10:00:00.009Z',
    });
    expect(withChangedRide([listed], 7, ride)[0]).toMatchObject({ driver_net: 22, surge_amount: 3 });
    expect(withChangedRide([listed], 7, { ...ride, updated_at: '2030-01-01T10:00:00.001Z' })).toEqual([
      listed,
    ]);
    expect(withChangedRide([listed], 7, { ...ride, status: 'assigned', driver_id: 5 })).toEqual([]);
    expect(withChangedRide([listed], 7, null)).toEqual([]);
    expect(withChangedRide([listed], 8, ride)).toEqual([listed]);
  });
});
