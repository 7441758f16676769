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
