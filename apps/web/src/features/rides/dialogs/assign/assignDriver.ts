import { assignConfirmText, ENDPOINTS, MESSAGES, type Ride } from '@fleetdesk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { ApiError } from '../../../../api/ApiError';
import { callEndpoint } from '../../../../api/client';
import { reportError } from '../../../../api/reportError';
import { requestConfirm } from '../../../../ui/confirm/requestConfirm';
import { invalidateRide } from '../../api/invalidateRide';
import { type LastDriver, rememberLastDriver } from './lastDriver';

/**
 * Staff assign with status confirm; fleet users have their own spellings, assign_driver for a ride
 * without a driver and switch_driver for one that has one (spec 1 §4).
 */
export function assignStatusFor(ride: Pick<Ride, 'driver_id'>, isFleet: boolean) {
  if (!isFleet) return 'confirm' as const;
  return ride.driver_id === null ? ('assign_driver' as const) : ('switch_driver' as const);
}

/** Sends the assignment; true when the server took it. Not tied to a mounted component on purpose:
 * the confirmation may outlive the dialog that asked it. */
export async function assignRideToDriver(
  queryClient: QueryClient,
  ride: Ride,
  driver: LastDriver,
  isFleet: boolean,
): Promise<boolean> {
  try {
    await callEndpoint(ENDPOINTS['rides.update'], {
      params: { id: ride.id },
      body: {
        entity_id: driver.id,
        entity_type: 'driver',
        status: assignStatusFor(ride, isFleet),
        updated_at: ride.updated_at,
      },
    });
  } catch (error) {
    // Someone else changed the ride meanwhile: show their state.
    if (error instanceof ApiError && error.status === 409) invalidateRide(queryClient);
    reportError(error);
    return false;
  }
  rememberLastDriver(driver);
  invalidateRide(queryClient);
  enqueueSnackbar(MESSAGES.assignedRide, { variant: 'success' });
  return true;
}

/** Asks 'Are you sure you want to assign this ride …?' and assigns on yes. */
export function confirmAssignment(options: {
  queryClient: QueryClient;
  ride: Ride;
  driver: LastDriver;
  isFleet: boolean;
  onAssigned?: () => void;
}): void {
  const { queryClient, ride, driver, isFleet, onAssigned } = options;
  requestConfirm({
    title: 'Assign driver',
    message: assignConfirmText(ride.id, driver.name, driver.id),
    confirmLabel: 'Assign',
    onConfirm: () => {
      void assignRideToDriver(queryClient, ride, driver, isFleet).then((done) => {
        if (done) onAssigned?.();
      });
    },
  });
}
