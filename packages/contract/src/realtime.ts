/**
 * Socket.IO events. The client sends `authenticate` with its token on connect (and on every
 * reconnect); the server relays `app_action` only to sockets allowed to see it.
 */
export const SOCKET_PATH = '/socket.io';

/** `app_action` type a starting server broadcasts with payload `{ version }`. */
export const VERSION_CHANGED_ACTION = 'version.changed';

/** `app_action` type sent to an admin whose roles or role keys changed: their account is read again. */
export const ACCOUNT_CHANGED_ACTION = 'account.changed';

export const RIDE_EVENT_TYPES = [
  'created',
  'assigned',
  'accepted',
  'canceled',
  'arriving',
  'pickup',
  'updated',
  'revived',
  'completed',
  'eta_updated',
  'company_switched',
  'pickup_updated',
  'destination_updated',
  'no_drivers_available',
  'agent_assigned',
  'agent_removed',
] as const;
export type RideEventType = (typeof RIDE_EVENT_TYPES)[number];

export interface AppAction {
  /** What happened, e.g. `ride.assigned`, `company_affiliate`, `version.changed`. */
  type: string;
  payload: Record<string, unknown>;
  /** The fleet the subject belongs to; null when only staff may see it. */
  fleet_id: number | null;
  at: string;
}

export interface ServerToClientEvents {
  app_action: (action: AppAction) => void;
  authenticated: (info: { user_id: number; is_fleet: boolean }) => void;
  unauthorized: (info: { message: string }) => void;
}

export interface ClientToServerEvents {
  authenticate: (payload: { token: string }) => void;
}

/** `app_action` type of a ride event: `ride.assigned`, `ride.agent_assigned`, ... */
export const rideActionType = (event: RideEventType) => `ride.${event}` as const;
export const isRideActionType = (type: string): boolean =>
  type.startsWith('ride.') && (RIDE_EVENT_TYPES as readonly string[]).includes(type.slice(5));
/**
 * Live type sent when a ride's company or affiliate (the fleet doing it) changes, so listed rides
 * follow (spec 1 §4). Each room gets the ride as it may see it, or null when the ride left its reach.
 */
export const COMPANY_AFFILIATE_ACTION = 'company_affiliate';

export interface CompanyAffiliatePayload {
  [key: string]: unknown;
  ride_id: number;
  ride: import('./entities/ride').Ride | null;
}

/**
 * Payload of every ride action. `ride` is the list row as the receiving room may see it (fleet rooms
 * get the fleet view: no price); null when the ride left that room's reach (e.g. switched to another
 * fleet's driver), so the client drops it.
 */
export interface RideActionPayload {
  [key: string]: unknown;
  ride_id: number;
  event: RideEventType;
  ride: import('./entities/ride').Ride | null;
  /** Present on agent_assigned / agent_removed: who is viewing the ride now. */
  admins?: import('./entities/ride').ViewingAdmin[];
}

/** `app_action` type when a driver's online state changes; payload `{ driver: DriverStateView }`. */
export const DRIVER_STATE_ACTION = 'driver.state_changed';

/**
 * `app_action` type when a driver's fields, company or cars change; payload `{ driver_id, fleet_id }`.
 * A signal to read the driver again (GET /drivers/{id}) rather than the driver itself: each reader
 * sees another view of it (fleet users, staff with or without the show keys).
 */
export const DRIVER_UPDATED_ACTION = 'driver.updated';

/**
 * `app_action` type, sent only to the admin who started it, when a file job (a payouts export or
 * import) starts, progresses or ends; payload `{ job: FileJob }` (its `url` signed when the file is ready).
 */
export const FILE_JOB_UPDATED_ACTION = 'file_job.updated';

/**
 * `app_action` type, to operator staff, when a broker exchange gets a new attempt or its delivery moves on
 * (queued, delivered, given up, replayed); payload `{ event_id, delivery_status }`.
 */
export const WEBHOOK_EVENT_UPDATED_ACTION = 'webhook_event.updated';

/**
 * `app_action` type carrying drivers' new positions (the location feed, decision 139). Coalesced per
 * room: at most one per `DRIVER_POSITIONS_THROTTLE_MS`, the latest fix of each driver the room may see
 * (staff: every driver; a fleet: its own drivers; a facility company: drivers on its active rides).
 */
export const DRIVER_POSITIONS_ACTION = 'driver.positions';
export const DRIVER_POSITIONS_THROTTLE_MS = 1_000;

export interface DriverPosition {
  driver_id: number;
  lat: number;
  lon: number;
  heading: number;
  /** Metres per second, null when the phone did not say. */
  speed: number | null;
  at: string;
}

export interface DriverPositionsPayload {
  [key: string]: unknown;
  positions: DriverPosition[];
}

/**
 * `app_action` type when a ride becomes at risk of a late pickup, or stops being (late-risk module);
 * payload `{ ride_id, risk }` with `risk` the LateRisk, or null once the ride is no longer at risk. Sent
 * like a ride event: to staff, the ride's company and the ride's fleet.
 */
export const RIDE_LATE_RISK_ACTION = 'ride.late_risk';

export interface RideLateRiskPayload {
  [key: string]: unknown;
  ride_id: number;
  risk: import('./endpoints/lateRisk').LateRisk | null;
}
