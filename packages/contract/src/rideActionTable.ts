import type { RideStatus } from './statuses';

/**
 * The tables of spec 1 §4 that the ride action rules (`rideActions.ts`) read: which actions each status
 * offers and what they are called, the statuses they lead to, the brokers' own ways, and the status
 * names a refusal quotes.
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
