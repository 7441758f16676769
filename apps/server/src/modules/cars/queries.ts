import type { CarSortField } from '@fleetdesk/contract';
import { DRIVER_HELD_STATUSES } from '@fleetdesk/contract';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { carTitleSql } from '../../db/car-title';
import type { DbOrTx } from '../../db/client';
import { cars, carTypes, carYearMakeModelSql, drivers, fleets, rides } from '../../db/schema';
import { missingRequiredDocumentsSql } from '../documents/queries';
import { businessDay } from '../documents/rules';

/** LIKE wildcards typed by the user match themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A car with its type, fleet and driver, as every answer shows it; its documents judged on `today`. */
const carColumns = (today: string) => ({
  id: cars.id,
  typeId: cars.typeId,
  typeTitle: carTypes.title,
  title: carTitleSql,
  status: cars.status,
  vinNumber: cars.vinNumber,
  plateNumber: cars.plateNumber,
  state: cars.state,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  color: cars.color,
  wav: cars.wav,
  sWav: cars.sWav,
  suv: cars.suv,
  seats: cars.seats,
  wavSeats: cars.wavSeats,
  referenceId: cars.referenceId,
  isTemporary: cars.isTemporary,
  fleetId: cars.fleetId,
  fleetName: fleets.name,
  driverId: cars.driverId,
  driverStatus: drivers.status,
  driverFirstName: drivers.firstName,
  driverLastName: drivers.lastName,
  driverPhone: drivers.phoneNumber,
  createdAt: cars.createdAt,
  updatedAt: cars.updatedAt,
  documentsExpiredOrMissing: sql<boolean>`${missingRequiredDocumentsSql('car', cars.id, today)}`,
});

export type CarRow = Awaited<ReturnType<typeof findCar>> & object;

const withRelations = (db: DbOrTx, today: string) =>
  db
    .select(carColumns(today))
    .from(cars)
    .innerJoin(carTypes, eq(carTypes.id, cars.typeId))
    .leftJoin(fleets, eq(fleets.id, cars.fleetId))
    .leftJoin(drivers, eq(drivers.id, cars.driverId));

export interface CarFilter {
  search?: string;
  state?: string;
  driverId?: number;
  hasDriver?: boolean;
  /** A fleet user's fleet; null: every fleet. */
  fleetId: number | null;
  /** False for callers who reach no car (facility users). */
  reachesCars: boolean;
  /** The day documents are judged on (the rows' documents flag). */
  today: string;
}

/**
 * Plate, VIN, year-make-model, driver name or phone containing the text; digits alone also match the id.
 * As conditions OR-ed across the driver's join the planner read every car; here as the union of each
 * condition's car ids, each read through its own trigram index. cars-search.test.ts checks the answers
 * equal the OR's (`concat_ws(' ', year, make, model)`, which carYearMakeModelSql spells indexably).
 */
function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (text === '') return undefined;
  const pattern = `%${likeEscape(text)}%`;
  const byId = /^\d{1,9}$/.test(text) ? sql`union all select ${Number(text)}::int` : sql``;
  const yearMakeModel = carYearMakeModelSql(sql`x.year`, sql`x.make`, sql`x.model`);
  return sql`${cars.id} in (
    select x.id from cars x where x.plate_number ilike ${pattern}
    union all select x.id from cars x where x.vin_number ilike ${pattern}
    union all select x.id from cars x where ${yearMakeModel} ilike ${pattern}
    union all select x.id from cars x join drivers v on v.id = x.driver_id
      where v.first_name || ' ' || v.last_name ilike ${pattern}
    union all select x.id from cars x join drivers v on v.id = x.driver_id where v.phone_number ilike ${pattern}
    ${byId})`;
}

function filterCondition(filter: CarFilter): SQL | undefined {
  if (!filter.reachesCars) return sql`false`;
  return and(
    filter.search === undefined ? undefined : searchCondition(filter.search),
    filter.state === undefined ? undefined : eq(cars.state, filter.state),
    filter.driverId === undefined ? undefined : eq(cars.driverId, filter.driverId),
    filter.hasDriver === undefined
      ? undefined
      : sql`${cars.driverId} is ${sql.raw(filter.hasDriver ? 'not null' : 'null')}`,
    filter.fleetId === null ? undefined : eq(cars.fleetId, filter.fleetId),
  );
}

const SORT_COLUMNS: Record<CarSortField, SQL | typeof cars.id> = {
  id: cars.id,
  plate_number: sql`${cars.plateNumber}`,
  vin_number: sql`${cars.vinNumber}`,
  title: carTitleSql,
  color: sql`${cars.color}`,
  state: sql`${cars.state}`,
  status: sql`${cars.status}`,
  created_at: sql`${cars.createdAt}`,
  updated_at: sql`${cars.updatedAt}`,
};

/** One page of cars in the sort's order (the id breaks ties, so pages never overlap), and the total. */
export async function searchCars(
  db: DbOrTx,
  filter: CarFilter,
  page: { sortBy: CarSortField; descending: boolean; limit: number; offset: number },
) {
  const where = filterCondition(filter);
  const order = page.descending ? desc : asc;
  const [rows, [total]] = await Promise.all([
    withRelations(db, filter.today)
      .where(where)
      .orderBy(order(SORT_COLUMNS[page.sortBy]), order(cars.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(cars).leftJoin(drivers, eq(drivers.id, cars.driverId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One car with its relations; its documents judged on `today` (New York's by default). */
export async function findCar(db: DbOrTx, id: number, today = businessDay(new Date())) {
  const [row] = await withRelations(db, today).where(eq(cars.id, id));
  return row;
}

/** Locks the car's row for the rest of the transaction; false when there is no such car. */
export async function lockCar(tx: DbOrTx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: cars.id }).from(cars).where(eq(cars.id, id)).for('update');
  return row !== undefined;
}

export async function findCarType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(carTypes).where(eq(carTypes.id, id));
  return row;
}

/** The car types a state allows (those of no state, and the state's own), or every type. */
export const listCarTypes = (db: DbOrTx, state?: string) =>
  db
    .select({
      id: carTypes.id,
      title: carTypes.title,
      description: carTypes.description,
      color: carTypes.color,
      identifier_description: carTypes.identifierDescription,
      state: carTypes.state,
    })
    .from(carTypes)
    .where(state === undefined ? undefined : or(sql`${carTypes.state} is null`, eq(carTypes.state, state)))
    .orderBy(asc(carTypes.id));

/** Another car holding the plate in the state, if any. */
export async function findPlateHolder(db: DbOrTx, state: string, plate: string, exceptId?: number) {
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(
      and(
        eq(cars.state, state),
        eq(cars.plateNumber, plate),
        exceptId === undefined ? undefined : ne(cars.id, exceptId),
      ),
    );
  return row;
}

export async function findDriverFleet(db: DbOrTx, driverId: number) {
  const [row] = await db.select({ fleetId: drivers.fleetId }).from(drivers).where(eq(drivers.id, driverId));
  return row;
}

export async function fleetExists(db: DbOrTx, fleetId: number): Promise<boolean> {
  const [row] = await db.select({ id: fleets.id }).from(fleets).where(eq(fleets.id, fleetId));
  return row !== undefined;
}

export async function insertCar(tx: DbOrTx, values: typeof cars.$inferInsert): Promise<number> {
  const [row] = await tx.insert(cars).values(values).returning({ id: cars.id });
  return row?.id as number;
}

export async function updateCar(tx: DbOrTx, id: number, values: Partial<typeof cars.$inferInsert>) {
  await tx
    .update(cars)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cars.id, id));
}

/** Rides a car is on that are not over: the car must stay with its driver until they end. */

async function firstUnfinishedRide(db: DbOrTx, of: SQL): Promise<number | undefined> {
  const [row] = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(of, inArray(rides.status, [...DRIVER_HELD_STATUSES])))
    .orderBy(asc(rides.id))
    .limit(1);
  return row?.id;
}

/** The first ride with the car that is not over, if any. */
export const unfinishedRideOf = (db: DbOrTx, carId: number) =>
  firstUnfinishedRide(db, eq(rides.carId, carId));

/** The first ride the driver holds that is not over, if any. */
export const unfinishedRideOfDriver = (db: DbOrTx, driverId: number) =>
  firstUnfinishedRide(db, eq(rides.driverId, driverId));

/** The first ride the driver drives in another car than `carId` that is not over, if any. */
export const unfinishedRideInOtherCar = (db: DbOrTx, driverId: number, carId: number) =>
  firstUnfinishedRide(
    db,
    and(eq(rides.driverId, driverId), sql`${rides.carId} is distinct from ${carId}`) as SQL,
  );

/**
 * Decision 84, one active car per driver: every change that makes a car active takes its driver's row
 * lock first (`no key update`, which a car's foreign key to the driver does not wait for), so two of
 * them for one driver run one after the other and the second sees the first's car. The unique index
 * `cars_one_active_per_driver` backs the rule.
 */
export async function lockDriverOfCars(tx: DbOrTx, driverId: number) {
  await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).for('no key update');
}

/** The car's driver, if it has one, locked as `lockDriverOfCars` does: taken before the car's own row. */
export async function lockDriverOfCar(tx: DbOrTx, carId: number) {
  const [car] = await tx.select({ driverId: cars.driverId }).from(cars).where(eq(cars.id, carId));
  if (car?.driverId) await lockDriverOfCars(tx, car.driverId);
}

/**
 * Takes the driver's active cars other than `keptCarId` offline, before that car becomes active (the
 * unique index allows one active car at a time); their ids.
 */
export async function takeOtherCarsOffline(tx: DbOrTx, driverId: number, keptCarId?: number) {
  const others = keptCarId === undefined ? undefined : ne(cars.id, keptCarId);
  const rows = await tx
    .update(cars)
    .set({ status: 'offline', updatedAt: sql`now()` })
    .where(and(eq(cars.driverId, driverId), eq(cars.status, 'active'), others))
    .returning({ id: cars.id });
  return rows.map((r) => r.id);
}
