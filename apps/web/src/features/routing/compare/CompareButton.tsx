import { routingComparisons } from '@fleetdesk/contract';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useRoutingScenarios } from '../api/routingQueries';
import { trackRun } from '../api/routingRuns';
import { useRoutingWrite } from '../api/useRoutingWrite';
import { defaultPair, planChoices } from './planChoices';

interface Props {
  date: string;
  /** The fleet and company selections, as ROUTE sends them. */
  scope: { fleet_ids: number[] | null; company_ids: number[] | null };
  onStarted: (comparisonId: number) => void;
}

/** COMPARE: pick two plans of the day's rides; the job computes both, nothing is saved until one is used. */
export function CompareButton({ date, scope, onStarted }: Props) {
  const [open, setOpen] = useState(false);
  const scenarios = useRoutingScenarios().data?.scenarios ?? [];
  const choices = planChoices(scenarios);
  const [pair, setPair] = useState<[string, string] | null>(null);
  const [a, b] = pair ?? defaultPair(choices);
  const start = useRoutingWrite(routingComparisons.startComparison, {
    onDone: (answer) => {
      trackRun(answer.comparison);
      setOpen(false);
      onStarted(answer.comparison.id);
    },
  });
  const same = a === b;
  const planOf = (value: string) =>
    choices.find((choice) => choice.value === value)?.plan ?? { scenario_id: null, item_id: null };

  const select = (label: string, value: string, onChange: (next: string) => void) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        COMPARE
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>Compare two plans</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Both plans route the same rides of {date} (the fleets and companies selected) and are shown side
            by side. Nothing is saved until you use one.
          </DialogContentText>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {select('Plan A', a, (next) => setPair([next, b]))}
            {select('Plan B', b, (next) => setPair([a, next]))}
          </Stack>
          {same && (
            <DialogContentText color="error" sx={{ mt: 1 }}>
              {routingComparisons.PLANS_SAME}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={same}
            loading={start.isPending}
            onClick={() => start.mutate({ body: { date, ...scope, plans: [planOf(a), planOf(b)] } })}
          >
            Compare
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
