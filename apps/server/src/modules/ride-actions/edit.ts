import {
  ADMIN_ROLE_NAME,
  dollarAmountToCents,
  normalizePhone,
  type RideEventType,
  type RideUpdateBody,
} from '@fleetdesk/contract';
import { assertCompanyInReach } from '../../platform/auth/reach';
import { AppError, invalidField } from '../../platform/errors';
import { FARE_UPDATE_EVENT } from '../rides/log-events';
import { applyChange, type ChangeContext } from './change';
import {
  findRideTypeCompany,
  holdsRoleFor,
  insertRideEvent,
  isActiveCompany,
  type LockedRide,
  listZoneShapes,
  lockRide,
  type RidePatch,
} from './queries';
import { type ZoneShape, zoneContaining } from './rules';

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
  /** Log lines anyone who reads the ride may read. */
  lines: string[];
  /** Log lines of money fields, logged apart so the fleet view can leave them out. */
  staffLines: string[];
  realtime: Set<RideEventType>;
}

/** Sets a column the request changes, noting the line for the log and the realtime event it raises. */
function setIfChanged<K extends keyof RidePatch>(
  plan: EditPlan,
  ride: LockedRide,
  change: { column: K; value: RidePatch[K]; label: string; event: RideEventType; staffOnly?: boolean },
) {
  const { column, value, label, event } = change;
  const current = ride.row[column as keyof typeof ride.row];
  const same = current instanceof Date && value instanceof Date ? +current === +value : current === value;
  if (same) return false;
  plan.patch[column] = value;
  (change.staffOnly ? plan.staffLines : plan.lines).push(
    `${label} from ${shown(current)} to ${shown(value)}`,
  );
  plan.realtime.add(event);
  return true;
}

export const RIDE_TYPE_OF_COMPANY = "The ride type does not belong to the ride's company";
export const RIDE_TYPE_FOR_NEW_COMPANY =
  "The ride's type belongs to its current company: send a ride_type_id of the new company with company_id";
export const INACTIVE_COMPANY = 'The company does not exist or is inactive';

/**
 * A ride's type is always one of its company's: a new ride type must be the (new) company's, and a
 * company switch keeps the ride type only if it belongs to the new company too. A facility user
 * switches only between their own companies.
 */
async function checkCompanyAndRideType(ctx: ChangeContext, ride: LockedRide, body: RideUpdateBody) {
  const switching = body.company_id !== undefined && body.company_id !== ride.row.companyId;
  if (switching) assertCompanyInReach(ctx.caller, body.company_id as number);
  if (switching && !(await isActiveCompany(ctx.tx, body.company_id as number))) {
    throw invalidField('company_id', INACTIVE_COMPANY);
  }
  const companyId = body.company_id ?? ride.row.companyId;
  const rideTypeId = body.ride_type_id ?? (switching ? ride.row.rideTypeId : undefined);
  if (rideTypeId === undefined) return;
  if ((await findRideTypeCompany(ctx.tx, rideTypeId)) === companyId) return;
  throw invalidField(
    'ride_type_id',
    body.ride_type_id === undefined ? RIDE_TYPE_FOR_NEW_COMPANY : RIDE_TYPE_OF_COMPANY,
  );
}

export const ZONE_EDIT_DENIED = `Only the ${ADMIN_ROLE_NAME} role may change pickup and destination zones`;
export const UNKNOWN_ZONE = 'The zone does not exist';
const ZONE_FIELDS = ['pickup_zone_id', 'destination_zone_id'] as const;

/** Zones set by hand are for holders of the role named Admin in the ride's company (spec 1 §6). */
async function assertZoneEditor(ctx: ChangeContext, ride: LockedRide, body: RideUpdateBody) {
  const fields = ZONE_FIELDS.filter((field) => body[field] !== undefined);
  if (fields.length === 0) return;
  const { caller, tx } = ctx;
  if (!caller.isFleet && (await holdsRoleFor(tx, caller.adminId, ADMIN_ROLE_NAME, ride.row.companyId)))
    return;
  throw new AppError(
    'forbidden',
    ZONE_EDIT_DENIED,
    Object.fromEntries(fields.map((field) => [field, [ZONE_EDIT_DENIED]])),
  );
}

/** A place's zone after the request: the one chosen by hand, else the one a new point lies in. */
function zoneAfter(
  field: (typeof ZONE_FIELDS)[number],
  chosen: number | null | undefined,
  place: { lat: number; lon: number } | undefined,
  zones: readonly ZoneShape[],
): number | null | undefined {
  if (chosen === undefined) return place && zoneContaining(place.lat, place.lon, zones);
  if (chosen !== null && !zones.some((zone) => zone.id === chosen)) throw invalidField(field, UNKNOWN_ZONE);
  return chosen;
}

/** The edit part of POST /rides/{id}: plain columns, the ride type of the ride's company, places with their zones. */
async function planEdit(ctx: ChangeContext, ride: LockedRide, body: RideUpdateBody): Promise<EditPlan> {
  const plan: EditPlan = { patch: {}, lines: [], staffLines: [], realtime: new Set() };
  const set = <K extends keyof RidePatch>(
    column: K,
    value: RidePatch[K] | undefined,
    label: string,
    event: RideEventType = 'updated',
  ) => value !== undefined && setIfChanged(plan, ride, { column, value, label, event });

  set('firstName', body.first_name, 'first name');
  set('lastName', body.last_name, 'last name');
  // Stored in the one normal form the create wizard stores, so searches and comparisons agree.
  set('phoneNumber', body.phone_number && normalizePhone(body.phone_number), 'phone');
  set('email', body.email, 'email');
  set('newTripId', body.new_trip_id, 'new trip id');
  set('newTripIdNote', body.new_trip_id_note, 'new trip id note');
  set('seats', body.seats, 'seats');
  set('dropoffAt', body.dropoff_at === undefined ? undefined : new Date(body.dropoff_at), 'dropoff time');
  set('pickupNote', body.pickup_note, 'pickup note');
  if (body.fare_collected !== undefined) {
    setIfChanged(plan, ride, {
      column: 'fareCollectedCents',
      value: dollarAmountToCents(body.fare_collected),
      label: 'fare collected (cents)',
      event: 'updated',
      staffOnly: true,
    });
  }
  if (body.user_confirmed !== undefined) set('confirmed', body.user_confirmed === 1, 'passenger confirmed');
  if (body.driver_confirmed !== undefined)
    set('driverConfirmed', body.driver_confirmed === 1, 'driver confirmed');
  await checkCompanyAndRideType(ctx, ride, body);
  // The new ride type is part of the switch: one company_switched event says it all.
  const isSwitch = set('companyId', body.company_id, 'company', 'company_switched');
  set('rideTypeId', body.ride_type_id, 'ride type', isSwitch ? 'company_switched' : 'updated');
  if (body.pickup_at !== undefined)
    set('pickupAt', new Date(body.pickup_at), 'pickup time', 'pickup_updated');
  await assertZoneEditor(ctx, ride, body);
  const placesChange = body.start || body.destination;
  const zonesChange = ZONE_FIELDS.some((field) => body[field] !== undefined);
  const zones = placesChange || zonesChange ? await listZoneShapes(ctx.tx) : [];
  if (body.start) {
    const { address, lat, lon } = body.start;
    set('startAddress', address, 'pickup address', 'pickup_updated');
    set('startLat', lat, 'pickup latitude', 'pickup_updated');
    set('startLon', lon, 'pickup longitude', 'pickup_updated');
  }
  const pickupZone = zoneAfter('pickup_zone_id', body.pickup_zone_id, body.start, zones);
  set('pickupZoneId', pickupZone, 'pickup zone', 'pickup_updated');
  if (body.destination) {
    const { address, lat, lon } = body.destination;
    set('destinationAddress', address, 'destination address', 'destination_updated');
    set('destinationLat', lat, 'destination latitude', 'destination_updated');
    set('destinationLon', lon, 'destination longitude', 'destination_updated');
  }
  const destinationZone = zoneAfter('destination_zone_id', body.destination_zone_id, body.destination, zones);
  set('destinationZoneId', destinationZone, 'destination zone', 'destination_updated');
  return plan;
}

/**
 * Applies the edit fields of a request, if any changed: one log line lists every change, and money
 * changes get a line of their own (`fare_update`) that fleets do not see.
 */
export async function editRide(ctx: ChangeContext, ride: LockedRide, body: RideUpdateBody) {
  const plan = await planEdit(ctx, ride, body);
  const logs = [
    { eventType: 'update', lines: plan.lines },
    { eventType: FARE_UPDATE_EVENT, lines: plan.staffLines },
  ].filter((log) => log.lines.length > 0);
  const [first, ...more] = logs;
  if (!first) return { ride, changes: [] };
  const edited = await applyChange(ctx, ride, {
    patch: plan.patch,
    eventType: first.eventType,
    body: `Changed ${first.lines.join('; ')}`,
    auditAction: 'ride.updated',
    realtime: [...plan.realtime],
  });
  for (const log of more) {
    await insertRideEvent(ctx.tx, {
      rideId: ride.row.id,
      eventType: log.eventType,
      adminId: ctx.caller.adminId,
      body: `Changed ${log.lines.join('; ')}`,
    });
  }
  if (plan.patch.companyId === undefined) return edited;
  // The steps after the edit (a status change in the same request) judge by the new company's broker.
  const relocked = await lockRide(ctx.tx, ride.row.id);
  return { ride: relocked ?? edited.ride, changes: edited.changes };
}
