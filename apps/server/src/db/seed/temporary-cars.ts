import type { cars } from '../schema';
import type { SeedDriver } from './drivers';
import { createRandom } from './random';
import { makePlate, makeVin, randomCarSpec } from './vehicles';

const DAY_MS = 86_400_000;
/** Share of the drivers still signing up who entered a car with their application. */
const SHARE_WITH_TEMPORARY_CAR = 0.5;

/**
 * Temporary cars (spec 2 §2, §7 `POST /cars/save/{id}`): the car a driver entered while signing up, before
 * anyone checked its papers. It belongs to a driver waiting for approval, is offline, and waits for staff to
 * confirm its VIN and plate, which makes it a regular car. Own random stream and ids after every other car,
 * so adding them changed no other seeded row.
 */
export function buildTemporaryCars(
  drivers: readonly SeedDriver[],
  firstId: number,
  now: Date,
): (typeof cars.$inferInsert)[] {
  const random = createRandom('temporary-cars');
  const rows: (typeof cars.$inferInsert)[] = [];
  for (const driver of drivers) {
    if (driver.status !== 'waiting_for_approval' || !random.chance(SHARE_WITH_TEMPORARY_CAR)) continue;
    const id = firstId + rows.length;
    const spec = randomCarSpec(random, now.getUTCFullYear());
    const createdAt = new Date(now.getTime() - random.int(1, 14) * DAY_MS);
    rows.push({
      id,
      typeId: spec.typeId,
      driverId: driver.id,
      fleetId: driver.fleetId,
      status: 'offline',
      vinNumber: makeVin(random, spec.wmi, spec.year, id),
      plateNumber: makePlate('fhv', id),
      state: 'NY',
      year: spec.year,
      make: spec.make,
      model: spec.model,
      color: spec.color,
      wav: spec.wav,
      sWav: spec.sWav,
      suv: spec.suv,
      seats: spec.seats,
      wavSeats: spec.wavSeats,
      isTemporary: true,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
