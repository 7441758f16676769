import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import type { DbOrTx } from '../../db/client';
import { selectTrips, type TripFilters } from './trip-queries';

/**
 * The Trips tab reads a page's ids and the count as two statements on the rides alone; these are the
 * answers of the former single statement (every match joined, counted by a window), on the demo's
 * Sentry rides and batches, for every filter and page.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function former(db: DbOrTx, f: TripFilters, page: { limit: number; offset: number }) {
  const conditions = [sql`c.broker_key = 'sentry'`];
  if (f.from) conditions.push(sql`r.pickup_at >= ${f.from.toISOString()}`);
  if (f.to) conditions.push(sql`r.pickup_at < ${f.to.toISOString()}`);
  if (f.billingStatus) conditions.push(sql`r.billing_status = ${f.billingStatus}`);
  if (f.pickedUpBefore) conditions.push(sql`r.pickup_at < ${f.pickedUpBefore.toISOString()}`);
  if (f.batchId) conditions.push(sql`b.batch_id = ${f.batchId}`);
  if (f.search) {
    const id = /^\d{1,15}$/.test(f.search) ? Number(f.search) : null;
    conditions.push(
      id === null ? sql`r.reference_id = ${f.search}` : sql`(r.id = ${id} or r.reference_id = ${f.search})`,
    );
  }
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select r.id, r.reference_id, r.pickup_at, r.dropoff_at, r.start_address, r.destination_address,
      t.display_name as ride_type, r.first_name || ' ' || r.last_name as rider_name,
      dc.name as driver_company, d.first_name || ' ' || d.last_name as driver_name, r.driver_id, r.car_id,
      r.distance, r.vendor_distance, r.vendor_amount_cents, r.driver_net_cents, r.amount_charged_cents,
      r.status, r.billing_status, r.rider_signature_url, b.batch_id, count(*) over ()::int as total
    from rides r
    join companies c on c.id = r.company_id
    join ride_types t on t.id = r.ride_type_id
    left join drivers d on d.id = r.driver_id
    left join companies dc on dc.id = d.company_id
    left join sentry_batch_rides b on b.ride_id = r.id
    where ${sql.join(conditions, sql` and `)}
    order by r.pickup_at desc, r.id desc
    limit ${page.limit} offset ${page.offset}`);
  return { rows: rows.map(({ total: _, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
}

describe('the Trips tab statements', () => {
  it('answer as the former window-count statement for every filter and page', async () => {
    const { db } = database;
    const { rows: batches } = await db.execute<{ id: number }>(
      sql`select distinct batch_id as id from sentry_batch_rides order by 1`,
    );
    const { rows: sample } = await db.execute<{ id: string; reference_id: string; pickup_at: Date }>(sql`
      select r.id, r.reference_id, r.pickup_at from rides r join companies c on c.id = r.company_id
      where c.broker_key = 'sentry' and r.reference_id is not null order by r.id limit 1`);
    const ride = sample[0];
    expect(batches.length).toBeGreaterThan(1);
    if (!ride) throw new Error('the demo has no Sentry ride');
    const day = new Date(ride.pickup_at).getTime();
    const filters: TripFilters[] = [
      {},
      { billingStatus: 'pending' },
      { billingStatus: 'paid' },
      { billingStatus: 'failed' },
      { pickedUpBefore: new Date(Date.now() - 7 * 86_400_000) },
      { from: new Date(day - 3 * 86_400_000), to: new Date(day + 4 * 86_400_000) },
      { search: String(ride.id) },
      { search: ride.reference_id },
      { search: 'no-such-trip' },
      ...batches.map((b) => ({ batchId: b.id })),
      { batchId: batches[0]?.id, billingStatus: 'paid' },
    ];
    const pages = [
      { limit: 50, offset: 0 },
      { limit: 5, offset: 5 },
      { limit: 20, offset: 40 },
    ];
    let matched = 0;
    for (const f of filters)
      for (const page of pages) {
        const before = await former(db, f, page);
        // A page past the last match: the window count had no row to read the total from.
        if (before.rows.length === 0) continue;
        const now = await selectTrips(db, f, page);
        expect(JSON.parse(JSON.stringify(now)), JSON.stringify({ f, page })).toEqual(
          JSON.parse(JSON.stringify(before)),
        );
        matched += before.rows.length;
      }
    expect(matched).toBeGreaterThan(200);
  });
});
