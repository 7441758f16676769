import { type DriverOnlineState, type DriverStatus, driverOnlineState } from '@fleetdesk/contract';

export const DRIVER_STATE_RULE_MESSAGES = {
  notActive: 'Only an active driver can go online',
} as const;

interface StoredState {
  status: DriverStatus;
  online: boolean;
  isGoToDestination: boolean;
}

/** The state a driver's stored flags stand for. */
export const storedState = (row: Pick<StoredState, 'online' | 'isGoToDestination'>): DriverOnlineState =>
  driverOnlineState({ online: row.online, is_go_to_destination: row.isGoToDestination });

/**
 * Why the driver may not take the wanted state, or null. Offline is always allowed (a dispatcher must
 * be able to take anyone off the road); online and go-to-destination need an active driver, since a
 * driver waiting for approval or disabled may not take rides.
 */
export function stateRefusal(driver: Pick<StoredState, 'status'>, wanted: DriverOnlineState): string | null {
  if (wanted !== 'offline' && driver.status !== 'active') return DRIVER_STATE_RULE_MESSAGES.notActive;
  return null;
}

/** Fields a caller may set only with a key (staff) or not at all (fleet users: status, fleet, broker parts). */
export const GUARDED_DRIVER_FIELDS = [
  'fleet_id',
  'banned_companies',
  'route_broker',
  'request_route_enabled',
  'payout_hold',
  'status',
] as const;
export type GuardedDriverField = (typeof GUARDED_DRIVER_FIELDS)[number];

/** The key each guarded field needs from staff (spec 2 §6); null: any staff user may set it. */
const STAFF_KEY: Readonly<Record<GuardedDriverField, string | null>> = {
  fleet_id: 'drivers.edit_fleet_field',
  banned_companies: 'drivers.edit-company-restriction',
  route_broker: 'drivers.show_route_broker',
  request_route_enabled: 'drivers.show_request_route',
  payout_hold: null,
  status: null,
};

/** Fleet mode hides the fleet select, payout hold and broker parts and disables the status (spec 2 §1). */
const FLEET_MAY_SET: readonly GuardedDriverField[] = [];

export interface FieldSetter {
  isFleet: boolean;
  permissions: ReadonlySet<string>;
}

export const maySetField = (caller: FieldSetter, field: GuardedDriverField) => {
  if (caller.isFleet) return FLEET_MAY_SET.includes(field);
  const key = STAFF_KEY[field];
  return key === null || caller.permissions.has(key);
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The guarded fields this caller sent but may not change: sending none, an empty value (what their
 * view of the driver shows) or the stored value is fine, since forms send the whole driver back.
 */
export function refusedFields(
  caller: FieldSetter,
  sent: Partial<Record<GuardedDriverField, unknown>>,
  stored: Partial<Record<GuardedDriverField, unknown>>,
): GuardedDriverField[] {
  return GUARDED_DRIVER_FIELDS.filter((field) => {
    const value = sent[field];
    if (value === undefined || value === null || maySetField(caller, field)) return false;
    return !sameValue(value, stored[field]);
  });
}
