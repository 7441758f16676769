import { type Ride, rideUpdatedMessage } from '@fleetdesk/contract';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { useUpdateRide } from '../../api/useUpdateRide';

/** Passenger and Driver confirmed: sent as user_confirmed and driver_confirmed, 0 or 1. */
export function ConfirmedChecks({ ride }: { ride: Ride }) {
  const update = useUpdateRide(ride.id, { successMessage: () => rideUpdatedMessage(ride.id) });
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <FormControlLabel
        label="Passenger"
        control={
          <Checkbox
            size="small"
            checked={ride.confirmed === 1}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ user_confirmed: event.target.checked ? 1 : 0 })}
          />
        }
      />
      <FormControlLabel
        label="Driver"
        control={
          <Checkbox
            size="small"
            checked={ride.driver_confirmed === 1}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ driver_confirmed: event.target.checked ? 1 : 0 })}
          />
        }
      />
    </Box>
  );
}
