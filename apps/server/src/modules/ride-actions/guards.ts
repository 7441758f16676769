import type {
  RideActionKey,
  RideActor,
  RideForActions,
  RideStatus,
  RideUpdateBody,
} from '@fleetdesk/contract';
import { actionForStatus, BROKER_NAMES, cancelsByCall, rideActionRefusal } from '@fleetdesk/contract';
import { isOpenToFleets } from '../../db/fleet-reach';
import type { Caller, FleetScope } from '../../platform/auth/context';
import { permissionsIn, reachesCompany } from '../../platform/auth/reach';
import { AppError, invalidField, notFound } from '../../platform/errors';
import type { LockedRide } from './queries';
import { isSameVersion, staleRideMessage } from './rules';

/** The caller acting on this ride: with the keys they hold in the ride's company. */
export const actorOf = (caller: Caller, ride: LockedRide): RideActor => ({
  isFleet: caller.isFleet,
  permissions: [...permissionsIn(caller, ride.row.companyId)],
  now: new Date(),
});

export const forActions = ({ row, companyVendorId, companyBrokerKey }: LockedRide): RideForActions => ({
  status: row.status,
  company_vendor_id: companyVendorId,
  company_broker_key: companyBrokerKey,
  is_marketplace_ride: row.isMarketplaceRide,
  driver_id: row.driverId,
  pickup_at: row.pickupAt.toISOString(),
  arrived_at: row.arrivedAt?.toISOString() ?? null,
});

/**
 * A facility user acts on their companies' rides only. A fleet user acts on its own fleet's rides,
 * and may give one of its drivers a ride open to every fleet (db/fleet-reach.ts). Anything else
 * is answered as if the ride did not exist.
 */
export function assertInReach(ride: LockedRide | null, scope: FleetScope): LockedRide {
  if (!ride || !reachesCompany(scope, ride.row.companyId)) throw notFound('Ride');
  if (scope.fleetId === null) return ride;
  const open = isOpenToFleets({ ...ride.row, hiddenFromMarketplace: ride.hiddenFromMarketplace });
  if (ride.row.fleetId !== scope.fleetId && !open) throw notFound('Ride');
  return ride;
}

/** The parts of POST /rides/{id} that ask for an action rather than edit the ride. */
const ACTION_PARTS: ReadonlySet<string> = new Set([
  'status',
  'entity_type',
  'entity_id',
  'note',
  'updated_at',
]);

/**
 * A ride a fleet reaches only because it is open to every fleet is not the fleet's yet: it may give
 * the ride to one of its drivers (the actions table judges the status part) and edit nothing of it.
 */
export function assertNoEditOfOpenRide(ride: LockedRide, scope: FleetScope, body: RideUpdateBody): void {
  if (scope.fleetId === null || ride.row.fleetId === scope.fleetId) return;
  const edits = Object.entries(body)
    .filter(([field, value]) => value !== undefined && !ACTION_PARTS.has(field))
    .map(([field]) => field);
  if (edits.length === 0) return;
  const message = `Ride ${ride.row.id} is not your fleet's: assign one of your drivers to it before changing ${edits.join(', ')}`;
  throw new AppError('forbidden', message, Object.fromEntries(edits.map((field) => [field, [message]])));
}

/**
 * A caller who sends the updated_at they saw must have seen the ride as it is now: otherwise 409 naming
 * its state. Without it (decision 20) the action is judged on the ride as locked, by the actions table.
 */
export function assertVersion(seen: string | undefined, ride: LockedRide): void {
  if (seen === undefined || isSameVersion(seen, ride.row.updatedAt)) return;
  throw new AppError('conflict', staleRideMessage({ ...ride.row, driver: ride.driver }), undefined, {
    updated_at: ride.row.updatedAt.toISOString(),
  });
}

/** The actions table decides: not offered in this status → 409, not allowed for this actor → 403. */
export function assertAllowed(key: RideActionKey, ride: LockedRide, actor: RideActor): void {
  const refusal = rideActionRefusal(key, forActions(ride), actor);
  if (!refusal) return;
  throw new AppError(refusal.kind === 'state' ? 'conflict' : 'forbidden', refusal.message);
}

/**
 * A ride of a broker with an API is cancelled at that broker (its own call), never only here: the
 * broker would keep sending a trip we dropped. The spec's refusals still come first.
 */
export function assertCancelledHere(ride: LockedRide, target: RideStatus, actor: RideActor): void {
  if (actionForStatus(target, actor.isFleet) !== 'cancel') return;
  assertAllowed('cancel', ride, actor);
  const broker = ride.companyBrokerKey;
  if (!cancelsByCall(broker)) return;
  throw invalidField(
    'status',
    `A ${BROKER_NAMES[broker]} ride is cancelled through POST /rides/${ride.row.id}/${broker}/cancel`,
  );
}
