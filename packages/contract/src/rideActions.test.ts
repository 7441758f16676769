import { describe, expect, it } from 'vitest';
import {
  actionsForStatus,
  type RideActor,
  type RideForActions,
  reviveNeedsNewTripId,
  rideActionRefusal,
  rideActionStates,
} from './rideActions';

const NOW = new Date('2026-11-22T15:00:00Z');
const minutesFromNow = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();

const ride = (overrides: Partial<RideForActions> = {}): RideForActions => ({
  status: 'pending',
  company_vendor_id: null,
  company_broker_key: null,
  is_marketplace_ride: false,
  driver_id: null,
  pickup_at: minutesFromNow(120),
  arrived_at: null,
  ...overrides,
});
const staff = (permissions: string[] = []): RideActor => ({ isFleet: false, permissions, now: NOW });
const fleet: RideActor = { isFleet: true, permissions: [], now: NOW };

const keysOf = (r: RideForActions, actor: RideActor) => rideActionStates(r, actor).map((a) => a.key);
const reasonOf = (r: RideForActions, actor: RideActor, key: string) =>
  rideActionStates(r, actor).find((a) => a.key === key)?.disabledReason;

describe('actions by status (spec 1 §4)', () => {
  it('follows the table and offers Revive only for other statuses', () => {
    expect(actionsForStatus('assigned')).toEqual(['revive', 'switch', 'en_route', 'cancel']);
    expect(actionsForStatus('accepted')).toEqual(['revive', 'switch', 'on_location', 'cancel']);
    expect(actionsForStatus('arrived')).toEqual(['revive', 'pickup']);
    expect(actionsForStatus('in_progress')).toEqual(['revive', 'dropoff']);
    expect(actionsForStatus('user_requested_cancel')).toEqual(['revive', 'confirm_cancellation']);
    expect(actionsForStatus('finished')).toEqual(['revive']);
    expect(actionsForStatus('company_canceled')).toEqual(['revive']);
  });

  it('shows Assign to last driver only when one is stored', () => {
    expect(keysOf(ride(), staff())).not.toContain('assign_last_driver');
    expect(keysOf(ride(), { ...staff(), hasLastDriver: true })).toContain('assign_last_driver');
  });

  it('offers Reject on non-marketplace broker rides for staff, always for Sentry 2', () => {
    expect(keysOf(ride({ company_broker_key: 'sentry' }), staff())).toContain('reject');
    expect(keysOf(ride({ company_broker_key: 'sentry', is_marketplace_ride: true }), staff())).not.toContain(
      'reject',
    );
    expect(keysOf(ride({ company_broker_key: 'sentry2', is_marketplace_ride: true }), fleet)).toContain(
      'reject',
    );
    expect(keysOf(ride(), staff())).not.toContain('reject');
  });

  it('offers Take Ride on Arro marketplace rides to staff only', () => {
    const arro = ride({ company_broker_key: 'arro', is_marketplace_ride: true });
    expect(keysOf(arro, staff())).toContain('take');
    expect(keysOf(arro, fleet)).not.toContain('take');
  });
});

describe('disabled rules (spec 1 §4)', () => {
  it('denies fleet users the status moves with "Permission denied!"', () => {
    expect(reasonOf(ride({ status: 'assigned', driver_id: 1 }), fleet, 'en_route')).toBe(
      'Permission denied!',
    );
    expect(reasonOf(ride({ status: 'in_progress', driver_id: 1 }), fleet, 'dropoff')).toBe(
      'Permission denied!',
    );
  });

  it('locks Switch and Revive for fleet users only within the 10 minutes before pickup', () => {
    const soon = ride({ status: 'assigned', driver_id: 1, pickup_at: minutesFromNow(9) });
    const later = ride({ status: 'assigned', driver_id: 1, pickup_at: minutesFromNow(11) });
    const past = ride({ status: 'assigned', driver_id: 1, pickup_at: minutesFromNow(-5) });
    expect(reasonOf(soon, fleet, 'switch')).toBe('Not available within 10 minutes before pickup');
    expect(reasonOf(soon, fleet, 'revive')).toBe('Not available within 10 minutes before pickup');
    expect(reasonOf(later, fleet, 'switch')).toBeNull();
    expect(reasonOf(past, fleet, 'switch')).toBeNull();
    expect(reasonOf(past, fleet, 'revive')).toBeNull();
    expect(reasonOf(soon, staff(), 'switch')).toBeNull();
  });

  it('refuses cancel for vendor 15 and for Sentry marketplace trips', () => {
    expect(reasonOf(ride({ company_vendor_id: 15 }), staff(), 'cancel')).toBe('Access denied');
    expect(
      reasonOf(ride({ company_broker_key: 'sentry2', is_marketplace_ride: true }), staff(), 'cancel'),
    ).toBe('Cancellation is disabled for Sentry 2 Marketplace trips');
  });

  it('hides Cancel for fleet users but offers No Show once the wait has passed', () => {
    const arriving = ride({ status: 'arriving', driver_id: 1, pickup_at: minutesFromNow(-3) });
    expect(keysOf(arriving, fleet)).not.toContain('cancel');
    expect(reasonOf(arriving, fleet, 'no_show')).toBe(
      'No Show will be active 5 minutes after pickup time(arrived time)',
    );
    const waited = ride({ ...arriving, pickup_at: minutesFromNow(-6) });
    expect(reasonOf(waited, fleet, 'no_show')).toBeNull();
    const arrivedLate = ride({ ...waited, arrived_at: minutesFromNow(-2) });
    expect(reasonOf(arrivedLate, fleet, 'no_show')).not.toBeNull();
  });

  it('needs the broker revive keys with the spec messages', () => {
    const sentryDone = ride({ status: 'finished', driver_id: 1, company_broker_key: 'sentry' });
    // Without the key the spec's words; with it the new trip id is a required field of the form.
    expect(reasonOf(sentryDone, staff(), 'revive')).toBe('NEW TRIP ID IS REQUIRED!');
    expect(reasonOf(sentryDone, staff(['rides.revive-sentry']), 'revive')).toBeNull();
    expect(reviveNeedsNewTripId(sentryDone)).toBe(true);
    expect(reviveNeedsNewTripId({ status: 'assigned', company_broker_key: 'sentry' })).toBe(false);
    expect(reviveNeedsNewTripId({ status: 'finished', company_broker_key: 'sentry2' })).toBe(false);
    expect(
      reasonOf(ride({ status: 'assigned', driver_id: 1, company_broker_key: 'sentry' }), staff(), 'revive'),
    ).toBeNull();
    expect(reasonOf(ride({ status: 'assigned', company_broker_key: 'mta' }), staff(), 'revive')).toBe(
      'You do not have permission to revive MTA rides!',
    );
    expect(reasonOf(ride({ status: 'assigned', company_broker_key: 'sentry2' }), staff(), 'revive')).toBe(
      'You do not have permission to revive Sentry 2 rides!',
    );
  });

  it('needs the broker reject keys', () => {
    expect(reasonOf(ride({ company_broker_key: 'sentry' }), staff(), 'reject')).toBe(
      'You do not have permission to reject Sentry rides',
    );
    expect(reasonOf(ride({ company_broker_key: 'sentry2' }), staff(), 'reject')).toBe(
      'You do not have permission to reject Sentry 2 rides',
    );
    expect(
      reasonOf(ride({ company_broker_key: 'sentry' }), staff(['rides.reject-sentry']), 'reject'),
    ).toBeNull();
  });
});

describe('server refusals', () => {
  it('answers a state refusal when the action is not in the table any more', () => {
    expect(rideActionRefusal('assign', ride({ status: 'assigned', driver_id: 1 }), staff())).toEqual({
      kind: 'state',
      message: 'Assign is not available: the ride is Assigned now.',
    });
  });

  it('answers a denial with the same words as the tooltip', () => {
    expect(rideActionRefusal('cancel', ride({ company_vendor_id: 15 }), staff())).toEqual({
      kind: 'denied',
      message: 'Access denied',
    });
    expect(rideActionRefusal('en_route', ride({ status: 'assigned', driver_id: 1 }), fleet)?.message).toBe(
      'Permission denied!',
    );
    expect(rideActionRefusal('dropoff', ride({ status: 'in_progress', driver_id: 1 }), staff())).toBeNull();
  });
});
