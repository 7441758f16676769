import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  cars,
  drivers,
  rides,
  routingRouteRides,
  routingRoutes,
  routingScenarios,
  routingWaypoints,
} from '../src/db/schema';
import { dayWindow } from '../src/modules/routing/rules';
import { call } from './api';
import { makeRide } from './ride-fixtures';
import type { TestServer } from './server';

/** Routing test data written straight to the database: routes with rides and stops, scenarios. */

const HOUR_MS = 3_600_000;

export interface RouteSetup {
  driverId: number;
  date: string;
  state?: string;
  status?: 'pending' | 'processing' | 'finished' | 'deleted';
  /** Rides made for the route (pending, picked up on the day from 8:00 New York, an hour apart). */
  rides?: number;
  /** Stops in this order of ride indexes: `p0` picks up ride 0, `d0` drops it; default each ride in turn. */
  stops?: string[];
}

export async function makeRoute(db: Db, setup: RouteSetup) {
  const { start } = dayWindow(setup.date);
  const [driver] = await db
    .select({ fleetId: drivers.fleetId })
    .from(drivers)
    .where(eq(drivers.id, setup.driverId));
  const [car] = await db.select({ id: cars.id }).from(cars).where(eq(cars.driverId, setup.driverId)).limit(1);
  const [route] = await db
    .insert(routingRoutes)
    .values({
      state: setup.state ?? 'NY',
      serviceDate: setup.date,
      status: setup.status ?? 'finished',
      type: 'auto',
      driverId: setup.driverId,
      carId: car?.id ?? null,
      fleetId: driver?.fleetId ?? null,
      fromDatetime: new Date(start.getTime() + 7 * HOUR_MS),
      toDatetime: new Date(start.getTime() + 17 * HOUR_MS),
    })
    .returning({ id: routingRoutes.id });
  const routeId = route?.id as number;
  const rideIds: number[] = [];
  for (let i = 0; i < (setup.rides ?? 0); i++) {
    const ride = await makeRide(db, {
      status: 'pending',
      pickupAt: new Date(start.getTime() + (8 + i) * HOUR_MS),
    });
    rideIds.push(ride.id);
    await db.insert(routingRouteRides).values({ routeId, rideId: ride.id, position: i });
  }
  const stops = setup.stops ?? rideIds.flatMap((_, i) => [`p${i}`, `d${i}`]);
  for (const [position, stop] of stops.entries()) {
    const rideId = rideIds[Number(stop.slice(1))] as number;
    const [ride] = await db.select().from(rides).where(eq(rides.id, rideId));
    const isPickup = stop.startsWith('p');
    await db.insert(routingWaypoints).values({
      routeId,
      rideId,
      position,
      type: isPickup ? 'pickup' : 'dropoff',
      lat: (isPickup ? ride?.startLat : ride?.destinationLat) as number,
      lon: (isPickup ? ride?.startLon : ride?.destinationLon) as number,
      at: new Date(start.getTime() + (8 * 60 + position * 20) * 60_000),
      requiredAt: isPickup ? (ride?.pickupAt ?? null) : null,
    });
  }
  return { id: routeId, rideIds };
}

export async function makeScenario(
  db: Db,
  values: { title?: string; state?: string; status?: 'pending' | 'processing' } = {},
) {
  const [row] = await db
    .insert(routingScenarios)
    .values({
      carTypeId: 1,
      title: values.title ?? 'Fixture',
      state: values.state ?? 'NY',
      status: values.status ?? 'pending',
    })
    .returning({ id: routingScenarios.id });
  return row?.id as number;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, as a client would
export type Body = Record<string, any>;

/** Calls as one user, with the company-state header when a state is named. */
export const routingApi =
  (server: () => TestServer, token: () => string) =>
  (method: 'GET' | 'POST', path: string, body?: unknown, state?: string) =>
    call<Body>(server().url, method, path, {
      token: token(),
      body,
      headers: state ? { 'company-state': state } : undefined,
    });
