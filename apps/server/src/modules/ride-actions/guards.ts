import type { RideActionKey, RideActor, RideForActions, RideStatus } from '@fleetdesk/contract';
import { BROKER_NAMES, rideActionRefusal } from '@fleetdesk/contract';
import { isBrokerApiKey } from '../../platform/adapters/brokers';
import type { Caller, FleetScope } from '../../platform/auth/context';
import { permissionsIn, reachesCompany } from '../../platform/auth/reach';
import { AppError, invalidField, notFound } from '../../platform/errors';
import type { LockedRide } from './queries';
import { actionForStatus, isSameVersion, staleRideMessage, UPDATED_AT_REQUIRED } from './rules';

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
 * and may give one of its drivers a pending ride already released to drivers (one they could take
 * themselves). Anything else is answered as if the ride did not exist.
 */
export function assertInReach(ride: LockedRide | null, scope: FleetScope): LockedRide {
  if (!ride || !reachesCompany(scope, ride.row.companyId)) throw notFound('Ride');
  if (scope.fleetId === null) return ride;
  const { row } = ride;
  const isOpenPending = row.status === 'pending' && row.driverId === null && row.availableForDrivers;
  if (row.fleetId !== scope.fleetId && !isOpenPending) throw notFound('Ride');
  return ride;
}

/** The caller must have seen the ride as it is now (required when the request moves status or driver). */
export function assertVersion(seen: string | undefined, ride: LockedRide, required: boolean): void {
  if (seen === undefined) {
    if (required) throw new AppError('invalid', UPDATED_AT_REQUIRED, { updated_at: [UPDATED_AT_REQUIRED] });
    return;
  }
  if (!isSameVersion(seen, ride.row.updatedAt)) {
    throw new AppError('conflict', staleRideMessage({ ...ride.row, driver: ride.driver }), undefined, {
      updated_at: ride.row.updatedAt.toISOString(),
    });
  }
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
  if (!isBrokerApiKey(broker)) return;
  throw invalidField(
    'status',
    `A ${BROKER_NAMES[broker]} ride is cancelled through POST /rides/${ride.row.id}/${broker}/cancel`,
  );
}
