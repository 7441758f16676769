import type { EndpointName } from '@fleetdesk/contract';
import type { Db } from '../src/db/client';
import { makeCar } from './car-fixtures';
import { driverForm, makeDriver } from './driver-fixtures';
import { fleetOfEmail } from './ride-fixtures';

/**
 * Live requests for the generated access and read-only tests: a driver write takes a phone number or
 * moves a car, so each call gets a fresh driver (and car) of the demo fleet user's fleet.
 */
type Sample = { params?: Record<string, unknown>; body?: unknown };

const FLEET_USER = 'fleet@fleetdesk.test';

const fleetDriver = async (db: Db) => makeDriver(db, { fleetId: await fleetOfEmail(db, FLEET_USER) });

export const DRIVER_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<Sample>>> = {
  'drivers.create': async () => ({ body: driverForm() }),
  'drivers.update': async (db) => ({
    params: { id: await fleetDriver(db) },
    body: driverForm({ status: 'waiting_for_approval' }),
  }),
  // Company 1 is an active affiliate (a broker) of the demo seed.
  'drivers.switchCompany': async (db) => ({ params: { id: await fleetDriver(db) }, body: { company_id: 1 } }),
  'drivers.assignCar': async (db) => {
    const fleetId = await fleetOfEmail(db, FLEET_USER);
    return {
      params: { id: await makeDriver(db, { fleetId }) },
      body: { car_id: await makeCar(db, { fleetId }) },
    };
  },
};
