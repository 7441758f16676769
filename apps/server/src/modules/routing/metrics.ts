import { ROUTING_ACTIONS } from '@fleetdesk/contract';
import { and, eq } from 'drizzle-orm';
import { routingRoutes } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { dayOf, lockRoute, selectRouteRides, selectRoutes, selectWaypoints, updateRouteRow } from './queries';
import { assertOperatorStaff, type WriteRequest } from './route-access';
import { ROUTING_MESSAGES, rideTotals } from './rules';

/**
 * sync-metrics: a route's totals again from what it holds now: its rides (count, price) and the road
 * distance and driving time through its stops in order, from the router (OSRM, or the straight-line
 * estimate). The router is asked before the transaction; totals are written under each route's lock.
 */
export function createMetricsService({
  db,
  realtime,
  router,
}: Pick<ModuleDeps, 'db' | 'realtime' | 'router'>) {
  async function travelOf(routeId: number) {
    const stops = await selectWaypoints(db, routeId);
    if (stops.length < 2) return { distance: 0, duration: 0 };
    const path = await router.route(stops.map((stop) => ({ lat: stop.lat, lon: stop.lon })));
    return { distance: path.distance_miles, duration: Math.round(path.duration_s / 60) };
  }

  async function syncMetrics(request: WriteRequest & { state: string }, date: string, routeId?: number) {
    assertOperatorStaff(request.caller);
    const routes = await selectRoutes(
      db,
      and(dayOf(request.state, date), routeId === undefined ? undefined : eq(routingRoutes.id, routeId)),
    );
    if (routeId !== undefined && routes.length === 0) throw notFound('Route');
    const travel = new Map<number, { distance: number; duration: number }>();
    for (const route of routes) travel.set(route.id, await travelOf(route.id));
    const synced = await db.transaction(async (tx) => {
      const written = [];
      for (const route of routes) {
        const locked = await lockRoute(tx, route.id);
        if (!locked || locked.status === 'processing') continue;
        const totals = { ...rideTotals(await selectRouteRides(tx, [route.id])), ...travel.get(route.id) };
        await updateRouteRow(tx, route.id, totals);
        written.push({ route_id: route.id, ...totals });
      }
      await writeAudit(tx, {
        adminId: request.caller.adminId,
        action: 'routing.sync_metrics',
        entityType: 'routing_day',
        entityId: `${request.state} ${date}`,
        after: written,
        ip: request.ip,
      });
      return written.length;
    });
    realtime.emit(ROUTING_ACTIONS.dayChanged, { state: request.state, date });
    return { synced, message: ROUTING_MESSAGES.metricsSynced };
  }

  return { syncMetrics };
}
