import { describe, expect, it } from 'vitest';
import { vendorPickupDelay } from './vendorPickupDelay';

const PICKUP = '2030-05-14T13:00:00.000Z';
const delayOf = (minutesAfterPickup: number) =>
  vendorPickupDelay({
    pickup_at: PICKUP,
    vendor_pickup_at: new Date(Date.parse(PICKUP) + minutesAfterPickup * 60_000).toISOString(),
  });

describe('vendorPickupDelay', () => {
  it('shows a delay of up to 10 minutes without highlighting it', () => {
    expect(delayOf(1)).toEqual({ minutes: 1, highlighted: false });
    expect(delayOf(10)).toEqual({ minutes: 10, highlighted: false });
  });

  it('highlights a delay above 10 minutes, up to 199', () => {
    expect(delayOf(11)).toEqual({ minutes: 11, highlighted: true });
    expect(delayOf(199)).toEqual({ minutes: 199, highlighted: true });
  });

  it('ignores a delay of 200 minutes or more', () => {
    expect(delayOf(200)).toBeNull();
    expect(delayOf(240)).toBeNull();
  });

  it('judges whole minutes, so what is shown is what is highlighted', () => {
    expect(delayOf(10.4)).toEqual({ minutes: 10, highlighted: false });
    expect(delayOf(199.6)).toBeNull();
  });

  it('has nothing to show without a vendor time or when the vendor is on time or early', () => {
    expect(vendorPickupDelay({ pickup_at: PICKUP, vendor_pickup_at: null })).toBeNull();
    expect(delayOf(0)).toBeNull();
    expect(delayOf(-5)).toBeNull();
  });
});
