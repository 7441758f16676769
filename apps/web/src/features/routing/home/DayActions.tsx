import { routing } from '@fleetdesk/contract';
import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import { useRoutingSettings } from '../api/routingQueries';
import { useRoutingWrite } from '../api/useRoutingWrite';

export const AUTO_ROUTING_STARTED = 'Auto routing start!';

/**
 * RE-Sync Zones, Sync Metrics (the day's route totals again), RESET (after a confirm) and the AUTO toggle
 * (through a confirm) of a day.
 */
export function DayActions({ date }: { date: string }) {
  const settings = useRoutingSettings();
  const resync = useRoutingWrite(routing.resyncZones);
  const syncMetrics = useRoutingWrite(routing.syncMetrics);
  const reset = useRoutingWrite(routing.resetRoutes);
  const auto = useRoutingWrite(routing.setAutoRouting, {
    toast: (answer) => (answer.settings.auto_routing_enabled ? AUTO_ROUTING_STARTED : answer.message),
  });
  const isAuto = settings.data?.settings.auto_routing_enabled ?? false;

  const handleReset = () =>
    requestConfirm({
      title: 'Reset routes',
      message: `Clear every route of ${date}? Their rides can be routed again.`,
      confirmLabel: 'Reset',
      destructive: true,
      onConfirm: () => reset.mutate({ body: { date } }),
    });
  const handleAuto = () =>
    requestConfirm({
      title: 'Auto routing',
      message: isAuto
        ? 'Turn auto routing off? Tomorrow’s new rides will no longer be routed on their own.'
        : 'Turn auto routing on? Tomorrow’s new rides will be routed on their own.',
      confirmLabel: isAuto ? 'Turn off' : 'Turn on',
      onConfirm: () => auto.mutate({ body: { auto_routing_enabled: !isAuto } }),
    });

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        size="small"
        loading={resync.isPending}
        onClick={() => resync.mutate({ body: { date } })}
      >
        RE-Sync Zones
      </Button>
      <Button
        variant="outlined"
        size="small"
        loading={syncMetrics.isPending}
        onClick={() => syncMetrics.mutate({ body: { date } })}
      >
        Sync Metrics
      </Button>
      <Button variant="outlined" size="small" color="error" loading={reset.isPending} onClick={handleReset}>
        RESET
      </Button>
      <FormControlLabel
        label="AUTO"
        control={
          <Switch
            checked={isAuto}
            disabled={!settings.data || auto.isPending}
            onChange={(event) => {
              event.preventDefault();
              handleAuto();
            }}
          />
        }
      />
    </Stack>
  );
}
