import { FLEET_LOCK_MINUTES_BEFORE_PICKUP, NO_CANCEL_VENDOR_ID, NO_SHOW_WAIT_MINUTES } from './constants';
import { MESSAGES, marketplaceCancelMessage, noShowWaitMessage } from './messages';
import { hasPermission, type PermissionKey } from './permissions';
import {
  actionsForStatus,
  BROKER_NAMES,
  type BrokerKey,
  CANCEL_HIDDEN_STATUSES,
  CANCEL_STATUSES,
  cancelsByCall,
  REJECTING_BROKERS,
  RIDE_ACTION_LABELS,
  type RideActionKey,
  SENTRY_ENDED_STATUSES,
  stateRefusalMessage,
} from './rideActionTable';
import type { RideStatus } from './statuses';

/**
 * The disabled rules of spec 1 §4 over its actions-by-status table (`rideActionTable.ts`, exported from
 * here too), as pure functions. The web draws the detail's buttons from `rideActionStates`; the server
 * refuses a request with `rideActionRefusal`, so a button the UI disables is a request the API refuses
 * with the same words.
 */
export * from './rideActionTable';

/** What the rules read of a ride. */
export interface RideForActions {
  status: RideStatus;
  company_vendor_id: number | null;
  company_broker_key: string | null;
  is_marketplace_ride: boolean;
  driver_id: number | null;
  pickup_at: string;
  arrived_at: string | null;
}

/** Who is acting, and when. */
export interface RideActor {
  isFleet: boolean;
  permissions: readonly string[];
  now: Date;
  /** Web only: a last driver is stored locally, so "Assign to last driver" may show. */
  hasLastDriver?: boolean;
}

export interface RideActionState {
  key: RideActionKey;
  label: string;
  /** Why the button is disabled (its tooltip); null when enabled. */
  disabledReason: string | null;
}

const MINUTE_MS = 60_000;
const FLEET_FORBIDDEN: readonly RideActionKey[] = ['en_route', 'on_location', 'pickup', 'dropoff', 'cancel'];

const brokerOf = (ride: Pick<RideForActions, 'company_broker_key'>): BrokerKey | null =>
  (ride.company_broker_key as BrokerKey | null) ?? null;

/** Whether an action is offered at all for this ride and actor (hidden otherwise). */
function isVisible(key: RideActionKey, ride: RideForActions, actor: RideActor): boolean {
  const broker = brokerOf(ride);
  switch (key) {
    case 'assign_last_driver':
      return actor.hasLastDriver === true;
    case 'reject':
      // non-marketplace broker rides for staff; always for the second broker
      if (broker === 'sentry2') return true;
      return (
        !actor.isFleet && broker !== null && REJECTING_BROKERS.includes(broker) && !ride.is_marketplace_ride
      );
    case 'take':
      return !actor.isFleet && broker === 'arro' && ride.is_marketplace_ride;
    case 'cancel':
      if (CANCEL_HIDDEN_STATUSES.includes(ride.status)) return false;
      // pending: staff, or a fleet user once a driver is set (then refused as fleet-forbidden)
      if (ride.status === 'pending') return !actor.isFleet || ride.driver_id !== null;
      return !actor.isFleet;
    case 'no_show':
      return actor.isFleet;
    default:
      return true;
  }
}

/** Minutes after pickup (or arrival, when later) from which a no-show may be recorded. */
export function noShowAvailableAt(ride: RideForActions): number {
  const pickup = Date.parse(ride.pickup_at);
  const arrived = ride.arrived_at ? Date.parse(ride.arrived_at) : Number.NEGATIVE_INFINITY;
  return Math.max(pickup, arrived) + NO_SHOW_WAIT_MINUTES * MINUTE_MS;
}

/** Fleet users may not switch or revive "within 10 minutes before pickup": the lock ends at pickup time. */
export function isInFleetLock(ride: RideForActions, now: Date): boolean {
  const untilPickup = Date.parse(ride.pickup_at) - now.getTime();
  return untilPickup >= 0 && untilPickup <= FLEET_LOCK_MINUTES_BEFORE_PICKUP * MINUTE_MS;
}

/**
 * A Sentry ride that already ended (in_progress, finished, the cancels) comes back under a new Sentry
 * trip id: the revive must carry one ('NEW TRIP ID IS REQUIRED!' on the field, spec 1 §4).
 */
export function reviveNeedsNewTripId(ride: Pick<RideForActions, 'status' | 'company_broker_key'>): boolean {
  return brokerOf(ride) === 'sentry' && SENTRY_ENDED_STATUSES.includes(ride.status);
}

function revivePermissionRefusal(ride: RideForActions, actor: RideActor): string | null {
  const broker = brokerOf(ride);
  const lacks = (key: PermissionKey) => !actor.isFleet && !hasPermission(actor.permissions, key);
  if (broker === 'sentry2' && (actor.isFleet || lacks('rides.revive-sentry2'))) return MESSAGES.reviveSentry2;
  // Spec 1 §4 words this refusal 'NEW TRIP ID IS REQUIRED!' (decision 10); with the key the form then
  // asks for the new trip id (reviveNeedsNewTripId), under the same words.
  if (reviveNeedsNewTripId(ride) && (actor.isFleet || lacks('rides.revive-sentry')))
    return MESSAGES.newTripIdRequired;
  if (broker === 'mta' && (actor.isFleet || lacks('rides.revive-mta'))) return MESSAGES.reviveMta;
  return null;
}

/** Why an offered action is disabled for this actor now, or null when it may run. */
function disabledReason(key: RideActionKey, ride: RideForActions, actor: RideActor): string | null {
  if (actor.isFleet && FLEET_FORBIDDEN.includes(key)) return MESSAGES.permissionDenied;
  const broker = brokerOf(ride);
  switch (key) {
    case 'switch':
      return actor.isFleet && isInFleetLock(ride, actor.now) ? MESSAGES.fleetLock : null;
    case 'revive':
      if (actor.isFleet && isInFleetLock(ride, actor.now)) return MESSAGES.fleetLock;
      return revivePermissionRefusal(ride, actor);
    case 'cancel':
      if (ride.company_vendor_id === NO_CANCEL_VENDOR_ID) return MESSAGES.accessDenied;
      if (ride.is_marketplace_ride && (broker === 'sentry' || broker === 'sentry2'))
        return marketplaceCancelMessage(BROKER_NAMES[broker]);
      return null;
    case 'no_show':
      return actor.now.getTime() < noShowAvailableAt(ride) ? noShowWaitMessage(NO_SHOW_WAIT_MINUTES) : null;
    case 'reject':
      if (broker === 'sentry' && !hasPermission(actor.permissions, 'rides.reject-sentry'))
        return MESSAGES.rejectSentry;
      if (broker === 'sentry2' && !hasPermission(actor.permissions, 'rides.reject-sentry2'))
        return MESSAGES.rejectSentry2;
      return null;
    default:
      return null;
  }
}

/** The detail's action buttons for a ride: the offered actions in table order, each with its tooltip. */
export function rideActionStates(ride: RideForActions, actor: RideActor): RideActionState[] {
  return actionsForStatus(ride.status)
    .filter((key) => isVisible(key, ride, actor))
    .map((key) => ({
      key,
      label: RIDE_ACTION_LABELS[key],
      disabledReason: disabledReason(key, ride, actor),
    }));
}

export type RideActionRefusal =
  /** The action is not in the table for the ride's current status: the state moved on (409). */
  | { kind: 'state'; message: string }
  /** The actor may not run it (403), with the spec's words. */
  | { kind: 'denied'; message: string };

/** Why the server must refuse `key` on this ride for this actor, or null when it may run. */
export function rideActionRefusal(
  key: RideActionKey,
  ride: RideForActions,
  actor: RideActor,
): RideActionRefusal | null {
  const offered = actionsForStatus(ride.status).includes(key);
  if (!offered) return { kind: 'state', message: stateRefusalMessage(key, ride.status) };
  if (!isVisible(key === 'assign_last_driver' ? 'assign' : key, ride, actor)) {
    return { kind: 'denied', message: actor.isFleet ? MESSAGES.permissionDenied : MESSAGES.forbidden };
  }
  const reason = disabledReason(key, ride, actor);
  return reason ? { kind: 'denied', message: reason } : null;
}

/** The statuses a dispatcher may pick in the ride's edit form (spec 1 §4 "Editable choices"). */
export const EDITABLE_RIDE_STATUSES = [
  'accepted',
  'arriving',
  'in_progress',
  'finished',
  'user_canceled',
  'user_requested_cancel',
  'driver_canceled',
  'company_canceled',
] as const satisfies readonly RideStatus[];
export type EditableRideStatus = (typeof EDITABLE_RIDE_STATUSES)[number];

/**
 * The action of the actions table a requested status runs. A fleet user's driver_canceled is the
 * No Show action (decision 19): fleets may not cancel, but may record a rider no-show.
 */
export function actionForStatus(status: RideStatus, isFleet: boolean): RideActionKey | null {
  if (status === 'driver_canceled' && isFleet) return 'no_show';
  if ((CANCEL_STATUSES as readonly RideStatus[]).includes(status)) return 'cancel';
  const byStatus: Partial<Record<RideStatus, RideActionKey>> = {
    accepted: 'en_route',
    arriving: 'on_location',
    in_progress: 'pickup',
    finished: 'dropoff',
    confirm_user_cancel: 'confirm_cancellation',
    pending: 'revive',
  };
  return byStatus[status] ?? null;
}

/**
 * The editable statuses the ride can reach from where it is, for this actor: the edit form's choices.
 * A status is reachable when the actions table lets its action run (the rules POST /rides/{id} judges
 * by), and a cancellation only for rides whose broker does not cancel through its own call.
 */
export function reachableEditStatuses(ride: RideForActions, actor: RideActor): EditableRideStatus[] {
  return EDITABLE_RIDE_STATUSES.filter((status) => {
    const action = actionForStatus(status, actor.isFleet);
    if (!action || rideActionRefusal(action, ride, actor)) return false;
    return action !== 'cancel' || !cancelsByCall(ride.company_broker_key);
  });
}
