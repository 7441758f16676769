import {
  DRIVER_ONLINE_STATE_LABELS,
  DRIVER_ONLINE_STATES,
  type DriverOnlineState,
} from '@fleetdesk/contract';
import { MenuItem, TextField } from '@mui/material';
import { useAppStore } from '../../../store/appStore';
import { useMaySubmit } from '../../../ui/NoAccess';
import { useSetDriverState } from './useSetDriverState';

/**
 * A driver's online state (spec 1 §4), changed in place: Online, Offline, Go to destination. Staff need
 * drivers.edit-state; fleet users set their own drivers' (the server decides which). Without access
 * the state is still shown, greyed.
 */
export function DriverStateSelect({ driverId, state }: { driverId: number; state: DriverOnlineState }) {
  const isFleet = useAppStore((s) => s.user?.is_fleet ?? false);
  const mayChange = useMaySubmit(isFleet ? null : 'drivers.edit-state');
  const setState = useSetDriverState();
  return (
    <TextField
      select
      size="small"
      label="Online state"
      value={setState.isPending ? setState.variables.state : state}
      disabled={!mayChange || setState.isPending}
      onChange={(event) => setState.mutate({ driverId, state: event.target.value as DriverOnlineState })}
      sx={{ mt: 1, width: 220 }}
    >
      {DRIVER_ONLINE_STATES.map((option) => (
        <MenuItem key={option} value={option}>
          {DRIVER_ONLINE_STATE_LABELS[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
