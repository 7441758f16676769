/**
 * Socket.IO events. The client sends `authenticate` with its token on connect (and on every
 * reconnect); the server relays `app_action` only to sockets allowed to see it.
 */
export const SOCKET_PATH = '/socket.io';

/** `app_action` type a starting server broadcasts with payload `{ version }`. */
export const VERSION_CHANGED_ACTION = 'version.changed';

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
