import { type Ride, rideUpdatedMessage } from '@fleetdesk/contract';
import { Button, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useGuardedSubmit } from '../../../../ui/form/useGuardedSubmit';
import { useUpdateRide } from '../../api/useUpdateRide';

/** The note a fleet user's no-show leaves on the ride. */
export const NO_SHOW_NOTE = 'Driver reported a rider no-show';

/** A fleet user's only cancellation: the driver waited at the pickup and the rider never came. */
export function NoShowConfirm({ ride, onClose }: { ride: Ride; onClose: () => void }) {
  const noShow = useUpdateRide(ride.id, {
    successMessage: () => rideUpdatedMessage(ride.id),
    onSuccess: onClose,
    onConflict: onClose,
  });
  const handleConfirm = useGuardedSubmit(() =>
    noShow.mutateAsync({ status: 'driver_canceled', note: NO_SHOW_NOTE, updated_at: ride.updated_at }),
  );
  return (
    <>
      <DialogContent>
        <DialogContentText>
          The driver is at the pickup of ride {ride.id} and {ride.first_name} {ride.last_name} did not show
          up. Record a rider no-show? The ride ends as Driver Canceled.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={noShow.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={handleConfirm} loading={noShow.isPending}>
          Confirm No Show
        </Button>
      </DialogActions>
    </>
  );
}
