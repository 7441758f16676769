import type { PlannedRoute, PlannedStop, SolverResult } from '@fleetdesk/solver';
import type { DbOrTx } from '../../../db/client';
import { routingRouteRides, routingRoutes, routingWaypoints } from '../../../db/schema';
import { detachRides, updateRouteRow } from '../queries';
import { ANYWHERE, DEFAULT_SCENARIO, type Point } from './build';
import type { RunDriver, RunRide } from './inputs';

/**
 * Writes a solved plan: each planned route (type auto, finished) with its rides and stops in order.
 * A planned route first becomes a RouteDraft (plain JSON), which a comparison keeps aside until one of
 * its plans is used (decision 117); ROUTE writes its drafts at once.
 */

export interface PlanContext {
  state: string;
  date: string;
  dayStart: Date;
  points: readonly Point[];
  rides: ReadonlyMap<string, RunRide>;
  drivers: ReadonlyMap<string, RunDriver>;
}

/** A ride as the plan found it: apply and a used comparison plan skip it if it changed since. */
export interface DraftRide {
  id: number;
  status: string;
  updatedAt: string;
  priceCents: number;
}

export interface DraftStop {
  rideId: number | null;
  type: PlannedStop['kind'];
  lat: number;
  lon: number;
  at: string;
  requiredAt: string | null;
}

export interface RouteDraft {
  driverId: number;
  carId: number | null;
  fleetId: number | null;
  capacity: number;
  scenarioId: number | null;
  from: string;
  to: string;
  distance: number;
  duration: number;
  rides: DraftRide[];
  stops: DraftStop[];
}

const atMinute = (plan: PlanContext, minutes: number) => new Date(plan.dayStart.getTime() + minutes * 60_000);

/** A stop's place; a start or end "anywhere" is drawn where the driver's first or last ride is. */
function placeOf(plan: PlanContext, stops: readonly PlannedStop[], index: number): Point {
  const point = plan.points[stops[index]?.location ?? 0] ?? ANYWHERE;
  if (!Number.isNaN(point.lat)) return point;
  const neighbour = index === 0 ? stops[1] : stops[stops.length - 2];
  return plan.points[neighbour?.location ?? 0] ?? ANYWHERE;
}

/** The routes of a plan that carry rides (an unused vehicle is not a route). */
export const usedRoutes = (result: SolverResult) =>
  result.routes.filter((route) => route.stops.some((s) => s.requestId));

/** Pure: a planned route as the rows it will become. */
export function draftRoute(plan: PlanContext, planned: PlannedRoute): RouteDraft {
  const driver = plan.drivers.get(planned.vehicleId) as RunDriver;
  const first = planned.stops[0] as PlannedStop;
  const last = planned.stops[planned.stops.length - 1] as PlannedStop;
  const rideIds = [...new Set(planned.stops.flatMap((stop) => (stop.requestId ? [stop.requestId] : [])))];
  return {
    driverId: driver.driverId,
    carId: driver.carId,
    fleetId: driver.fleetId,
    capacity: Math.min(15, Math.max(1, driver.seats)),
    scenarioId:
      planned.scenarioTitle && planned.scenarioTitle !== DEFAULT_SCENARIO
        ? Number(planned.scenarioTitle)
        : null,
    from: atMinute(plan, first.departure).toISOString(),
    to: atMinute(plan, Math.max(last.arrival, first.departure + 1)).toISOString(),
    distance: Math.round(planned.distance * 100) / 100,
    duration: Math.round(planned.durationMinutes),
    rides: rideIds.map((id) => {
      const ride = plan.rides.get(id) as RunRide;
      return {
        id: ride.id,
        status: ride.status,
        updatedAt: ride.updatedAt.toISOString(),
        priceCents: ride.priceCents,
      };
    }),
    stops: planned.stops.map((stop, position) => {
      const ride = stop.requestId ? (plan.rides.get(stop.requestId) as RunRide) : null;
      const place = placeOf(plan, planned.stops, position);
      const required =
        stop.kind === 'pickup' ? ride?.pickupAt : stop.kind === 'dropoff' ? ride?.appointmentAt : null;
      return {
        rideId: ride?.id ?? null,
        type: stop.kind,
        lat: place.lat,
        lon: place.lon,
        at: atMinute(plan, stop.serviceStart).toISOString(),
        requiredAt: required ? new Date(required).toISOString() : null,
      };
    }),
  };
}

/** The route row's totals of a draft (its rides' count and price; distance and time as planned). */
const totals = (draft: RouteDraft) => ({
  ridesCount: draft.rides.length,
  totalAmountCents: draft.rides.reduce((sum, ride) => sum + ride.priceCents, 0),
  distance: draft.distance,
  duration: draft.duration,
});

async function writeStops(tx: DbOrTx, routeId: number, draft: RouteDraft) {
  if (draft.rides.length > 0)
    await tx.insert(routingRouteRides).values(
      draft.rides.map((ride, position) => ({
        routeId,
        rideId: ride.id,
        position,
        routedStatus: ride.status,
        routedUpdatedAt: new Date(ride.updatedAt),
      })),
    );
  await tx.insert(routingWaypoints).values(
    draft.stops.map((stop, position) => ({
      routeId,
      rideId: stop.rideId,
      position,
      type: stop.type,
      lat: stop.lat,
      lon: stop.lon,
      at: new Date(stop.at),
      requiredAt: stop.requiredAt ? new Date(stop.requiredAt) : null,
    })),
  );
}

/** A new auto route (finished) of the day from a draft. Returns its id. */
export async function insertDraftRoute(tx: DbOrTx, day: { state: string; date: string }, draft: RouteDraft) {
  const [row] = await tx
    .insert(routingRoutes)
    .values({
      state: day.state,
      serviceDate: day.date,
      type: 'auto',
      status: 'finished',
      driverId: draft.driverId,
      carId: draft.carId,
      fleetId: draft.fleetId,
      fromDatetime: new Date(draft.from),
      toDatetime: new Date(draft.to),
      capacity: draft.capacity,
      scenarioId: draft.scenarioId,
      ...totals(draft),
    })
    .returning({ id: routingRoutes.id });
  const routeId = row?.id as number;
  await writeStops(tx, routeId, draft);
  return routeId;
}

/** ROUTE: a new auto route per driver the plan uses. Returns the ids made. */
export async function storeNewRoutes(tx: DbOrTx, plan: PlanContext, result: SolverResult) {
  const ids: number[] = [];
  for (const planned of usedRoutes(result))
    ids.push(await insertDraftRoute(tx, plan, draftRoute(plan, planned)));
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
  const draft = draftRoute(plan, planned);
  await writeStops(tx, routeId, draft);
  await updateRouteRow(tx, routeId, {
    status: 'finished',
    ...totals(draft),
    ...(draft.scenarioId ? { scenarioId: draft.scenarioId } : {}),
  });
  return draft.rides.length;
}
