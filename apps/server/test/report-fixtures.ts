import type { RideStatus } from '@fleetdesk/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { cars, companies, drivers, rides } from '../src/db/schema';
import { makeRide } from './ride-fixtures';

/**
 * Hand-made rides and places for the report tests: each ride is written as the test states it, so the
 * test can add up what a report must say without the report's code.
 */

/** Points the tests use. */
export const PLACES = {
  timesSquare: { lat: 40.758, lon: -73.9855 },
  // Malcolm X Boulevard at 137th Street.
  harlem: { lat: 40.816, lon: -73.9405 },
  downtownBrooklyn: { lat: 40.6928, lon: -73.9903 },
  whitePlains: { lat: 41.034, lon: -73.7629 },
  newark: { lat: 40.7357, lon: -74.1724 },
} as const;

/**
 * The TLC taxi zone of each point, read off the TLC's zone map (not computed): Times Sq/Theatre District,
 * Central Harlem North, Downtown Brooklyn/MetroTech; White Plains and Newark (the city, not the airport)
 * are Outside of NYC.
 */
export const ZONE_OF_PLACE: Record<keyof typeof PLACES, number> = {
  timesSquare: 230,
  harlem: 42,
  downtownBrooklyn: 65,
  whitePlains: 265,
  newark: 265,
};

/** A New York wall-clock time as an instant (the tests' days are in spring, EDT, or winter, EST). */
export const nyTime = (local: string): Date =>
  new Date(
    `${local}${Number(local.slice(5, 7)) >= 4 && Number(local.slice(5, 7)) <= 10 ? '-04:00' : '-05:00'}`,
  );

export async function brokerCompanyId(db: Db, key: 'mta'): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.brokerKey, key));
  if (!row) throw new Error(`no ${key} broker`);
  return row.id;
}

/** A car of the type with its driver (type 2 is NY Yellow, 1 a sedan). */
export async function carOfType(db: Db, typeId: number) {
  const [row] = await db
    .select({ carId: cars.id, driverId: drivers.id, tlc: drivers.tlcLicense })
    .from(cars)
    .innerJoin(drivers, eq(drivers.id, cars.driverId))
    .where(and(eq(cars.typeId, typeId), isNotNull(drivers.tlcLicense)))
    .orderBy(cars.id)
    .limit(1);
  if (!row) throw new Error(`no car of type ${typeId}`);
  return row;
}

/** The car's live TLC vehicle licence document number (as the demo seeds it). */
export async function vehicleLicence(db: Db, carId: number): Promise<string | null> {
  const result = await db.execute<{ number: string }>(sql`
    select d.number from documents d join document_types t on t.id = d.type_id
    where d.car_id = ${carId} and t.key = 'tlc_vehicle_license' and d.status <> 'deleted'
    order by d.id desc limit 1`);
  return result.rows[0]?.number ?? null;
}

export interface HandRide {
  status: RideStatus;
  companyId?: number;
  car?: { carId: number; driverId: number };
  pickupAt: Date;
  pickedUpAt?: Date | null;
  dropoffAt?: Date | null;
  appointmentAt?: Date | null;
  from?: { lat: number; lon: number };
  to?: { lat: number; lon: number };
  priceCents?: number;
  driverNetCents?: number;
  vendorCents?: number | null;
  surgeCents?: number;
  cashCents?: number | null;
}

/** Writes one ride exactly as described. */
export async function handRide(db: Db, r: HandRide): Promise<number> {
  const made = await makeRide(db, { status: r.status, companyId: r.companyId, pickupAt: r.pickupAt });
  const from = r.from ?? PLACES.timesSquare;
  const to = r.to ?? PLACES.harlem;
  await db
    .update(rides)
    .set({
      ...(r.car ? { carId: r.car.carId, driverId: r.car.driverId } : {}),
      pickedUpAt: r.pickedUpAt ?? null,
      actualPickupAt: r.pickedUpAt ?? null,
      actualDropoffAt: r.dropoffAt ?? null,
      dropoffAt: r.dropoffAt ?? null,
      appointmentAt: r.appointmentAt ?? null,
      startLat: from.lat,
      startLon: from.lon,
      destinationLat: to.lat,
      destinationLon: to.lon,
      ridePriceCents: r.priceCents ?? 0,
      driverNetCents: r.driverNetCents ?? 0,
      vendorAmountCents: r.vendorCents ?? null,
      surgeAmountCents: r.surgeCents ?? 0,
      fareCollectedCents: r.cashCents ?? null,
    })
    .where(eq(rides.id, made.id));
  return made.id;
}
