import type { SurgeRide } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { surgeRowLook } from './surgeRowRules';

const ride = (change: Partial<SurgeRide>) =>
  ({
    pickup_at: '2030-07-01T19:00:00.000Z', // 15:00 in New York (EDT)
    vendor_pickup_at: null,
    surge_amount: 0,
    zone_name: 'Midtown',
    zone_borough: 'Manhattan',
    ...change,
  }) as SurgeRide;

describe('a pending ride’s look (spec 3 §9)', () => {
  it('marks zone M between 14:00 and 18:00 New York time', () => {
    expect(surgeRowLook(ride({})).isBusy).toBe(true);
    expect(surgeRowLook(ride({ pickup_at: '2030-07-01T22:30:00.000Z' })).isBusy).toBe(false);
    expect(surgeRowLook(ride({ zone_borough: 'Queens' })).isBusy).toBe(false);
  });

  it('shows Far Rockaway as FR, the surge band and the vendor delay rule', () => {
    expect(surgeRowLook(ride({ zone_name: 'Far Rockaway' })).zone).toBe('FR');
    expect(surgeRowLook(ride({ surge_amount: 25 })).band).toBe(4);
    expect(surgeRowLook(ride({ vendor_pickup_at: '2030-07-01T19:11:00.000Z' })).delay).toEqual({
      minutes: 11,
      highlighted: true,
    });
    expect(surgeRowLook(ride({ vendor_pickup_at: '2030-07-01T19:10:00.000Z' })).delay?.highlighted).toBe(
      false,
    );
    expect(surgeRowLook(ride({ vendor_pickup_at: '2030-07-01T22:20:00.000Z' })).delay).toBeNull();
  });
});
