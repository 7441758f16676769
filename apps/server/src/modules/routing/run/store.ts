import type { PlannedRoute, PlannedStop, SolverResult } from '@fleetdesk/solver';
import type { DbOrTx } from '../../../db/client';
import { routingRouteRides, routingRoutes, routingWaypoints } from '../../../db/schema';
import { detachRides, updateRouteRow } from '../queries';
import { ANYWHERE, DEFAULT_SCENARIO, type Point } from './build';
import type { RunDriver, RunRide } from './inputs';

/** Writes a solved plan: each planned route (type auto, finished) with its rides and stops in order. */

export interface PlanContext {
  state: string;
  date: string;
  dayStart: Date;
  points: readonly Point[];
  rides: ReadonlyMap<string, RunRide>;
  drivers: ReadonlyMap<string, RunDriver>;
}

const atMinute = (plan: PlanContext, minutes: number) => new Date(plan.dayStart.getTime() + minutes * 60_000);

/** A stop's place; a start or end "anywhere" is drawn where the driver's first or last ride is. */
function placeOf(plan: PlanContext, stops: readonly PlannedStop[], index: number): Point {
  const point = plan.points[stops[index]?.location ?? 0] ?? ANYWHERE;
  if (!Number.isNaN(point.lat)) return point;
  const neighbour = index === 0 ? stops[1] : stops[stops.length - 2];
  return plan.points[neighbour?.location ?? 0] ?? ANYWHERE;
}

function totals(plan: PlanContext, planned: PlannedRoute, rideIds: readonly string[]) {
  const rides = rideIds.map((id) => plan.rides.get(id) as RunRide);
  return {
    ridesCount: rides.length,
    totalAmountCents: rides.reduce((sum, ride) => sum + ride.priceCents, 0),
    distance: Math.round(planned.distance * 100) / 100,
    duration: Math.round(planned.durationMinutes),
    scenarioId:
      planned.scenarioTitle && planned.scenarioTitle !== DEFAULT_SCENARIO
        ? Number(planned.scenarioTitle)
        : null,
  };
}

async function writeStops(tx: DbOrTx, plan: PlanContext, routeId: number, planned: PlannedRoute) {
  const rideIds = [...new Set(planned.stops.flatMap((stop) => (stop.requestId ? [stop.requestId] : [])))];
  if (rideIds.length > 0)
    await tx.insert(routingRouteRides).values(
      rideIds.map((id, position) => {
        const ride = plan.rides.get(id) as RunRide;
        return {
          routeId,
          rideId: ride.id,
          position,
          routedStatus: ride.status,
          routedUpdatedAt: ride.updatedAt,
        };
      }),
    );
  await tx.insert(routingWaypoints).values(
    planned.stops.map((stop, position) => {
      const ride = stop.requestId ? (plan.rides.get(stop.requestId) as RunRide) : null;
      const place = placeOf(plan, planned.stops, position);
      const required =
        stop.kind === 'pickup' ? ride?.pickupAt : stop.kind === 'dropoff' ? ride?.appointmentAt : null;
      return {
        routeId,
        rideId: ride?.id ?? null,
        position,
        type: stop.kind,
        lat: place.lat,
        lon: place.lon,
        at: atMinute(plan, stop.serviceStart),
        requiredAt: required ? new Date(required) : null,
      };
    }),
  );
  return rideIds;
}

const usedRoutes = (result: SolverResult) =>
  result.routes.filter((route) => route.stops.some((s) => s.requestId));

/** ROUTE: a new auto route per driver the plan uses. Returns the ids made. */
export async function storeNewRoutes(tx: DbOrTx, plan: PlanContext, result: SolverResult) {
  const ids: number[] = [];
  for (const planned of usedRoutes(result)) {
    const driver = plan.drivers.get(planned.vehicleId) as RunDriver;
    const first = planned.stops[0] as PlannedStop;
    const last = planned.stops[planned.stops.length - 1] as PlannedStop;
    const from = atMinute(plan, first.departure);
    const to = atMinute(plan, Math.max(last.arrival, first.departure + 1));
    const rideIds = planned.stops.flatMap((stop) => (stop.requestId ? [stop.requestId] : []));
    const [row] = await tx
      .insert(routingRoutes)
      .values({
        state: plan.state,
        serviceDate: plan.date,
        type: 'auto',
        status: 'finished',
        driverId: driver.driverId,
        carId: driver.carId,
        fleetId: driver.fleetId,
        fromDatetime: from,
        toDatetime: to,
        capacity: Math.min(15, Math.max(1, driver.seats)),
        ...totals(plan, planned, [...new Set(rideIds)]),
      })
      .returning({ id: routingRoutes.id });
    const routeId = row?.id as number;
    await writeStops(tx, plan, routeId, planned);
    ids.push(routeId);
  }
  return ids;
}

/** A route's Route: its rides and stops replaced by the plan's (none when nothing fitted). */
export async function storeRoutePlan(tx: DbOrTx, plan: PlanContext, routeId: number, result: SolverResult) {
  await detachRides(tx, [routeId]);
  const planned = usedRoutes(result)[0];
  if (!planned) {
    await updateRouteRow(tx, routeId, {
      status: 'finished',
      ridesCount: 0,
      totalAmountCents: 0,
      distance: 0,
      duration: 0,
    });
    return 0;
  }
  const rideIds = await writeStops(tx, plan, routeId, planned);
  const { scenarioId, ...rest } = totals(plan, planned, rideIds);
  await updateRouteRow(tx, routeId, { status: 'finished', ...rest, ...(scenarioId ? { scenarioId } : {}) });
  return rideIds.length;
}
