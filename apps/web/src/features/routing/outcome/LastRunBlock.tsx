import { MESSAGES } from '@fleetdesk/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Stack, Typography } from '@mui/material';
import { useRoutingRoutes } from '../api/routingQueries';
import { StatLines } from '../home/StatsBlocks';
import { ExcludedDrivers } from './ExcludedDrivers';
import { servedOf } from './outcomeText';
import { UnservedRides } from './UnservedRides';

const timeOf = (at: string) =>
  new Date(at).toLocaleTimeString('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Routing Home's "Last run" accordion: what the day's last ROUTE (or a route's Route) achieved. */
export function LastRunBlock({ date }: { date: string }) {
  const run = useRoutingRoutes(date).data?.run ?? null;
  const ended = run && (run.status === 'finished' || run.status === 'failed');
  return (
    <Accordion disableGutters variant="outlined" defaultExpanded component="section" aria-label="Last run">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2">
          Last run
          {run?.status === 'finished' && ` · served ${servedOf(run.served, run.rides)}`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {!run && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {MESSAGES.noData}
          </Typography>
        )}
        {run && !ended && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Routing… {Math.round(run.progress)}%
          </Typography>
        )}
        {run?.status === 'failed' && <Alert severity="error">{run.error}</Alert>}
        {run?.status === 'finished' && (
          <Stack spacing={1.5}>
            <StatLines
              lines={[
                ['Finished', run.finished_at ? timeOf(run.finished_at) : '—'],
                ['Served rides', servedOf(run.served, run.rides)],
                ['Routes created', run.routes_created],
                ['Travel times', run.travel_source === 'osrm' ? 'Road network' : 'Straight line (estimate)'],
              ]}
            />
            <Stack spacing={0.5}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                Unserved rides ({run.unserved.length})
              </Typography>
              <UnservedRides unserved={run.unserved} label="Unserved rides of the last run" />
            </Stack>
            <Stack spacing={0.5}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                Excluded drivers ({run.excluded.length})
              </Typography>
              <ExcludedDrivers excluded={run.excluded} />
            </Stack>
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
