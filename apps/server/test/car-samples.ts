import type { EndpointName } from '@fleetdesk/contract';
import type { Db } from '../src/db/client';
import { freshPlate, makeCar } from './car-fixtures';
import { fleetOfEmail } from './ride-fixtures';

/**
 * Live requests for the generated access and read-only tests: a car write changes its car (a plate
 * is taken, a temporary car saved once), so each call gets a fresh car of the demo fleet user's fleet.
 */
type Sample = { params?: Record<string, unknown>; body?: unknown };

const FLEET_USER = 'fleet@fleetdesk.test';

const fleetCar = async (db: Db, isTemporary = false) =>
  makeCar(db, { fleetId: await fleetOfEmail(db, FLEET_USER), isTemporary });

/** The edit form of a car made by `makeCar` (a black NY sedan), with a new plate. */
const editForm = () => ({
  state: 'NY',
  type_id: 1,
  color: 'black',
  plate_number: freshPlate(),
  seats: 4,
  wav_seats: 0,
});

export const CAR_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<Sample>>> = {
  'cars.create': async () => ({
    body: {
      state: 'NY',
      type_id: 1,
      color: 'black',
      plate_number: freshPlate(),
      vin_number: '5YJ3E1EA7KF317000',
    },
  }),
  'cars.update': async (db) => ({ params: { id: await fleetCar(db) }, body: editForm() }),
  'cars.saveTemporary': async (db) => ({
    params: { id: await fleetCar(db, true) },
    body: { vin_number: '5YJ3E1EA7KF317001', plate_number: freshPlate() },
  }),
  'cars.remove': async (db) => ({ params: { id: await fleetCar(db) } }),
  'cars.activate': async (db) => ({ params: { id: await fleetCar(db) } }),
};
