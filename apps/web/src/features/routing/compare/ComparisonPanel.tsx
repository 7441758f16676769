import { type PlanSkip, type RoutingComparison, routingComparisons } from '@fleetdesk/contract';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRoutingComparison } from '../api/routingQueries';
import { useRoutingRuns } from '../api/routingRuns';
import { isRunInFlight } from '../api/runStages';
import { useRoutingWrite } from '../api/useRoutingWrite';
import { ExcludedDrivers } from '../outcome/ExcludedDrivers';
import { UnservedRides } from '../outcome/UnservedRides';
import { comparisonRows } from './comparisonRows';

const SIDE_NAME = { a: 'A', b: 'B' } as const;

function Figures({ comparison }: { comparison: RoutingComparison }) {
  const [a, b] = comparison.plans;
  return (
    <Table size="small" aria-label="Plans side by side">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell>Plan A · {a?.label}</TableCell>
          <TableCell>Plan B · {b?.label}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {comparisonRows(comparison).map((row) => (
          <TableRow key={row.label}>
            <TableCell sx={{ color: 'text.secondary' }}>{row.label}</TableCell>
            {row.values.map((value, index) => (
              <TableCell
                key={index === 0 ? 'a' : 'b'}
                sx={{ fontWeight: row.better === (index === 0 ? 'a' : 'b') ? 700 : 400 }}
              >
                {value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Skipped({ skipped }: { skipped: readonly PlanSkip[] }) {
  if (skipped.length === 0) return null;
  return (
    <Alert severity="warning" aria-label="Skipped rides">
      {skipped.length} ride(s) were left unrouted:
      {skipped.map((skip) => (
        <div key={skip.ride_id}>
          <Link component={RouterLink} to={`/rides?search=id:${skip.ride_id}`}>
            Ride #{skip.ride_id}
          </Link>
          : {skip.reason}
        </div>
      ))}
    </Alert>
  );
}

/**
 * A comparison on Routing Home (`?comparison_id=`): progress while the job computes both plans, then the
 * figures side by side (the better value bold), each plan's unserved rides, and USE PLAN A / B or
 * DISCARD BOTH.
 */
export function ComparisonPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useRoutingComparison(id);
  const live = useRoutingRuns((state) => state.runs[id]);
  const [skipped, setSkipped] = useState<PlanSkip[]>([]);
  const use = useRoutingWrite(routingComparisons.useComparisonPlan, {
    onDone: (answer) => setSkipped(answer.skipped),
  });
  const discard = useRoutingWrite(routingComparisons.discardComparison);
  const fetched = query.data?.comparison;
  // Events move the progress while the read says the run is in flight; once the read says it ended, it
  // is the whole truth (a late or lost event cannot bring the progress bar back).
  const comparison =
    fetched && isRunInFlight(fetched) && isRunInFlight(live) ? { ...fetched, ...live } : fetched;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Comparison">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1">
          Compare plans #{id}
          {comparison && ` · ${comparison.date}`}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {comparison?.outcome === 'used' && (
            <Chip
              color="success"
              size="small"
              label={`Plan ${SIDE_NAME[comparison.plans.find((p) => p.outcome === 'used')?.side ?? 'a']} used`}
            />
          )}
          {comparison?.outcome === 'discarded' && <Chip size="small" label="Both plans discarded" />}
          <IconButton size="small" aria-label="Close comparison" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Stack>
      {query.error && <Alert severity="error">{query.error.message}</Alert>}
      {isRunInFlight(comparison) && (
        <Box>
          <Typography variant="caption">
            Computing both plans… {Math.round(comparison.progress)}%
            {comparison.status === 'queued' ? ' (queued)' : ''}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={comparison.progress}
            aria-label="Comparison progress"
          />
        </Box>
      )}
      {comparison?.status === 'failed' && <Alert severity="error">{comparison.error}</Alert>}
      {comparison?.status === 'finished' && (
        <Stack spacing={2}>
          <Figures comparison={comparison} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            {comparison.plans.map((plan) => (
              <Stack key={plan.side} spacing={0.5}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  Plan {SIDE_NAME[plan.side]}: unserved rides ({plan.unserved.length})
                </Typography>
                <UnservedRides
                  unserved={plan.unserved}
                  label={`Unserved rides of plan ${SIDE_NAME[plan.side]}`}
                />
              </Stack>
            ))}
          </Box>
          {comparison.excluded.length > 0 && (
            <Accordion disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  Excluded drivers ({comparison.excluded.length}), in both plans
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <ExcludedDrivers excluded={comparison.excluded} />
              </AccordionDetails>
            </Accordion>
          )}
          <Skipped skipped={skipped} />
          {comparison.outcome === 'open' && (
            <Stack direction="row" spacing={1.5}>
              {comparison.plans.map((plan) => (
                <Button
                  key={plan.side}
                  variant="contained"
                  loading={use.isPending && use.variables?.body?.side === plan.side}
                  disabled={use.isPending || discard.isPending}
                  onClick={() => use.mutate({ params: { id }, body: { side: plan.side } })}
                >
                  Use plan {SIDE_NAME[plan.side]}
                </Button>
              ))}
              <Button
                color="inherit"
                loading={discard.isPending}
                disabled={use.isPending}
                onClick={() => discard.mutate({ params: { id } })}
              >
                Discard both
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
