import type { EndpointName } from '@fleetdesk/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { driverDeviceTokens, drivers } from '../src/db/schema';
import { hashDeviceToken } from '../src/modules/locations/rules';

/** Location feed requests for the generated tests: a driver app's batch with a real device token. */
type Sample = { params?: Record<string, unknown>; body?: unknown };

/** The first active driver, given a device token of a test's own (issued straight in the database). */
export async function driverWithDeviceToken(db: Db): Promise<{ driverId: number; token: string }> {
  const [driver] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.status, 'active'))
    .orderBy(asc(drivers.id))
    .limit(1);
  if (!driver) throw new Error('the demo has no active driver');
  const token = `sample-${Math.random().toString(36).slice(2)}`.padEnd(43, 'x');
  await db
    .insert(driverDeviceTokens)
    .values({ driverId: driver.id, tokenHash: hashDeviceToken(token) })
    .onConflictDoUpdate({ target: driverDeviceTokens.driverId, set: { tokenHash: hashDeviceToken(token) } });
  return { driverId: driver.id, token };
}

export const LOCATION_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<Sample>>> = {
  'locations.postPositions': async (db) => {
    const { token } = await driverWithDeviceToken(db);
    const fix = { lat: 40.7484, lon: -73.9857, heading: 180, speed: 8, accuracy: 5 };
    return { body: { driver_token: token, positions: [{ ...fix, recorded_at: new Date().toISOString() }] } };
  },
  'locations.issueDeviceToken': async (db) => ({
    params: { id: (await driverWithDeviceToken(db)).driverId },
  }),
};
