import type { RideEventType, RideUpdateBody } from '@fleetdesk/contract';
import { invalidField } from '../../platform/errors';
import { applyChange, type ChangeContext } from './change';
import { findRideTypeCompany, type LockedRide, listZoneShapes, type RidePatch } from './queries';
import { zoneContaining } from './rules';

const NEW_YORK_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'empty';
  if (value instanceof Date) return NEW_YORK_TIME.format(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
};

interface EditPlan {
  patch: RidePatch;
  lines: string[];
  realtime: Set<RideEventType>;
}

/** Sets a column the request changes, noting the line for the log and the realtime event it raises. */
function setIfChanged<K extends keyof RidePatch>(
  plan: EditPlan,
  ride: LockedRide,
  change: { column: K; value: RidePatch[K]; label: string; event: RideEventType },
) {
  const { column, value, label, event } = change;
  const current = ride.row[column as keyof typeof ride.row];
  const same = current instanceof Date && value instanceof Date ? +current === +value : current === value;
  if (same) return false;
  plan.patch[column] = value;
  plan.lines.push(`${label} from ${shown(current)} to ${shown(value)}`);
  plan.realtime.add(event);
  return true;
}

/** The edit part of POST /rides/{id}: plain columns, the ride type of the ride's company, places with their zones. */
async function planEdit(ctx: ChangeContext, ride: LockedRide, body: RideUpdateBody): Promise<EditPlan> {
  const plan: EditPlan = { patch: {}, lines: [], realtime: new Set() };
  const set = <K extends keyof RidePatch>(
    column: K,
    value: RidePatch[K] | undefined,
    label: string,
    event: RideEventType = 'updated',
  ) => value !== undefined && setIfChanged(plan, ride, { column, value, label, event });

  set('firstName', body.first_name, 'first name');
  set('lastName', body.last_name, 'last name');
  set('phoneNumber', body.phone_number, 'phone');
  set('email', body.email, 'email');
  set('newTripId', body.new_trip_id, 'new trip id');
  set('newTripIdNote', body.new_trip_id_note, 'new trip id note');
  set('seats', body.seats, 'seats');
  set('dropoffAt', body.dropoff_at === undefined ? undefined : new Date(body.dropoff_at), 'dropoff time');
  set('pickupNote', body.pickup_note, 'pickup note');
  if (body.fare_collected !== undefined) {
    set('fareCollectedCents', Math.round(body.fare_collected * 100), 'fare collected (cents)');
  }
  if (body.user_confirmed !== undefined) set('confirmed', body.user_confirmed === 1, 'passenger confirmed');
  if (body.driver_confirmed !== undefined)
    set('driverConfirmed', body.driver_confirmed === 1, 'driver confirmed');
  if (body.ride_type_id !== undefined) {
    const companyId = await findRideTypeCompany(ctx.tx, body.ride_type_id);
    if (companyId !== ride.row.companyId) {
      throw invalidField('ride_type_id', "The ride type does not belong to the ride's company");
    }
    set('rideTypeId', body.ride_type_id, 'ride type');
  }
  if (body.pickup_at !== undefined)
    set('pickupAt', new Date(body.pickup_at), 'pickup time', 'pickup_updated');
  if (body.start || body.destination) {
    const zones = await listZoneShapes(ctx.tx);
    if (body.start) {
      const { address, lat, lon } = body.start;
      set('startAddress', address, 'pickup address', 'pickup_updated');
      set('startLat', lat, 'pickup latitude', 'pickup_updated');
      set('startLon', lon, 'pickup longitude', 'pickup_updated');
      set('pickupZoneId', zoneContaining(lat, lon, zones), 'pickup zone', 'pickup_updated');
    }
    if (body.destination) {
      const { address, lat, lon } = body.destination;
      set('destinationAddress', address, 'destination address', 'destination_updated');
      set('destinationLat', lat, 'destination latitude', 'destination_updated');
      set('destinationLon', lon, 'destination longitude', 'destination_updated');
      set('destinationZoneId', zoneContaining(lat, lon, zones), 'destination zone', 'destination_updated');
    }
  }
  return plan;
}

/** Applies the edit fields of a request, if any changed; one log line lists every change. */
export async function editRide(ctx: ChangeContext, ride: LockedRide, body: RideUpdateBody) {
  const plan = await planEdit(ctx, ride, body);
  if (plan.lines.length === 0) return { ride, changes: [] };
  return applyChange(ctx, ride, {
    patch: plan.patch,
    eventType: 'update',
    body: `Changed ${plan.lines.join('; ')}`,
    auditAction: 'ride.updated',
    realtime: [...plan.realtime],
  });
}
