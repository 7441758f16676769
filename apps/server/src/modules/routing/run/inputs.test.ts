import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_USER } from '../../../../test/api';
import { activeDrivers, fleetOfEmail } from '../../../../test/ride-fixtures';
import { documentedDriver } from '../../../../test/routing-run-fixtures';
import { startTestServer, type TestServer } from '../../../../test/server';
import { exclusionOf } from './build';
import { selectRunDrivers } from './inputs';

let server: TestServer;
let driverId: number;
const DATE = '2031-07-02';

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  driverId = (await activeDrivers(db, await fleetOfEmail(db, FLEET_USER)))[0]?.id as number;
});
afterAll(() => server.close());

/** The run's reading of the driver and their car, and the reason it leaves them out. */
async function exclusionWith(expired?: { driver?: string; car?: string }) {
  await documentedDriver(server.database.db, driverId, expired);
  const [driver] = await selectRunDrivers(server.database.db, {
    state: 'NY',
    date: DATE,
    fleetIds: [],
    driverIds: [driverId],
  });
  return driver && exclusionOf(driver);
}

describe('the documents a routing run reads', () => {
  it("routes a driver when their and their car's required documents are all valid", async () => {
    expect(await exclusionWith()).toBeNull();
  });

  it.each([
    ['driver', 'tlc_license', 'driver_documents'],
    ['car', 'registration', 'car_registration_expired'],
    ['car', 'insurance_id_card', 'car_insurance_expired'],
    // The cars grid flags such a car and Notify Drivers leaves its driver out: one rule serves all.
    ['car', 'tlc_vehicle_license', 'car_documents'],
  ])("leaves the driver out when the %s's %s expired: %s", async (entity, type, reason) => {
    expect(await exclusionWith({ [entity]: type })).toBe(reason);
  });
});
