import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { driverLocationHistory, drivers } from '../../db/schema';
import { maintainHistoryPartitions } from './partitions';
import type { Fix } from './rules';
import { createPositionWriter } from './writer';

let database: TestDatabase;
let driverIds: number[];

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
  await database.db.execute(sql`delete from driver_location_history`);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await database.drop();
});

describe('the position writer', () => {
  it('stores batches that arrive together in one transaction, each answered with its driver’s position', async () => {
    const [a, b, c] = driverIds as [number, number, number];
    const writer = createPositionWriter(database.db, () => new Date());
    await writer.write(c, [fix(40.75, secondsAgo(10))]);
    const transactions = vi.spyOn(database.db, 'transaction');

    const answers = await Promise.all([
      writer.write(a, [fix(40.71, secondsAgo(30)), fix(40.72, secondsAgo(20))]),
      writer.write(b, [fix(40.81, secondsAgo(15))]),
      writer.write(a, [fix(40.73, secondsAgo(5))]),
      // A late batch goes to the history but does not move the driver back.
      writer.write(c, [fix(40.74, secondsAgo(60))]),
    ]);

    expect(transactions).toHaveBeenCalledTimes(1);
    expect(answers.map((current) => current.lat)).toEqual([40.73, 40.81, 40.73, 40.75]);
    expect(await historyOf(a)).toEqual([40.71, 40.72, 40.73]);
    expect(await historyOf(b)).toEqual([40.81]);
    expect(await historyOf(c)).toEqual([40.74, 40.75]);
    transactions.mockRestore();
  });

  it('writes a failed group again batch by batch, so a bad batch refuses only itself', async () => {
    const [a] = driverIds as [number];
    const writer = createPositionWriter(database.db, () => new Date());
    const transactions = vi.spyOn(database.db, 'transaction');
    const [good, bad] = await Promise.allSettled([
      writer.write(a, [fix(40.61, secondsAgo(2))]),
      // No such driver: the history's foreign key refuses it.
      writer.write(999_999, [fix(40.62, secondsAgo(2))]),
    ]);
    expect(good).toMatchObject({ status: 'fulfilled', value: { lat: 40.61 } });
    expect(bad.status).toBe('rejected');
    expect(transactions).toHaveBeenCalledTimes(3);
    expect(await historyOf(a)).toContain(40.61);
    transactions.mockRestore();
  });
});
