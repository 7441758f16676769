import { addCalendarDays, newYorkMidnight } from '@fleetdesk/contract';
import { and, asc, desc, eq, gte, inArray, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { carTitleSql } from '../../db/car-title';
import type { DbOrTx } from '../../db/client';
import { hiddenFromMarketplace } from '../../db/fleet-reach';
import { cars, carTypes, companies, drivers, fleets, rides, rideTypes } from '../../db/schema';
import { missingRequiredDocumentsSql } from '../documents/queries';

const stateColumns = {
  id: drivers.id,
  status: drivers.status,
  fleetId: drivers.fleetId,
  online: drivers.online,
  isGoToDestination: drivers.isGoToDestination,
  updatedAt: drivers.updatedAt,
};

export type DriverStateRow = Awaited<ReturnType<typeof lockDriverState>>;

/** A driver's state columns, locked for the rest of the transaction; undefined when there is no such driver. */
export async function lockDriverState(tx: DbOrTx, id: number) {
  const [row] = await tx.select(stateColumns).from(drivers).where(eq(drivers.id, id)).for('update');
  return row;
}

export async function updateDriverState(
  tx: DbOrTx,
  id: number,
  flags: { online: boolean; isGoToDestination: boolean },
) {
  const [row] = await tx
    .update(drivers)
    .set({ ...flags, updatedAt: sql`now()` })
    .where(eq(drivers.id, id))
    .returning(stateColumns);
  return row;
}

/** Rides a driver finished: the grid's trips column and its sort (drivers.total_rides). */
export const finishedRidesOf = (driverId: SQL | typeof drivers.id, since?: SQL, until?: SQL) =>
  sql<number>`(select count(*)::int from ${rides} where ${rides.driverId} = ${driverId} and ${rides.status} = 'finished'${
    since ? sql` and ${rides.pickupAt} >= ${since}` : sql``
  }${until ? sql` and ${rides.pickupAt} < ${until}` : sql``})`;

/**
 * The Monday midnights (New York) of the week of `today` and of the week before. Each midnight is taken
 * on its own day: a week next to a DST change lasts 167 or 169 hours, so "7 days before" in hours (what
 * PostgreSQL does to a timestamptz in a UTC session) would start the previous week an hour off.
 */
function weekStarts(today: string) {
  const monday = addCalendarDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const at = (day: string) => sql`${newYorkMidnight(day).toISOString()}::timestamptz`;
  return { thisWeek: at(monday), previousWeek: at(addCalendarDays(monday, -7)) };
}

/** The car the grid shows for a driver (their newest active car, else their newest), titled as everywhere. */
const currentCar = sql`lateral (
  select ${cars.id} as car_id, ${cars.plateNumber} as plate, ${cars.vinNumber} as vin,
    ${cars.referenceId} as reference_id,
    ${carTitleSql} as title
  from ${cars} left join ${carTypes} on ${carTypes.id} = ${cars.typeId}
  where ${cars.driverId} = ${drivers.id}
  order by (${cars.status} = 'active') desc, ${cars.id} desc limit 1
) as current_car`;

/** Whether the driver or car lacks a required document valid on `today` (the grid's flag and filter). */
export const documentsFlagSql = (
  entity: 'driver' | 'car',
  id: typeof drivers.id | typeof cars.id,
  today: string,
) => sql<boolean>`${missingRequiredDocumentsSql(entity, id, today)}`;

const driverColumns = (today: string, weeks = weekStarts(today)) => ({
  driver: drivers,
  fleetName: fleets.name,
  companyName: companies.name,
  carId: sql<number | null>`current_car.car_id`,
  carTitle: sql<string | null>`current_car.title`,
  carPlate: sql<string | null>`current_car.plate`,
  carVin: sql<string | null>`current_car.vin`,
  carReference: sql<string | null>`current_car.reference_id`,
  totalRides: finishedRidesOf(drivers.id),
  ridesThisWeek: finishedRidesOf(drivers.id, weeks.thisWeek),
  ridesPreviousWeek: finishedRidesOf(drivers.id, weeks.previousWeek, weeks.thisWeek),
  documentsExpiredOrMissing: documentsFlagSql('driver', drivers.id, today),
});

export type DriverRow = Awaited<ReturnType<typeof selectDriverRows>>[number];

/** The page's ids in the sort: the joins and counts then run for the rows shown only. */
export async function selectDriverIds(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

/** Full rows of the given drivers, in the order of `ids`; documents judged on the day `today`. */
export async function selectDriverRows(db: DbOrTx, ids: readonly number[], today: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(driverColumns(today))
    .from(drivers)
    .leftJoin(fleets, eq(fleets.id, drivers.fleetId))
    .leftJoin(companies, eq(companies.id, drivers.companyId))
    .leftJoin(currentCar, sql`true`)
    .where(inArray(drivers.id, [...ids]));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.driver.id) ?? 0) - (position.get(b.driver.id) ?? 0));
}

const carColumns = {
  id: cars.id,
  driverId: cars.driverId,
  fleetId: cars.fleetId,
  plateNumber: cars.plateNumber,
  vinNumber: cars.vinNumber,
  color: cars.color,
  state: cars.state,
  status: cars.status,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  referenceId: cars.referenceId,
  wav: cars.wav,
  isTemporary: cars.isTemporary,
};
/** Cars as the driver page lists them, with their documents flag judged on `today`, newest first. */
const selectCarsWithFlag = (db: DbOrTx, where: SQL, today: string) =>
  db
    .select({ ...carColumns, documentsExpiredOrMissing: documentsFlagSql('car', cars.id, today) })
    .from(cars)
    .where(where)
    .orderBy(desc(cars.id));
export type DriverCarRow = Awaited<ReturnType<typeof selectCarsWithFlag>>[number];

export const selectDriverCars = (db: DbOrTx, driverId: number, today: string) =>
  selectCarsWithFlag(db, eq(cars.driverId, driverId), today);

export async function selectDriverCar(db: DbOrTx, carId: number, today: string) {
  const [row] = await selectCarsWithFlag(db, eq(cars.id, carId), today);
  return row;
}

/** A driver's stored row, locked for the rest of the transaction. */
export async function lockDriver(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(drivers).where(eq(drivers.id, id)).for('update');
  return row;
}

export type DriverValues = Partial<typeof drivers.$inferInsert>;

export async function insertDriver(tx: DbOrTx, values: typeof drivers.$inferInsert) {
  const [row] = await tx.insert(drivers).values(values).returning();
  return row;
}

export async function updateDriver(tx: DbOrTx, id: number, values: DriverValues) {
  const [row] = await tx
    .update(drivers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(drivers.id, id))
    .returning();
  return row;
}

/** Another driver already using the phone number (the column is unique). */
export async function phoneHolder(db: DbOrTx, phone: string, exceptId?: number) {
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.phoneNumber, phone), exceptId === undefined ? undefined : ne(drivers.id, exceptId)))
    .limit(1);
  return row;
}

export async function companyById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      status: companies.status,
      type: companies.type,
      isFacility: companies.isFacility,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

export async function fleetExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: fleets.id }).from(fleets).where(eq(fleets.id, id));
  return row !== undefined;
}

export async function companiesExisting(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  return rows.map((r) => r.id);
}

/**
 * Rides open to drivers (available_for_drivers, still pending, picked up from now on) of companies
 * the driver is not banned from, with a wheelchair only when one of their cars has one.
 */
export async function selectRideOffers(
  db: DbOrTx,
  driver: { id: number; bannedCompanies: number[] },
  limit: number,
) {
  const hasWav = sql`exists (select 1 from ${cars} where ${cars.driverId} = ${driver.id} and ${cars.wav} and ${cars.status} = 'active')`;
  return db
    .select({
      id: rides.id,
      status: rides.status,
      pickupAt: rides.pickupAt,
      startAddress: rides.startAddress,
      destinationAddress: rides.destinationAddress,
      companyId: rides.companyId,
      companyName: companies.name,
      rideTypeName: rideTypes.displayName,
      wav: rides.wav,
      distance: rides.distance,
      driverNetCents: rides.driverNetCents,
    })
    .from(rides)
    .leftJoin(companies, eq(companies.id, rides.companyId))
    .leftJoin(rideTypes, eq(rideTypes.id, rides.rideTypeId))
    .where(
      and(
        eq(rides.availableForDrivers, true),
        eq(rides.status, 'pending'),
        isNull(rides.driverId),
        gte(rides.pickupAt, sql`now()`),
        driver.bannedCompanies.length ? notInArray(rides.companyId, driver.bannedCompanies) : undefined,
        sql`(not ${rides.wav} or ${hasWav})`,
        sql`not ${hiddenFromMarketplace}`,
      ),
    )
    .orderBy(asc(rides.pickupAt), asc(rides.id))
    .limit(limit);
}
