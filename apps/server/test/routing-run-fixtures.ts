import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { cars, documents, documentTypes, drivers, rides } from '../src/db/schema';
import { dayWindow } from '../src/modules/routing/rules';
import { makeRide } from './ride-fixtures';

/** Routing-run test data: drivers' documents in a known state, and a small day of rides in Manhattan. */

type Entity = { driverId: number } | { carId: number };

/**
 * Replaces the entity's live documents with valid ones of every required type, none expiring;
 * `expired` names a type whose document expired (a required document expired: a hard constraint).
 */
export async function setDocuments(db: Db, entity: Entity, expired?: string) {
  const type = 'driverId' in entity ? 'driver' : 'car';
  const owner =
    'driverId' in entity ? eq(documents.driverId, entity.driverId) : eq(documents.carId, entity.carId);
  await db
    .update(documents)
    .set({ status: 'deleted', deletedAt: new Date() })
    .where(and(owner, ne(documents.status, 'deleted')));
  const required = await db
    .select({ id: documentTypes.id, key: documentTypes.key })
    .from(documentTypes)
    .where(and(eq(documentTypes.entityType, type), eq(documentTypes.required, true)));
  if (required.length === 0) return;
  await db.insert(documents).values(
    required.map((t) => ({
      ...entity,
      typeId: t.id,
      status: 'valid' as const,
      expiresAt: t.key === expired ? '2020-01-01' : null,
    })),
  );
}

/** A driver with valid documents, and their active car's too (`carExpired`: that car document expired). */
export async function documentedDriver(
  db: Db,
  driverId: number,
  expired?: { driver?: string; car?: string },
) {
  await setDocuments(db, { driverId }, expired?.driver);
  const owned = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.driverId, driverId), eq(cars.status, 'active')));
  for (const car of owned) await setDocuments(db, { carId: car.id }, expired?.car);
}

/**
 * An active driver of the main fleet (no fleet: ROUTE's fleet id 0) whose active cars are all in NY,
 * so a run of NY reads them whichever car it takes.
 */
export async function mainFleetDriver(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(
      and(
        eq(drivers.status, 'active'),
        isNull(drivers.fleetId),
        sql`exists (select 1 from cars c where c.driver_id = ${drivers.id} and c.status = 'active')`,
        sql`not exists (select 1 from cars c where c.driver_id = ${drivers.id} and c.status = 'active'
          and c.state <> 'NY')`,
      ),
    )
    .orderBy(asc(drivers.id))
    .limit(1);
  if (!row) throw new Error('the demo has no active main-fleet driver with a car in NY');
  return row.id;
}

const MIDTOWN = { lat: 40.754, lon: -73.984 };

/**
 * `count` new pending rides of the day, one every 30 minutes from 8:00 (New York), each a short trip
 * in Midtown; plain seats, no appointment.
 */
export async function dayOfRides(db: Db, date: string, count: number) {
  const { start } = dayWindow(date);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const ride = await makeRide(db, {
      status: 'pending',
      pickupAt: new Date(start.getTime() + (480 + 30 * i) * 60_000),
    });
    ids.push(ride.id);
  }
  for (const [i, id] of ids.entries())
    await db
      .update(rides)
      .set({
        // The demo ride copied may start anywhere; these start in Midtown, a routing zone of NY.
        pickupZoneId: sql`(select id from zones where state = 'NY' and name = 'Midtown')`,
        startLat: MIDTOWN.lat + 0.004 * i,
        startLon: MIDTOWN.lon - 0.003 * (i % 3),
        destinationLat: MIDTOWN.lat + 0.004 * i + 0.012,
        destinationLon: MIDTOWN.lon + 0.006,
        seats: 1,
        wav: false,
        wavBariatric: false,
        stretcher: false,
        appointmentAt: null,
        dropoffAt: null,
      })
      .where(inArray(rides.id, [id]));
  return ids;
}
