import { routing } from '@fleetdesk/contract';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { readRoutingState } from '../../../store/routingState';
import { MultiSelect } from '../../../ui/form/MultiSelect';
import { useCompaniesQuery } from '../../rides/api/useCompaniesQuery';
import { useSettings } from '../../rides/dialogs/shared/useSettings';
import { useRoutingComparison, useRoutingRoutes } from '../api/routingQueries';
import { runInFlight, trackRun, useRoutingRuns } from '../api/routingRuns';
import { useRoutingWrite } from '../api/useRoutingWrite';
import { CompareButton } from '../compare/CompareButton';
import { idsOrNull, routingFleetOptions } from '../routingFilters';
import { useRoutingFiltersStore } from '../routingFiltersStore';

/**
 * A run's progress bar, while one of this day and state is in flight; `except`: a comparison whose panel
 * is open and shows its own.
 */
export function RunProgress({ date, routeId, except }: { date: string; routeId?: number; except?: number }) {
  const runs = useRoutingRuns((state) => state.runs);
  const listed = useRoutingRoutes(date).data?.run ?? null;
  const run = runInFlight(runs, { state: readRoutingState(), date, routeId }, listed);
  // A comparison's events move the bar; its read, asked again while it runs, ends it if one was lost.
  useRoutingComparison(run?.kind === 'compare' && run.id !== except ? run.id : null);
  if (!run || run.id === except) return null;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="caption">
        {run.kind === 'compare' ? 'Comparing plans…' : 'Routing…'} {Math.round(run.progress)}%
        {run.status === 'queued' ? ' (queued)' : ''}
      </Typography>
      <LinearProgress variant="determinate" value={run.progress} aria-label="Routing progress" />
    </Box>
  );
}

/** The fleet select (the main fleet plus fleets), the company select and ROUTE over the day's rides. */
export function RouteAllBar({
  comparisonId,
  onCompared,
}: {
  comparisonId: number | null;
  onCompared: (comparisonId: number) => void;
}) {
  const { date, fleetIds, companyIds, setFilters } = useRoutingFiltersStore();
  const settings = useSettings();
  const companies = useCompaniesQuery(true);
  const route = useRoutingWrite(routing.routeAll, { onDone: (answer) => trackRun(answer.run) });
  const fleetOptions = routingFleetOptions(settings.data?.fleets ?? []);
  const companyOptions = (companies.data?.companies ?? []).map((company) => ({
    value: company.id,
    label: company.name,
  }));

  // Spec 3 §5: all or none selected is sent as null (ROUTE and COMPARE alike).
  const scope = {
    fleet_ids: idsOrNull(
      fleetIds,
      fleetOptions.map((option) => option.value),
    ),
    company_ids: idsOrNull(
      companyIds,
      companyOptions.map((option) => option.value),
    ),
  };
  const handleRoute = () => route.mutate({ body: { date, ...scope } });

  return (
    <Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <MultiSelect
          label="Fleets"
          value={fleetIds}
          options={fleetOptions}
          onChange={(next) => setFilters({ fleetIds: next })}
          width={220}
        />
        <MultiSelect
          label="Companies"
          value={companyIds}
          options={companyOptions}
          onChange={(next) => setFilters({ companyIds: next })}
          width={220}
        />
        <Button variant="contained" loading={route.isPending} onClick={handleRoute}>
          ROUTE
        </Button>
        <CompareButton date={date} scope={scope} onStarted={onCompared} />
      </Stack>
      <RunProgress date={date} except={comparisonId ?? undefined} />
    </Box>
  );
}
