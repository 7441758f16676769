import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cars,
  companies,
  drivers,
  routingRouteCompanies,
  routingRouteStartZones,
  routingRoutes,
  routingScenarios,
  zones,
} from '../../db/schema';

/** The SQL of creating and saving a route, and the look-ups its checks need. */

export const findDriver = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({
        id: drivers.id,
        fleetId: drivers.fleetId,
        status: drivers.status,
        firstName: drivers.firstName,
        lastName: drivers.lastName,
      })
      .from(drivers)
      .where(eq(drivers.id, id))
  )[0];

export const findCar = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({ id: cars.id, driverId: cars.driverId, seats: cars.seats })
      .from(cars)
      .where(eq(cars.id, id))
  )[0];

/** The driver's active car, the first one when they have several. */
export const findDriversCar = async (db: DbOrTx, driverId: number) =>
  (
    await db
      .select({ id: cars.id, driverId: cars.driverId, seats: cars.seats })
      .from(cars)
      .where(and(eq(cars.driverId, driverId), eq(cars.status, 'active')))
      .orderBy(asc(cars.id))
      .limit(1)
  )[0];

export async function countZonesOfState(db: DbOrTx, ids: readonly number[], state: string) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(zones)
    .where(and(inArray(zones.id, [...ids]), eq(zones.state, state)));
  return row?.n ?? 0;
}

export async function countCompanies(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  return row?.n ?? 0;
}

export const findScenarioOfState = async (db: DbOrTx, id: number, state: string) =>
  (
    await db
      .select({ id: routingScenarios.id })
      .from(routingScenarios)
      .where(and(eq(routingScenarios.id, id), eq(routingScenarios.state, state)))
  )[0];

export async function insertRoute(tx: DbOrTx, values: typeof routingRoutes.$inferInsert): Promise<number> {
  const [row] = await tx.insert(routingRoutes).values(values).returning({ id: routingRoutes.id });
  if (!row) throw new Error('route not inserted');
  return row.id;
}

/** Sets a route's start zones and companies to exactly these. */
export async function replaceRouteLinks(
  tx: DbOrTx,
  routeId: number,
  zoneIds: readonly number[],
  companyIds: readonly number[],
) {
  await tx.delete(routingRouteStartZones).where(eq(routingRouteStartZones.routeId, routeId));
  await tx.delete(routingRouteCompanies).where(eq(routingRouteCompanies.routeId, routeId));
  if (zoneIds.length > 0)
    await tx.insert(routingRouteStartZones).values(zoneIds.map((zoneId) => ({ routeId, zoneId })));
  if (companyIds.length > 0)
    await tx.insert(routingRouteCompanies).values(companyIds.map((companyId) => ({ routeId, companyId })));
}
