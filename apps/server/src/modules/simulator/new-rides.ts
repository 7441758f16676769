import { rideCreateBody, TIME_ZONE } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Caller } from '../../platform/auth/context';
import type { ModuleDeps } from '../../platform/module';
import { createEstimatesService } from '../estimates/service';
import { createRideActionsService } from '../ride-actions/service';
import { createRideCreateService } from '../ride-create/service';
import { findNearestIdleDriver, findTripToBook } from './queries';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A new demo ride this often (per simulating process): a steady trickle, not a flood. */
export const NEW_RIDE_EVERY_MS = 5 * 60_000;
/** Booked this far ahead, so the assigned driver sets off soon after (rules.ts SET_OFF_MARGIN_MS). */
const BOOKED_AHEAD_MS = 20 * 60_000;
/** The operator's default company for new rides (spec 1 §9). */
const DEFAULT_COMPANY_ID = 39;

/**
 * New rides through the day, made the way a dispatcher makes them: an estimate of a trip the demo
 * knows, POST /rides's service with the contract's own body, then the nearest idle online driver
 * assigned through the ride actions. Each rule (estimate expiry, dates, assignment checks) applies.
 */
export function createRideMaker(deps: ModuleDeps) {
  const estimates = createEstimatesService(deps);
  const rideCreate = createRideCreateService(deps);
  const rideActions = createRideActionsService(deps);
  let lastAt = 0;
  let made = 0;

  async function book(caller: Caller, now: number) {
    const trip = await findTripToBook(deps.db, DEFAULT_COMPANY_ID, made);
    if (!trip) return null;
    const priced = await estimates.priceEstimates(caller, {
      company_id: DEFAULT_COMPANY_ID,
      start: trip.start,
      destination: trip.destination,
      seats: 1,
      rider_id: trip.rider.id,
      with_return: false,
    });
    const estimate = priced.estimates[0];
    if (!estimate) return null;
    const pickup = dayjs(now + BOOKED_AHEAD_MS).tz(TIME_ZONE);
    const body = rideCreateBody.parse({
      company_id: DEFAULT_COMPANY_ID,
      ride_estimate_id: estimate.id,
      pickup_at_dates: [pickup.format('YYYY-MM-DD')],
      pickup_at_time: pickup.format('HH:mm'),
      payment_type: 'passenger',
      rider_id: trip.rider.id,
      rider_first_name: trip.rider.firstName,
      rider_last_name: trip.rider.lastName,
      rider_phone_number: trip.rider.phoneNumber ?? undefined,
      rider_email: trip.rider.email ?? undefined,
    });
    const answer = await rideCreate.createRides(caller, body, 'simulator');
    const rideId = answer.rides[0]?.ride?.id;
    return rideId === undefined ? null : { rideId, start: trip.start };
  }

  return {
    /** Books and assigns one ride when the last one is old enough; answers its id (null: none now). */
    async maybeCreate(caller: Caller, now: number): Promise<number | null> {
      if (now - lastAt < NEW_RIDE_EVERY_MS) return null;
      lastAt = now;
      made += 1;
      const booked = await book(caller, now);
      if (booked === null) return null;
      const { rideId, start } = booked;
      const driverId = await findNearestIdleDriver(deps.db, start);
      if (driverId !== null) {
        const scope = { fleetId: null, companyIds: null };
        await rideActions.updateRide(
          caller,
          scope,
          rideId,
          { status: 'confirm', entity_id: driverId },
          'simulator',
        );
      }
      return rideId;
    },
  };
}
