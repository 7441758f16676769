import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cars,
  companies,
  drivers,
  fleets,
  rides,
  rideTypes,
  routingRouteRides,
  routingRoutes,
  routingScenarios,
  routingWaypoints,
  zones,
} from '../../db/schema';
import { nextUpdatedAt } from '../../db/updated-at';

/** Routes listed anywhere: a deleted route is kept for the audit trail only. */
export const liveRoute = ne(routingRoutes.status, 'deleted');

const idsOf = (table: 'routing_route_start_zones' | 'routing_route_companies', column: string) =>
  sql<
    number[]
  >`coalesce((select array_agg(x.${sql.raw(column)} order by x.${sql.raw(column)}) from ${sql.raw(table)} x where x.route_id = routing_routes.id), '{}')`;

const routeColumns = {
  id: routingRoutes.id,
  state: routingRoutes.state,
  serviceDate: routingRoutes.serviceDate,
  type: routingRoutes.type,
  status: routingRoutes.status,
  driverId: routingRoutes.driverId,
  driverName: sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}`,
  fromDatetime: routingRoutes.fromDatetime,
  toDatetime: routingRoutes.toDatetime,
  fleetId: routingRoutes.fleetId,
  fleetName: fleets.name,
  carId: routingRoutes.carId,
  carReferenceId: cars.referenceId,
  carPlateNumber: cars.plateNumber,
  ridesCount: routingRoutes.ridesCount,
  totalAmountCents: routingRoutes.totalAmountCents,
  scenarioId: routingRoutes.scenarioId,
  scenarioTitle: routingScenarios.title,
  capacity: routingRoutes.capacity,
  distance: routingRoutes.distance,
  duration: routingRoutes.duration,
  startZoneIds: idsOf('routing_route_start_zones', 'zone_id'),
  companyIds: idsOf('routing_route_companies', 'company_id'),
  updatedAt: routingRoutes.updatedAt,
};

/** Routes matching `where`, by start time, with their driver, fleet, car and scenario. */
export function selectRoutes(
  db: DbOrTx,
  where: SQL | undefined,
  page?: { limit: number; offset: number; newestFirst: boolean },
) {
  const query = db
    .select(routeColumns)
    .from(routingRoutes)
    .innerJoin(drivers, eq(drivers.id, routingRoutes.driverId))
    .leftJoin(fleets, eq(fleets.id, routingRoutes.fleetId))
    .leftJoin(cars, eq(cars.id, routingRoutes.carId))
    .leftJoin(routingScenarios, eq(routingScenarios.id, routingRoutes.scenarioId))
    .where(and(liveRoute, where))
    .$dynamic();
  if (!page) return query.orderBy(asc(routingRoutes.fromDatetime), asc(routingRoutes.id));
  return query
    .orderBy(
      page.newestFirst ? desc(routingRoutes.fromDatetime) : asc(routingRoutes.fromDatetime),
      desc(routingRoutes.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}
export type RouteRow = Awaited<ReturnType<typeof selectRoutes>>[number];

export const dayOf = (state: string, date: string) =>
  and(eq(routingRoutes.state, state), eq(routingRoutes.serviceDate, date));

// Written out qualified: inside a subquery drizzle would name the outer column without its table.
const pickupZone = sql`(select name from zones z where z.id = rides.pickup_zone_id)`;
const destinationZone = sql`(select name from zones z where z.id = rides.destination_zone_id)`;

/** The rides of routes, in their order on the route. */
export const selectRouteRides = (db: DbOrTx, routeIds: readonly number[]) =>
  db
    .select({
      routeId: routingRouteRides.routeId,
      id: rides.id,
      referenceId: rides.referenceId,
      status: rides.status,
      companyId: rides.companyId,
      companyName: companies.name,
      pickupAt: rides.pickupAt,
      dropoffAt: rides.dropoffAt,
      appointmentAt: rides.appointmentAt,
      duration: rides.duration,
      distance: rides.distance,
      ridePriceCents: rides.ridePriceCents,
      pooled: rides.pooled,
      rideTypeId: rides.rideTypeId,
      rideType: rideTypes.displayName,
      pickupZone: sql<string | null>`${pickupZone}`,
      destinationZone: sql<string | null>`${destinationZone}`,
      startLat: rides.startLat,
      startLon: rides.startLon,
      destinationLat: rides.destinationLat,
      destinationLon: rides.destinationLon,
      mainRideId: rides.mainRideId,
    })
    .from(routingRouteRides)
    .innerJoin(rides, eq(rides.id, routingRouteRides.rideId))
    .innerJoin(companies, eq(companies.id, rides.companyId))
    .innerJoin(rideTypes, eq(rideTypes.id, rides.rideTypeId))
    .where(inArray(routingRouteRides.routeId, [...routeIds]))
    .orderBy(asc(routingRouteRides.position), asc(rides.id));
export type RouteRideRow = Awaited<ReturnType<typeof selectRouteRides>>[number];

export const selectWaypoints = (db: DbOrTx, routeId: number) =>
  db
    .select()
    .from(routingWaypoints)
    .where(eq(routingWaypoints.routeId, routeId))
    .orderBy(asc(routingWaypoints.position));
export type WaypointRow = Awaited<ReturnType<typeof selectWaypoints>>[number];

/** A route under its row lock, for a write; deleted routes are not found. */
export async function lockRoute(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: routingRoutes.id,
      state: routingRoutes.state,
      serviceDate: routingRoutes.serviceDate,
      status: routingRoutes.status,
      fleetId: routingRoutes.fleetId,
      updatedAt: routingRoutes.updatedAt,
    })
    .from(routingRoutes)
    .where(and(eq(routingRoutes.id, id), liveRoute))
    .for('update');
  return row;
}
export type LockedRoute = NonNullable<Awaited<ReturnType<typeof lockRoute>>>;

/** Takes rides off routes: their route rows and every stop of those routes' rides. */
export async function detachRides(tx: DbOrTx, routeIds: readonly number[], rideId?: number) {
  if (routeIds.length === 0) return 0;
  const onRoutes = inArray(routingWaypoints.routeId, [...routeIds]);
  await tx
    .delete(routingWaypoints)
    .where(rideId === undefined ? onRoutes : and(onRoutes, eq(routingWaypoints.rideId, rideId)));
  const removed = await tx
    .delete(routingRouteRides)
    .where(
      and(
        inArray(routingRouteRides.routeId, [...routeIds]),
        rideId === undefined ? undefined : eq(routingRouteRides.rideId, rideId),
      ),
    )
    .returning({ rideId: routingRouteRides.rideId });
  return removed.length;
}

/**
 * A route's status and totals. `updated_at` always moves forward, so a save based on an older copy
 * is refused even within one millisecond.
 */
export async function updateRouteRow(
  tx: DbOrTx,
  id: number,
  patch: Partial<typeof routingRoutes.$inferInsert>,
) {
  await tx
    .update(routingRoutes)
    .set({
      ...patch,
      updatedAt: nextUpdatedAt(routingRoutes.updatedAt),
    })
    .where(eq(routingRoutes.id, id));
}

/** The zones of one state (the map and the zone resync), by name. */
export const selectStateZones = (db: DbOrTx, state?: string) =>
  db
    .select()
    .from(zones)
    .where(state ? eq(zones.state, state) : undefined)
    .orderBy(asc(zones.name));
