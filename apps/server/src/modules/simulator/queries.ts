import { DRIVER_HELD_STATUSES } from '@fleetdesk/contract';
import { and, asc, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectHeldRides } from '../../db/held-rides';
import { admins, cars, driverLocations, drivers, riders, rides } from '../../db/schema';

/** The rides underway around now, with where their driver is; the nearest pickups first. */
export async function findRidesToDrive(
  db: DbOrTx,
  now: Date,
  window: { pastMs: number; aheadMs: number; max: number },
) {
  const from = new Date(now.getTime() - window.pastMs);
  const to = new Date(now.getTime() + window.aheadMs);
  return selectHeldRides(db, { from, to }, { arrivedAt: rides.arrivedAt })
    .orderBy(asc(rides.pickupAt))
    .limit(window.max);
}

/** The operator's first super admin: ride changes the simulator makes are theirs in the log. */
export async function findSimulatorAdmin(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.superAdmin, true), eq(admins.status, 'active')))
    .orderBy(asc(admins.id))
    .limit(1);
  return row?.id ?? null;
}

/** A trip the demo already knows (the `n`-th of company 39's recent rides) and a rider of that company. */
export async function findTripToBook(db: DbOrTx, companyId: number, n: number) {
  const [trip] = await db
    .select({
      start: { address: rides.startAddress, lat: rides.startLat, lon: rides.startLon },
      destination: {
        address: rides.destinationAddress,
        lat: rides.destinationLat,
        lon: rides.destinationLon,
      },
    })
    .from(rides)
    .where(eq(rides.companyId, companyId))
    .orderBy(desc(rides.pickupAt))
    .offset(n % 50)
    .limit(1);
  const [rider] = await db
    .select()
    .from(riders)
    .where(and(eq(riders.companyId, companyId), isNotNull(riders.email)))
    .orderBy(asc(riders.id))
    .offset(n % 20)
    .limit(1);
  return trip && rider ? { ...trip, rider } : null;
}

/** The online driver with an active car and no ride underway nearest to a point (the one a dispatcher would pick). */
export async function findNearestIdleDriver(db: DbOrTx, at: { lat: number; lon: number }) {
  const underway = db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.driverId, drivers.id), inArray(rides.status, [...DRIVER_HELD_STATUSES])));
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .innerJoin(driverLocations, eq(driverLocations.driverId, drivers.id))
    .where(
      and(
        eq(drivers.status, 'active'),
        eq(drivers.online, true),
        sql`exists (select 1 from ${cars} where ${cars.driverId} = ${drivers.id} and ${cars.status} = 'active')`,
        notExists(underway),
      ),
    )
    .orderBy(sql`(${driverLocations.lat} - ${at.lat})^2 + (${driverLocations.lon} - ${at.lon})^2`)
    .limit(1);
  return row?.id ?? null;
}
