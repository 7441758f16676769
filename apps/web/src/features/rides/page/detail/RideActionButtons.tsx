import { type Ride, rideActionStates } from '@fleetdesk/contract';
import { Box, Button, Tooltip } from '@mui/material';
import { useLastDriver } from '../../dialogs/assign/lastDriver';
import { useRideActor } from '../../dialogs/shared/useRideActor';
import { useRideActionRunner } from './useRideActionRunner';

/** The actions the table of spec 1 §4 offers for this ride; a disabled one says why in its tooltip. */
export function RideActionButtons({ ride }: { ride: Ride }) {
  const actor = useRideActor();
  const lastDriver = useLastDriver();
  const { run, isPending } = useRideActionRunner(ride);
  const actions = rideActionStates(ride, { ...actor, hasLastDriver: lastDriver !== null });

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
