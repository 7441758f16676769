import { type RouteDetail, routing } from '@fleetdesk/contract';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { MultiSelect } from '../../../ui/form/MultiSelect';
import { LoadFailed } from '../../../ui/LoadFailed';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { useCompaniesQuery } from '../../rides/api/useCompaniesQuery';
import { useRoutingRoute, useRoutingZones } from '../api/routingQueries';
import { trackRun } from '../api/routingRuns';
import { useRoutingWrite } from '../api/useRoutingWrite';
import { RunProgress } from '../home/RouteAllBar';
import { StatLines } from '../home/StatsBlocks';
import { rideCounts, routeActions } from '../routeView';
import { RouteMap } from './RouteMap';
import { RouteRides } from './RouteRides';

function RouteButtons({
  route,
  companyIds,
  onView,
}: {
  route: RouteDetail;
  companyIds: number[];
  onView: () => void;
}) {
  const actions = routeActions(route.status, route.rides_count);
  const apply = useRoutingWrite(routing.applyRoute);
  const routeOne = useRoutingWrite(routing.routeOne, { onDone: (answer) => trackRun(answer.run) });
  const clear = useRoutingWrite(routing.clearRoute);
  const handleClear = () =>
    requestConfirm({
      title: 'Clear route',
      message: `Take every ride off route #${route.id}?`,
      confirmLabel: 'Clear',
      destructive: true,
      onConfirm: () => clear.mutate({ params: { id: route.id } }),
    });
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" onClick={onView}>
        View
      </Button>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={!actions.canApply}
        loading={apply.isPending}
        onClick={() => apply.mutate({ params: { id: route.id } })}
      >
        Apply
      </Button>
      <Button
        size="small"
        variant="contained"
        disabled={!actions.canRoute}
        loading={routeOne.isPending}
        onClick={() =>
          routeOne.mutate({
            params: { id: route.id },
            body: { company_ids: companyIds.length ? companyIds : null },
          })
        }
      >
        Route
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        disabled={!actions.canClear}
        onClick={handleClear}
      >
        Clear
      </Button>
    </Stack>
  );
}

function RouteHeader({ route, onGone }: { route: RouteDetail; onGone: () => void }) {
  const remove = useRoutingWrite(routing.deleteRoute, { onDone: onGone });
  const handleDelete = () =>
    requestConfirm({
      title: 'Delete route',
      message: `Delete route #${route.id} of ${route.driver_name}? Its rides can be routed again.`,
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () => remove.mutate({ params: { id: route.id } }),
    });
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
    >
      <Typography variant="h6" component="h2">
        Route #{route.id} · {route.driver_name} ({route.status})
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => openDialog('updateRoute', { routeId: route.id })}
        >
          Update
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          loading={remove.isPending}
          onClick={handleDelete}
        >
          Delete
        </Button>
      </Stack>
    </Stack>
  );
}

/** Route detail (`?route_id=`): header, shift, start zones, scenario, companies, actions, rides and map. */
export function RouteDetailPanel({ routeId, onGone }: { routeId: number; onGone: () => void }) {
  const query = useRoutingRoute(routeId);
  const zones = useRoutingZones();
  const companies = useCompaniesQuery(true);
  const [companyIds, setCompanyIds] = useState<number[]>([]);
  const [viewKey, setViewKey] = useState(0);
  const route = query.data?.route;
  const what = `Route #${routeId}`;
  if (!route && query.error) return <LoadFailed what={what} load={query} />;
  if (!route) return <LinearProgress aria-label="Loading route" />;

  const zoneNames = (zones.data?.zones ?? []).filter((zone) => route.start_zone_ids.includes(zone.id));
  const counts = rideCounts(route.rides);
  const companyOptions = (companies.data?.companies ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Route detail" component="section">
      {/* A failed refresh keeps the route as last read, and says so. */}
      <LoadFailed what={what} load={query} sx={{ mb: 1.5 }} />
      <RouteHeader route={route} onGone={onGone} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3, my: 1.5 }}>
        <StatLines
          lines={[
            ['From', formatNyDateTime(route.from_datetime)],
            ['Until', formatNyDateTime(route.to_datetime)],
            ['Start zones', zoneNames.map((zone) => zone.name).join(', ') || '—'],
            ['Scenario', route.scenario_title ?? '—'],
          ]}
        />
        <StatLines
          lines={[
            ['Rides', counts.rides],
            ['Pool rides', counts.pool],
            ['Pooled rides', counts.pooled],
            ['Distance', `${route.stats.distance.toFixed(1)} mi`],
          ]}
        />
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        <MultiSelect label="Companies" value={companyIds} options={companyOptions} onChange={setCompanyIds} />
        <RouteButtons route={route} companyIds={companyIds} onView={() => setViewKey((key) => key + 1)} />
      </Stack>
      <RunProgress date={route.date} routeId={route.id} />
      {/* Side by side only where the map keeps a useful width: beside a 380-px stats column on a 1024-px
          screen it had 190 px, so below 1200 px of window the map goes under the rides. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(280px, 2fr) 3fr' },
          gap: 2,
        }}
      >
        <RouteRides route={route} />
        <RouteMap route={route} viewKey={viewKey} />
      </Box>
    </Paper>
  );
}
