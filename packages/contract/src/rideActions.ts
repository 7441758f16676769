import { FLEET_LOCK_MINUTES_BEFORE_PICKUP, NO_CANCEL_VENDOR_ID, NO_SHOW_WAIT_MINUTES } from './constants';
import { MESSAGES, marketplaceCancelMessage, noShowWaitMessage } from './messages';
import { hasPermission, type PermissionKey } from './permissions';
import type { RideStatus } from './statuses';

/**
 * The actions-by-status table and the disabled rules of spec 1 §4, as pure functions. The web draws
 * the detail's buttons from `rideActionStates`; the server refuses a request with `rideActionRefusal`,
 * so a button the UI disables is a request the API refuses with the same words.
 */
export const RIDE_ACTION_KEYS = [
  'assign',
  'assign_last_driver',
  'reject',
  'take',
  'cancel',
  'no_show',
  'revive',
  'switch',
  'en_route',
  'on_location',
  'pickup',
  'dropoff',
  'confirm_cancellation',
] as const;
export type RideActionKey = (typeof RIDE_ACTION_KEYS)[number];

export const RIDE_ACTION_LABELS: Readonly<Record<RideActionKey, string>> = {
  assign: 'Assign',
  assign_last_driver: 'Assign to last driver',
  reject: 'Reject',
  take: 'Take Ride',
  cancel: 'Cancel',
  no_show: 'No Show',
  revive: 'Revive',
  switch: 'Switch',
  en_route: 'En route',
  on_location: 'On Location',
  pickup: 'Pickup',
  dropoff: 'Dropoff',
  confirm_cancellation: 'Confirm Cancellation',
};

/** The status an action moves the ride to. */
export const ACTION_SETS_STATUS: Partial<Record<RideActionKey, RideStatus>> = {
  assign: 'assigned',
  assign_last_driver: 'assigned',
  switch: 'assigned',
  en_route: 'accepted',
  on_location: 'arriving',
  pickup: 'in_progress',
  dropoff: 'finished',
  revive: 'pending',
  no_show: 'driver_canceled',
  confirm_cancellation: 'confirm_user_cancel',
};

/** Spec 1 §4 "Actions available by status"; any status not listed offers Revive only. */
export const ACTIONS_BY_STATUS: Partial<Record<RideStatus, readonly RideActionKey[]>> = {
  pending: ['assign', 'assign_last_driver', 'reject', 'take', 'cancel'],
  assigned: ['revive', 'switch', 'en_route', 'cancel'],
  accepted: ['revive', 'switch', 'on_location', 'cancel'],
  arrived: ['revive', 'pickup'],
  arriving: ['revive', 'pickup', 'cancel', 'no_show'],
  in_progress: ['revive', 'dropoff'],
  user_requested_cancel: ['revive', 'confirm_cancellation'],
};
const OTHERWISE: readonly RideActionKey[] = ['revive'];

export const actionsForStatus = (status: RideStatus): readonly RideActionKey[] =>
  ACTIONS_BY_STATUS[status] ?? OTHERWISE;

/** Statuses where the Cancel Ride button is hidden (spec 1 §4). */
export const CANCEL_HIDDEN_STATUSES: readonly RideStatus[] = [
  'company_canceled',
  'driver_canceled',
  'user_canceled',
  'user_requested_cancel',
  'finished',
];
export const CANCEL_STATUSES = [
  'user_canceled',
  'user_requested_cancel',
  'driver_canceled',
  'company_canceled',
] as const satisfies readonly RideStatus[];
/** Ended statuses on which reviving a Sentry ride needs its own permission. */
export const SENTRY_ENDED_STATUSES: readonly RideStatus[] = [
  'in_progress',
  'finished',
  'user_canceled',
  'user_requested_cancel',
  'driver_canceled',
  'company_canceled',
  'confirm_user_cancel',
];

export type BrokerKey = 'sentry' | 'sentry2' | 'arro' | 'tlc' | 'mta';
export const BROKER_NAMES: Readonly<Record<BrokerKey, string>> = {
  sentry: 'Sentry',
  sentry2: 'Sentry 2',
  arro: 'Arro',
  tlc: 'NYC TLC',
  mta: 'MTA',
};
/** Brokers whose reject goes through their own API call. */
export const REJECTING_BROKERS: readonly BrokerKey[] = ['sentry', 'sentry2', 'arro'];
/** Brokers with an API: their rides are cancelled through the broker's own call, never by a status. */
export const BROKERS_CANCELLING_BY_CALL = [
  'sentry',
  'sentry2',
  'arro',
] as const satisfies readonly BrokerKey[];
export type BrokerCancellingByCall = (typeof BROKERS_CANCELLING_BY_CALL)[number];
export const cancelsByCall = (broker: string | null): broker is BrokerCancellingByCall =>
  (BROKERS_CANCELLING_BY_CALL as readonly string[]).includes(broker ?? '');

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
  // Allowed with the key, then the form asks for the new trip id (reviveNeedsNewTripId).
  if (reviveNeedsNewTripId(ride) && (actor.isFleet || lacks('rides.revive-sentry')))
    return MESSAGES.forbidden;
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

/** Human status names, as the tabs and the detail header show them. */
export const RIDE_STATUS_LABELS: Readonly<Record<RideStatus, string>> = {
  draft: 'Draft',
  pending: 'Pending',
  assigned: 'Assigned',
  accepted: 'Accepted',
  arriving: 'On Location',
  arrived: 'Arrived',
  in_progress: 'In Progress',
  finished: 'Finished',
  user_requested_cancel: 'User Requested Cancel',
  user_canceled: 'User Canceled',
  driver_canceled: 'Driver Canceled',
  company_canceled: 'Company Canceled',
  no_drivers_available: 'No Drivers Available',
  routing_assigned: 'Routing Assigned',
  confirm_user_cancel: 'Cancellation Confirmed',
};

export const stateRefusalMessage = (key: RideActionKey, status: RideStatus) =>
  `${RIDE_ACTION_LABELS[key]} is not available: the ride is ${RIDE_STATUS_LABELS[status]} now.`;

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
