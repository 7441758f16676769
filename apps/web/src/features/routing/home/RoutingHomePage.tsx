import { Box, Stack } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../app/pages/PageTitle';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useRoutingScenarios, useRoutingStats } from '../api/routingQueries';
import { useRoutingLiveUpdates } from '../api/useRoutingLiveUpdates';
import { ComparisonPanel } from '../compare/ComparisonPanel';
import { RouteDetailPanel } from '../detail/RouteDetailPanel';
import { LastRunBlock } from '../outcome/LastRunBlock';
import { routeIdOf } from '../routeView';
import { useRoutingFiltersStore } from '../routingFiltersStore';
import { DayActions } from './DayActions';
import { RouteAllBar } from './RouteAllBar';
import { RoutesAccordion } from './RoutesAccordion';
import { RoutingHeader } from './RoutingHeader';
import { ScenariosTable } from './ScenariosTable';
import { DayStats, HourlyStats } from './StatsBlocks';

/** /routing/home (spec 3 §2): a day's stats and scenarios on the left, ROUTE, the routes and one route's detail. */
export function RoutingHomePage() {
  const date = useRoutingFiltersStore((state) => state.date);
  const [params, setParams] = useSearchParams();
  const routeId = routeIdOf(params.get('route_id'));
  const comparisonId = routeIdOf(params.get('comparison_id'));
  const stats = useRoutingStats(date);
  const scenarios = useRoutingScenarios();
  useRoutingLiveUpdates();

  const openParam = (name: 'route_id' | 'comparison_id', id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(name);
      else next.set(name, String(id));
      return next;
    });
  const openRoute = (id: number | null) => openParam('route_id', id);
  const openComparison = (id: number | null) => openParam('comparison_id', id);

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <PageTitle>Routing Home</PageTitle>
        <RoutingHeader />
      </Stack>
      <LoadFailed what="Routing stats" load={stats} sx={{ mb: 2 }} />
      <LoadFailed what="Scenarios" load={scenarios} sx={{ mb: 2 }} />
      {/* On a tablet the stats go above the routes: beside them, a route's detail ran off the screen. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '380px minmax(0, 1fr)' },
          gap: 2,
        }}
      >
        <Stack spacing={1.5}>
          <HourlyStats stats={stats.data?.stats} />
          <ScenariosTable scenarios={scenarios.data?.scenarios} />
          <DayStats stats={stats.data?.stats} />
          <LastRunBlock date={date} />
          <DayActions date={date} />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <RouteAllBar comparisonId={comparisonId} onCompared={openComparison} />
          {comparisonId !== null && (
            <ComparisonPanel id={comparisonId} onClose={() => openComparison(null)} />
          )}
          <RoutesAccordion date={date} selectedId={routeId} onOpen={openRoute} />
          {routeId !== null && <RouteDetailPanel routeId={routeId} onGone={() => openRoute(null)} />}
        </Stack>
      </Box>
    </Box>
  );
}
