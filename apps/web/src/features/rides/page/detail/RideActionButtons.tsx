import { PERMISSION_KEYS, type Ride, rideActionStates } from '@fleetdesk/contract';
import { Box, Button, Tooltip } from '@mui/material';
import { useAppStore } from '../../../../store/appStore';
import { useNow } from '../../../../ui/time/useNow';
import { useLastDriver } from '../../dialogs/assign/lastDriver';
import { useRideActionRunner } from './useRideActionRunner';

/** The actions the table of spec 1 §4 offers for this ride; a disabled one says why in its tooltip. */
export function RideActionButtons({ ride }: { ride: Ride }) {
  const user = useAppStore((state) => state.user);
  const held = useAppStore((state) => state.permissions);
  const lastDriver = useLastDriver();
  // Time-bound rules (fleet lock, no-show wait) change while the ride stays open.
  const now = useNow(15_000);
  const { run, isPending } = useRideActionRunner(ride);
  const actions = rideActionStates(ride, {
    isFleet: user?.is_fleet ?? false,
    // The server grants a super admin every key; the buttons follow it.
    permissions: user?.super_admin ? PERMISSION_KEYS : held,
    now: new Date(now),
    hasLastDriver: lastDriver !== null,
  });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Ride actions">
      {actions.map((action) => (
        <Tooltip key={action.key} title={action.disabledReason ?? ''}>
          {/* A disabled button gets no pointer events; the span keeps its tooltip working. */}
          <span>
            <Button
              size="small"
              variant={action.key === 'cancel' || action.key === 'reject' ? 'outlined' : 'contained'}
              color={action.key === 'cancel' || action.key === 'reject' ? 'error' : 'primary'}
              disabled={action.disabledReason !== null || isPending}
              onClick={() => run(action.key)}
            >
              {action.label}
            </Button>
          </span>
        </Tooltip>
      ))}
    </Box>
  );
}
