import { RideDetail } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { createFileLinks } from '../../platform/adapters/storage/links';
import { loadRideDetail, loadRideRows } from './views';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const { present } = createFileLinks('views-test-secret', 60_000);
const staff = { isFleet: false, fleetId: null, companyIds: null, adminId: 1, billingNotes: true, present };

describe('ride views', () => {
  it('shapes a ride the way the contract says, prices in dollars', async () => {
    const { rows } = await database.db.execute<{ id: number; ride_price_cents: number; fleet_id: number }>(
      sql`select id, ride_price_cents, fleet_id from rides where fleet_id is not null and ride_price_cents > 0 order by id limit 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('the demo has a ride with a fleet');
    const detail = await loadRideDetail(database.db, Number(row.id), staff);
    expect(RideDetail.parse(detail).ride_price).toBe(row.ride_price_cents / 100);
    expect(detail?.events.length).toBeGreaterThan(0);
    const fleet = await loadRideDetail(database.db, Number(row.id), {
      isFleet: true,
      fleetId: row.fleet_id,
      companyIds: null,
      adminId: null,
      billingNotes: false,
      present,
    });
    expect(fleet?.ride_price).toBeNull();
    expect(fleet?.driver_net).toBe(detail?.driver_net);
    const other = await loadRideDetail(database.db, Number(row.id), {
      isFleet: true,
      fleetId: row.fleet_id + 1000,
      companyIds: null,
      adminId: null,
      billingNotes: false,
      present,
    });
    expect(other).toBeNull();
    const list = await loadRideRows(database.db, [Number(row.id), 999999999], staff);
    expect(list.map((r) => r.id)).toEqual([Number(row.id)]);
  });
});
