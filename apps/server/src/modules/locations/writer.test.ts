import { LOCATION_MESSAGES } from '@fleetdesk/contract/endpoints/locations';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { driverLocationHistory, drivers } from '../../db/schema';
import { maintainHistoryPartitions } from './partitions';
import { saveDeviceToken } from './queries';
import { type Fix, hashDeviceToken } from './rules';
import { createPositionWriter } from './writer';

let database: TestDatabase;
let driverIds: number[];
/** The device token hash of each of `driverIds`, in order. */
let tokens: string[];

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);
const fix = (lat: number, recordedAt: Date): Fix => ({
  lat,
  lon: -73.9,
  heading: 90,
  speed: 10,
  accuracy: 5,
  recordedAt,
});
const historyOf = async (driverId: number) =>
  (
    await database.db
      .select({ lat: driverLocationHistory.lat })
      .from(driverLocationHistory)
      .where(eq(driverLocationHistory.driverId, driverId))
      .orderBy(asc(driverLocationHistory.recordedAt))
  ).map((row) => row.lat);

beforeAll(async () => {
  database = await createTestDatabase();
  await maintainHistoryPartitions(database.db, 30);
  const rows = await database.db.select({ id: drivers.id }).from(drivers).orderBy(asc(drivers.id)).limit(3);
  driverIds = rows.map((row) => row.id);
  tokens = driverIds.map((id) => hashDeviceToken(`writer-test-${id}`));
  for (const [i, id] of driverIds.entries())
    await saveDeviceToken(database.db, id, tokens[i] as string, null);
  await database.db.execute(sql`delete from driver_location_history`);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await database.drop();
});

describe('the position writer', () => {
  it('stores batches that arrive together in one transaction, each answered with its driver’s position', async () => {
    const [a, b, c] = driverIds as [number, number, number];
    const [ta, tb, tc] = tokens as [string, string, string];
    const writer = createPositionWriter(database.db, () => new Date());
    await writer.write(tc, [fix(40.75, secondsAgo(10))], new Date());
    const transactions = vi.spyOn(database.db, 'transaction');
    const lookups = vi.spyOn(database.db, 'select');

    const answers = await Promise.all([
      writer.write(ta, [fix(40.71, secondsAgo(30)), fix(40.72, secondsAgo(20))], new Date()),
      writer.write(tb, [fix(40.81, secondsAgo(15))], new Date()),
      writer.write(ta, [fix(40.73, secondsAgo(5))], new Date()),
      // A late batch goes to the history but does not move the driver back.
      writer.write(tc, [fix(40.74, secondsAgo(60))], new Date()),
    ]);

    // One token lookup and one transaction for the four batches.
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(answers.map(({ driver }) => driver.driverId)).toEqual([a, b, a, c]);
    expect(answers.map(({ current }) => current.lat)).toEqual([40.73, 40.81, 40.73, 40.75]);
    expect(await historyOf(a)).toEqual([40.71, 40.72, 40.73]);
    expect(await historyOf(b)).toEqual([40.81]);
    expect(await historyOf(c)).toEqual([40.74, 40.75]);
    transactions.mockRestore();
    lookups.mockRestore();
  });

  it('refuses a batch with an unknown token or a fix out of the time window, alone and storing nothing', async () => {
    const [a, b] = driverIds as [number, number];
    const [ta, tb] = tokens as [string, string];
    const writer = createPositionWriter(database.db, () => new Date());
    const [unknown, stale, good] = await Promise.allSettled([
      writer.write(hashDeviceToken('no such token'), [fix(40.51, secondsAgo(2))], new Date()),
      writer.write(tb, [fix(40.52, secondsAgo(2)), fix(40.53, secondsAgo(11 * 60))], new Date()),
      writer.write(ta, [fix(40.54, secondsAgo(2))], new Date()),
    ]);
    expect(unknown).toMatchObject({ status: 'rejected', reason: { message: LOCATION_MESSAGES.badToken } });
    expect(stale).toMatchObject({ status: 'rejected', reason: { message: LOCATION_MESSAGES.tooOld } });
    expect(good).toMatchObject({ status: 'fulfilled', value: { current: { lat: 40.54 } } });
    expect(await historyOf(b)).not.toContain(40.52);
    expect(await historyOf(a)).toContain(40.54);
  });

  it('writes a failed group again batch by batch, so a bad batch refuses only itself', async () => {
    const [a, b] = driverIds as [number, number];
    const [ta, tb] = tokens as [string, string];
    const writer = createPositionWriter(database.db, () => new Date());
    const transactions = vi.spyOn(database.db, 'transaction');
    const [good, bad] = await Promise.allSettled([
      writer.write(ta, [fix(40.61, secondsAgo(2))], new Date()),
      // A latitude the request schema would have refused: the table's check refuses it.
      writer.write(tb, [fix(95, secondsAgo(2))], new Date()),
    ]);
    expect(good).toMatchObject({ status: 'fulfilled', value: { current: { lat: 40.61 } } });
    expect(bad.status).toBe('rejected');
    expect(transactions).toHaveBeenCalledTimes(3);
    expect(await historyOf(a)).toContain(40.61);
    expect(await historyOf(b)).not.toContain(95);
    transactions.mockRestore();
  });
});
