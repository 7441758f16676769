import { assignConfirmText, MESSAGES, type Ride } from '@fleetdesk/contract';
import { requestConfirm } from '../../../../ui/confirm/requestConfirm';
import { useUpdateRide } from '../../api/useUpdateRide';
import { type LastDriver, rememberLastDriver } from './lastDriver';

/**
 * Staff assign with status confirm; fleet users have their own spellings, assign_driver for a ride
 * without a driver and switch_driver for one that has one (spec 1 §4).
 */
export function assignStatusFor(ride: Pick<Ride, 'driver_id'>, isFleet: boolean) {
  if (!isFleet) return 'confirm' as const;
  return ride.driver_id === null ? ('assign_driver' as const) : ('switch_driver' as const);
}

/**
 * Asks 'Are you sure you want to assign this ride …?' and assigns on yes. The answer may come after the
 * dialog that asked closed (Assign to last driver closes at once): the mutation outlives its component,
 * and its own toasts and refreshes run either way.
 */
export function useConfirmAssignment(ride: Ride, isFleet: boolean) {
  const assign = useUpdateRide(ride.id, { successMessage: () => MESSAGES.assignedRide });
  return (driver: LastDriver, onAssigned?: () => void) =>
    requestConfirm({
      title: 'Assign driver',
      message: assignConfirmText(ride.id, driver.name, driver.id),
      confirmLabel: 'Assign',
      suppressKey: 'assign',
      onConfirm: () => {
        const body = {
          entity_id: driver.id,
          entity_type: 'driver' as const,
          status: assignStatusFor(ride, isFleet),
          updated_at: ride.updated_at,
        };
        assign.mutateAsync(body).then(
          () => {
            rememberLastDriver(driver);
            onAssigned?.();
          },
          () => undefined, // already logged by the mutation (a ride action, spec 1 §7)
        );
      },
    });
}
