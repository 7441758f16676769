import { describe, expect, it } from 'vitest';
import {
  EDITABLE_RIDE_STATUSES,
  type RideActor,
  type RideForActions,
  reachableEditStatuses,
} from './rideActions';

const NOW = new Date('2026-11-22T15:00:00Z');
const ride = (overrides: Partial<RideForActions> = {}): RideForActions => ({
  status: 'pending',
  company_vendor_id: null,
  company_broker_key: null,
  is_marketplace_ride: false,
  driver_id: 7,
  pickup_at: new Date(NOW.getTime() + 2 * 3_600_000).toISOString(),
  arrived_at: null,
  ...overrides,
});
const dispatcher: RideActor = { isFleet: false, permissions: [], now: NOW };
const CANCELS = ['user_canceled', 'user_requested_cancel', 'driver_canceled', 'company_canceled'];

describe("the edit form's status choices: what the actions table lets the ride reach now", () => {
  it('offers the next step and the cancellations the table offers in each status', () => {
    const reach = (status: RideForActions['status']) => reachableEditStatuses(ride({ status }), dispatcher);
    expect(reach('pending')).toEqual(CANCELS);
    expect(reach('assigned')).toEqual(['accepted', ...CANCELS]);
    expect(reach('accepted')).toEqual(['arriving', ...CANCELS]);
    expect(reach('arriving')).toEqual(['in_progress', ...CANCELS]);
    expect(reach('arrived')).toEqual(['in_progress']);
    expect(reach('in_progress')).toEqual(['finished']);
    for (const ended of ['finished', 'company_canceled', 'user_requested_cancel'] as const)
      expect(reach(ended)).toEqual([]);
  });

  it('leaves out a cancellation the table refuses, and one the broker makes through its own call', () => {
    expect(reachableEditStatuses(ride({ status: 'assigned', company_vendor_id: 15 }), dispatcher)).toEqual([
      'accepted',
    ]);
    expect(
      reachableEditStatuses(ride({ status: 'assigned', company_broker_key: 'sentry' }), dispatcher),
    ).toEqual(['accepted']);
    expect(
      reachableEditStatuses(ride({ status: 'assigned', company_broker_key: 'mta' }), dispatcher),
    ).toEqual(['accepted', ...CANCELS]);
  });

  it("is always a subset of the spec's editable choices", () => {
    for (const status of ['pending', 'assigned', 'accepted', 'arriving', 'in_progress'] as const)
      for (const choice of reachableEditStatuses(ride({ status }), dispatcher))
        expect(EDITABLE_RIDE_STATUSES).toContain(choice);
  });
});
