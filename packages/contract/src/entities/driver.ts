import { z } from 'zod';

/**
 * A driver's online state (spec 1 §4, spec 2 §4): Online, Offline, Go to destination. The database
 * keeps the two flags the Driver entity shows (`online`, `is_go_to_destination`); going to a
 * destination implies online, so the three states are every allowed pair.
 */
export const DRIVER_ONLINE_STATES = ['online', 'offline', 'go_to_destination'] as const;
export type DriverOnlineState = (typeof DRIVER_ONLINE_STATES)[number];

export const DRIVER_ONLINE_STATE_LABELS: Readonly<Record<DriverOnlineState, string>> = {
  online: 'Online',
  offline: 'Offline',
  go_to_destination: 'Go to destination',
};

/** The state of a driver's two flags. */
export const driverOnlineState = (flags: { online: boolean; is_go_to_destination: boolean }) =>
  flags.is_go_to_destination ? 'go_to_destination' : flags.online ? 'online' : 'offline';

/** The two flags of a state. */
export const driverStateFlags = (state: DriverOnlineState) => ({
  online: state !== 'offline',
  is_go_to_destination: state === 'go_to_destination',
});

/** A driver's online state as `POST /drivers/{id}/state` answers it. */
export const DriverStateView = z.object({
  id: z.number().int(),
  state: z.enum(DRIVER_ONLINE_STATES),
  online: z.boolean(),
  is_go_to_destination: z.boolean(),
  fleet_id: z.number().int().nullable(),
  updated_at: z.string(),
});
export type DriverStateView = z.infer<typeof DriverStateView>;
