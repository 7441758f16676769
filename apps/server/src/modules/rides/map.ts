import type { GpsPoint, RouteWaypoint } from '@fleetdesk/contract';
import { DRIVER_HELD_STATUSES } from '@fleetdesk/contract';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverLocationHistory, driverLocations, drivers, rideAssignments, rides } from '../../db/schema';
import type { Router } from '../../platform/adapters/routing';
import { notFound } from '../../platform/errors';
import { type RideViewer, reachCondition } from './views';

/** A drawn trail longer than this is thinned by the client anyway; it bounds one answer's size. */
const MAX_TRAIL_POINTS = 5000;
/** A driver usually sets off for a pickup within this long before it (docs/decisions.md). */
const TRAIL_LEAD = sql.raw(`interval '2 hours'`);
/** Stops a driver still has to make, in pickup order; the route of a whole day is not drawn. */
const MAX_PLANNED_RIDES = 12;

const gpsPoint = (p: { lat: number; lon: number; heading: number; at: Date }): GpsPoint => ({
  lat: p.lat,
  lon: p.lon,
  heading: p.heading,
  at: p.at.toISOString(),
});

async function rideInReach(db: DbOrTx, id: number, viewer: RideViewer) {
  const [ride] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.id, id), reachCondition(viewer)));
  if (!ride) throw notFound('Ride');
  return ride;
}

/** A fleet user sees where a driver is only while the driver is in their fleet now. */
const seesDriverNow = (viewer: RideViewer, driver: { fleetId: number | null }) =>
  !viewer.isFleet || driver.fleetId === viewer.fleetId;

/**
 * GET /rides/{id}/location: where the ride's driver is now; null without one, without a position,
 * or (to a fleet user) once the driver has moved to another fleet.
 */
export async function loadRideLocation(db: DbOrTx, id: number, viewer: RideViewer) {
  const ride = await rideInReach(db, id, viewer);
  if (ride.driverId === null) return { location: null };
  const [here] = await db
    .select({
      lat: driverLocations.lat,
      lon: driverLocations.lon,
      heading: driverLocations.heading,
      at: driverLocations.updatedAt,
      fleetId: drivers.fleetId,
    })
    .from(driverLocations)
    .innerJoin(drivers, eq(drivers.id, driverLocations.driverId))
    .where(eq(driverLocations.driverId, ride.driverId));
  return { location: here && seesDriverNow(viewer, here) ? gpsPoint(here) : null };
}

/**
 * GET /rides/{id}/driven-route: the driver's GPS trail from when they set off for this ride (the
 * later of their assignment and two hours before pickup) to the drop-off, or now while it runs.
 */
export async function loadDrivenRoute(db: DbOrTx, id: number, viewer: RideViewer) {
  const ride = await rideInReach(db, id, viewer);
  if (ride.driverId === null) return { points: [] };
  const [assignment] = await db
    .select({ at: rideAssignments.assignedAt })
    .from(rideAssignments)
    .where(and(eq(rideAssignments.rideId, id), eq(rideAssignments.driverId, ride.driverId)))
    .orderBy(desc(rideAssignments.assignedAt))
    .limit(1);
  const leadStart = sql`${ride.pickupAt.toISOString()}::timestamptz - ${TRAIL_LEAD}`;
  const from = assignment
    ? sql`greatest(${assignment.at.toISOString()}::timestamptz, ${leadStart})`
    : leadStart;
  const until = ride.actualDropoffAt ?? new Date();
  const points = await db
    .select({
      lat: driverLocationHistory.lat,
      lon: driverLocationHistory.lon,
      heading: driverLocationHistory.heading,
      at: driverLocationHistory.recordedAt,
    })
    .from(driverLocationHistory)
    .where(
      and(
        eq(driverLocationHistory.driverId, ride.driverId),
        gte(driverLocationHistory.recordedAt, from),
        lte(driverLocationHistory.recordedAt, until),
      ),
    )
    .orderBy(asc(driverLocationHistory.recordedAt))
    .limit(MAX_TRAIL_POINTS);
  return { points: points.map(gpsPoint) };
}

/** The driver's next stops: pickups of rides not yet started and every drop-off, in pickup order. */
function plannedStops(planned: (typeof rides.$inferSelect)[]): Omit<RouteWaypoint, 'index'>[] {
  return planned.flatMap((ride) => {
    const dropoff = {
      type: 'dropoff' as const,
      lat: ride.destinationLat,
      lon: ride.destinationLon,
      at: ride.dropoffAt?.toISOString() ?? null,
      ride_id: ride.id,
    };
    if (ride.status === 'in_progress') return [dropoff];
    const pickup = {
      type: 'pickup' as const,
      lat: ride.startLat,
      lon: ride.startLon,
      at: ride.pickupAt.toISOString(),
      ride_id: ride.id,
    };
    return [pickup, dropoff];
  });
}

/**
 * GET /rides/driver-waypoints: from the driver's position through their planned stops, with the road
 * polyline from the router (or its straight-line fallback, flagged).
 */
export async function loadDriverWaypoints(db: DbOrTx, router: Router, driverId: number, viewer: RideViewer) {
  const [driver] = await db
    .select({ id: drivers.id, fleetId: drivers.fleetId })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  if (!driver || !seesDriverNow(viewer, driver)) throw notFound('Driver');
  const [here] = await db.select().from(driverLocations).where(eq(driverLocations.driverId, driverId));
  const planned = await db
    .select()
    .from(rides)
    // A facility user sees the driver's stops for their own companies' rides only.
    .where(
      and(
        eq(rides.driverId, driverId),
        inArray(rides.status, [...DRIVER_HELD_STATUSES]),
        reachCondition(viewer),
      ),
    )
    .orderBy(asc(rides.pickupAt), asc(rides.id))
    .limit(MAX_PLANNED_RIDES);
  const start = here
    ? [
        {
          type: 'driver_location' as const,
          lat: here.lat,
          lon: here.lon,
          at: here.updatedAt.toISOString(),
          ride_id: null,
        },
      ]
    : [];
  const waypoints = [...start, ...plannedStops(planned)].map((w, index) => ({ index, ...w }));
  if (waypoints.length < 2) return { waypoints, polyline: '', is_manual_fallback_used: false };
  const route = await router.route(waypoints);
  return { waypoints, polyline: route.polyline, is_manual_fallback_used: route.is_manual_fallback_used };
}
