import {
  ACTIVE_RIDE_STATUSES,
  dollarAmountToCents,
  type RideEventType,
  type webhooks,
} from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { applyChange } from '../ride-actions/change';
import { insertRideEvent, listZoneShapes, lockRide, type RidePatch } from '../ride-actions/queries';
import { zoneContaining } from '../ride-actions/rules';
import type { RideChange } from '../rides/publish';
import {
  findEarlyCancel,
  findRideTypeFor,
  findTripRide,
  insertOfferedRide,
  lockTrip,
} from './inbound-queries';
import { brokerName } from './names';

type Body = webhooks.BrokerInboundBody;
type Trip = Body['trip'];

/** What a broker's call did: its answer, the ride it touched, and the changes to announce after commit. */
export interface Applied {
  status_code: number;
  message: string;
  ride_id: number | null;
  changes: RideChange[];
}

interface Company {
  id: number;
  name: string;
}

const OFFER_FIELDS = [
  'pickup_at',
  'first_name',
  'last_name',
  'start_address',
  'start_lat',
  'start_lon',
  'destination_address',
  'destination_lat',
  'destination_lon',
] as const;

/** The ride columns a trip's fields set (only those the broker sent). */
function patchOf(trip: Trip): RidePatch {
  const patch: RidePatch = {
    pickupAt: trip.pickup_at ? new Date(trip.pickup_at) : undefined,
    firstName: trip.first_name,
    lastName: trip.last_name,
    phoneNumber: trip.phone_number,
    startAddress: trip.start_address,
    startLat: trip.start_lat,
    startLon: trip.start_lon,
    destinationAddress: trip.destination_address,
    destinationLat: trip.destination_lat,
    destinationLon: trip.destination_lon,
    seats: trip.seats,
    numOfPassengers: trip.seats,
    vendorAmountCents: trip.vendor_amount === undefined ? undefined : dollarAmountToCents(trip.vendor_amount),
    tripNote: trip.note,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as RidePatch;
}

async function offer(tx: DbOrTx, broker: string, company: Company, body: Body): Promise<Applied> {
  const { trip } = body;
  // Offers of one trip under different event ids take turns, so the second finds the first's ride.
  await lockTrip(tx, company.id, trip.reference_id);
  const existing = await findTripRide(tx, company.id, trip.reference_id);
  if (existing !== null)
    return {
      status_code: 409,
      message: `Trip ${trip.reference_id} is already ride ${existing}`,
      ride_id: existing,
      changes: [],
    };
  const cancelledBy = await findEarlyCancel(tx, broker, trip.reference_id);
  if (cancelledBy !== null)
    return {
      status_code: 409,
      message: `Trip ${trip.reference_id} was cancelled by ${brokerName(broker)} before it was offered (event ${cancelledBy})`,
      ride_id: null,
      changes: [],
    };
  const missing = OFFER_FIELDS.filter((field) => trip[field] === undefined);
  if (missing.length > 0)
    return {
      status_code: 422,
      message: `An offered trip needs ${missing.join(', ')}`,
      ride_id: null,
      changes: [],
    };
  const seats = trip.seats ?? 1;
  const rideTypeId = await findRideTypeFor(tx, company.id, seats);
  if (rideTypeId === null)
    return {
      status_code: 422,
      message: `${company.name} has no ride type for ${seats} seats`,
      ride_id: null,
      changes: [],
    };
  const zones = await listZoneShapes(tx);
  const patch = patchOf(trip);
  const row = {
    ...patch,
    status: 'pending' as const,
    companyId: company.id,
    referenceId: trip.reference_id,
    rideTypeId,
    paymentType: 'account',
    pickupZoneId: zoneContaining(trip.start_lat as number, trip.start_lon as number, zones),
    destinationZoneId: zoneContaining(trip.destination_lat as number, trip.destination_lon as number, zones),
  } as Parameters<typeof insertOfferedRide>[1];
  const rideId = await insertOfferedRide(tx, row);
  const note = `Offered by ${brokerName(broker)} (event ${body.event_id})`;
  await insertRideEvent(tx, { rideId, eventType: 'pending', adminId: null, body: note });
  await writeAudit(tx, {
    adminId: null,
    action: 'ride.created',
    entityType: 'ride',
    entityId: rideId,
    after: { ...row, id: rideId, broker_event_id: body.event_id },
  });
  const changes: RideChange[] = [{ rideId, event: 'created', fleetBefore: null, fleetAfter: null }];
  return { status_code: 200, message: `Ride ${rideId} created`, ride_id: rideId, changes };
}

/** Which realtime events an update raises: the pickup and destination have their own. */
function updateEvents(patch: RidePatch): RideEventType[] {
  const events: RideEventType[] = ['updated'];
  if (patch.startAddress || patch.pickupZoneId !== undefined || patch.pickupAt) events.push('pickup_updated');
  if (patch.destinationAddress || patch.destinationZoneId !== undefined) events.push('destination_updated');
  return events;
}

async function change(tx: DbOrTx, broker: string, company: Company, body: Body): Promise<Applied> {
  const { trip } = body;
  // Waits for an offer of the trip being applied, so a cancellation racing it finds its ride.
  await lockTrip(tx, company.id, trip.reference_id);
  const rideId = await findTripRide(tx, company.id, trip.reference_id);
  const ride = rideId === null ? null : await lockRide(tx, rideId);
  if (!ride)
    return { status_code: 404, message: `No ride of trip ${trip.reference_id}`, ride_id: null, changes: [] };
  if (!ACTIVE_RIDE_STATUSES.includes(ride.row.status))
    return {
      status_code: 409,
      message: `Ride ${ride.row.id} is ${ride.row.status}: it changes no more`,
      ride_id: ride.row.id,
      changes: [],
    };
  const name = brokerName(broker);
  const author = { tx, caller: { adminId: null } };
  if (body.type === 'trip.cancelled') {
    const reason = trip.reason ? `: ${trip.reason}` : '';
    const step = await applyChange(author, ride, {
      patch: { status: 'user_canceled' },
      eventType: 'user_canceled',
      body: `Cancelled by ${name}${reason} (event ${body.event_id})`,
      auditAction: 'ride.broker_cancelled',
      realtime: ['canceled'],
    });
    return {
      status_code: 200,
      message: `Ride ${ride.row.id} cancelled`,
      ride_id: ride.row.id,
      changes: step.changes,
    };
  }
  const patch = patchOf(trip);
  if (Object.keys(patch).length === 0)
    return { status_code: 422, message: 'The update changes nothing', ride_id: ride.row.id, changes: [] };
  // A point moved by one coordinate alone lands where the other one already was: its zone follows.
  const { row } = ride;
  if (patch.startLat !== undefined || patch.startLon !== undefined)
    patch.pickupZoneId = zoneContaining(
      patch.startLat ?? row.startLat,
      patch.startLon ?? row.startLon,
      await listZoneShapes(tx),
    );
  if (patch.destinationLat !== undefined || patch.destinationLon !== undefined)
    patch.destinationZoneId = zoneContaining(
      patch.destinationLat ?? row.destinationLat,
      patch.destinationLon ?? row.destinationLon,
      await listZoneShapes(tx),
    );
  const step = await applyChange(author, ride, {
    patch,
    eventType: 'update',
    body: `Updated by ${name}: ${Object.keys(patchOf(trip)).join(', ')} (event ${body.event_id})`,
    auditAction: 'ride.broker_updated',
    realtime: updateEvents(patch),
  });
  return {
    status_code: 200,
    message: `Ride ${ride.row.id} updated`,
    ride_id: ride.row.id,
    changes: step.changes,
  };
}

/**
 * Applies a broker's event to its ride inside the caller's transaction, through the ride actions' own
 * steps (row lock, log line, audit). A refusal (unknown trip, ended ride) is an answer, not an error:
 * it is kept and given again to a resend.
 */
export async function applyBrokerEvent(tx: DbOrTx, broker: string, company: Company, body: Body) {
  try {
    return await tx.transaction((savepoint) =>
      body.type === 'trip.offered'
        ? offer(savepoint, broker, company, body)
        : change(savepoint, broker, company, body),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      status_code: error.status,
      message: error.message,
      ride_id: null,
      changes: [],
    } satisfies Applied;
  }
}
