import { BROKER_NAMES, type reconciliation } from '@fleetdesk/contract';
import { Paper, Stack, Typography } from '@mui/material';
import { formatNyDateTime } from '../../ui/time/nyFormat';

type Options = reconciliation.UnreconciledOptions;

function Figure({ label, value, alert = false }: { label: string; value: number; alert?: boolean }) {
  return (
    <Stack sx={{ minWidth: 88 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        variant="h6"
        sx={{ color: alert && value > 0 ? 'error.main' : 'text.primary', lineHeight: 1.3 }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** Per broker: its rides of the days, how many the last SYNC read, how many disagree, and when. */
export function BrokerSummary({ options }: { options: Options }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      {options.brokers.map((broker) => (
        <Paper
          key={broker.broker}
          variant="outlined"
          sx={{ px: 2, py: 1.25, minWidth: 300 }}
          aria-label={`${BROKER_NAMES[broker.broker]} summary`}
        >
          <Typography variant="subtitle2">{BROKER_NAMES[broker.broker]}</Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 0.5 }}>
            <Figure label="Rides" value={broker.rides} />
            <Figure label="Synced" value={broker.synced} />
            <Figure label="Unreconciled" value={broker.unreconciled} alert />
          </Stack>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {broker.last_synced_at ? `Last SYNC ${formatNyDateTime(broker.last_synced_at)}` : 'Never synced'}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
