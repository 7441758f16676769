import { CAR_MESSAGES } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../platform/auth/context';
import { invalidField, notFound } from '../../platform/errors';
import { type CarRow, findCar, findCarType, findPlateHolder, fleetExists, lockCar } from './queries';
import { reachesCar, typeStateProblem } from './rules';

/** The car under its row lock, if the caller reaches it; undefined otherwise (another fleet's car is missing). */
export async function lockCarIfReached(tx: DbOrTx, caller: Caller, id: number): Promise<CarRow | undefined> {
  const car = (await lockCar(tx, id)) ? await findCar(tx, id) : undefined;
  return car && reachesCar(caller, car) ? car : undefined;
}

/** The car under its row lock; 404 when the caller does not reach it. */
export async function lockReachedCar(tx: DbOrTx, caller: Caller, id: number): Promise<CarRow> {
  const car = await lockCarIfReached(tx, caller, id);
  if (!car) throw notFound('Car');
  return car;
}

/** The type exists and may work in the state; the plate is not another car's in that state. */
export async function checkTypeAndPlate(
  tx: DbOrTx,
  fields: { type_id: number; state: string; plate_number: string },
  carId?: number,
) {
  const type = await findCarType(tx, fields.type_id);
  if (!type) throw invalidField('type_id', CAR_MESSAGES.unknownType);
  const outOfState = typeStateProblem(type, fields.state);
  if (outOfState) throw invalidField('type_id', outOfState);
  if (await findPlateHolder(tx, fields.state, fields.plate_number, carId))
    throw invalidField('plate_number', CAR_MESSAGES.plateTaken(fields.plate_number, fields.state));
}

/**
 * The fleet exists, and is the driver's when the car has one (drivers drive their fleet's cars); a
 * refusal names `field`.
 */
export async function checkFleet(
  tx: DbOrTx,
  fleetId: number | null,
  driverFleetId: number | null | undefined,
  field = 'fleet_id',
) {
  if (fleetId !== null && !(await fleetExists(tx, fleetId)))
    throw invalidField(field, CAR_MESSAGES.unknownFleet);
  if (driverFleetId !== undefined && fleetId !== driverFleetId)
    throw invalidField(field, CAR_MESSAGES.notDriversFleet);
}
