import { type Ride, rideUpdatedMessage } from '@fleetdesk/contract';
import { Button, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useRideMutation } from '../shared/useRideMutation';
import { sendCancel } from './sendCancel';

/** A fleet user's only cancellation: the driver waited at the pickup and the rider never came. */
export function NoShowConfirm({ ride, onClose }: { ride: Ride; onClose: () => void }) {
  const noShow = useRideMutation({
    mutationFn: () => sendCancel('no_show', ride, { status: 'driver_canceled' }),
    successMessage: () => rideUpdatedMessage(ride.id),
    onSuccess: onClose,
  });
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
        <Button
          variant="contained"
          color="error"
          onClick={() => noShow.mutate(undefined)}
          loading={noShow.isPending}
        >
          Confirm No Show
        </Button>
      </DialogActions>
    </>
  );
}
