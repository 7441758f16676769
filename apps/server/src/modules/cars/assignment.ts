import { CAR_MESSAGES } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../platform/auth/context';
import { invalidField } from '../../platform/errors';
import { checkFleet, lockCarIfReached } from './checks';
import {
  type CarRow,
  takeOtherCarsOffline,
  unfinishedRideInOtherCar,
  unfinishedRideOf,
  updateCar,
} from './queries';

/** Why a driver on the road may not change cars (the car-side twin is CAR_MESSAGES.onRide). */
export const driverOnRide = (rideId: number) =>
  `The driver is on ride #${rideId} in another car: finish or reassign the ride first`;

export interface Assignment {
  /** The car as it was before. */
  before: CarRow;
  /** The driver's cars that went offline for it. */
  offline: number[];
}

/**
 * Gives a car to a driver by the cars module's rules (decision 84), in the caller's transaction with
 * the driver's row locked: the car is one the caller reaches and is in the driver's fleet; it is not
 * taken from a ride that is not over, nor given to a driver driving another car on such a ride. It
 * becomes the car the driver drives now: active, their other active cars offline. Refusals name `car_id`.
 */
export async function assignCarToDriver(
  tx: DbOrTx,
  caller: Caller,
  carId: number,
  driver: { id: number; fleetId: number | null },
): Promise<Assignment> {
  const before = await lockCarIfReached(tx, caller, carId);
  if (!before) throw invalidField('car_id', CAR_MESSAGES.notFound);
  await checkFleet(tx, before.fleetId, driver.fleetId, 'car_id');
  if (before.driverId !== driver.id) {
    const carRide = await unfinishedRideOf(tx, carId);
    if (carRide !== undefined) throw invalidField('car_id', CAR_MESSAGES.onRide(carRide));
  }
  const driverRide = await unfinishedRideInOtherCar(tx, driver.id, carId);
  if (driverRide !== undefined) throw invalidField('car_id', driverOnRide(driverRide));
  const offline = await takeOtherCarsOffline(tx, driver.id, carId);
  await updateCar(tx, carId, { driverId: driver.id, status: 'active' });
  return { before, offline };
}
