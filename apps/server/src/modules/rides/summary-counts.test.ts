import { rides as ridesEndpoints, TIME_ZONE } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { priceTrip } from '../../../test/estimates';
import { rideActionsServer } from '../../../test/ride-actions-setup';
import { makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { rides } from '../../db/schema';
import { countGroups } from './counts';
import { baseConditions } from './search';
import { summaryCountGroups, summaryRange } from './summary-counts';
import type { RideViewer } from './views';

dayjs.extend(utc);
dayjs.extend(timezone);

// ride_status_counts is kept by triggers on rides (migration 0032): after random creations, status
// changes, reassignments, pickup moves, company switches and deletions through the API and straight
// SQL, every summary row must equal a full count, and the counts the list reads from it must equal
// the counts taken from the rides.

const t = rideActionsServer();
const { db, post } = t;
/** A fixed seed: a failure replays the same sequence. */
let state = 20261126;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
/** Around New York midnights of the next days, where a pickup move crosses the business day. */
const randomPickup = () =>
  dayjs()
    .tz(TIME_ZONE)
    .startOf('day')
    .add(1 + Math.floor(random() * 3), 'day')
    .add(Math.floor(random() * 240) - 120, 'minute')
    .toDate();

async function summaryDifferences() {
  const { rows } = await db().execute<{ side: string }>(sql`
    with actual as (
      select (pickup_at at time zone 'America/New_York')::date as day, status, company_id, fleet_id,
        count(*)::int as count
      from rides group by 1, 2, 3, 4
    ), kept as (select day, status, company_id, fleet_id, count from ride_status_counts where count <> 0)
    (select 'missing from the summary' as side, * from (table actual except table kept) a)
    union all
    (select 'not in the rides' as side, * from (table kept except table actual) k)`);
  return rows;
}

/** Changes the API accepted (a random action is often refused in the ride's state). */
let acceptedByApi = 0;

/** One random change of one of the rides: through POST /rides/:id (actions and edits) or SQL. */
async function randomChange(ids: number[]) {
  const id = pick(ids);
  const [row] = await db()
    .select({ updatedAt: rides.updatedAt })
    .from(rides)
    .where(inArray(rides.id, [id]));
  if (!row) return; // deleted before
  const updated_at = row.updatedAt.toISOString();
  const change = pick(['assign', 'status', 'pending', 'pickup', 'company', 'bulk', 'delete'] as const);
  const bodies = {
    // A reassignment moves the ride to the new driver's fleet.
    assign: { status: 'confirm', entity_type: 'driver', entity_id: pick(t.allDrivers).id },
    status: {
      status: pick([
        'accepted',
        'arriving',
        'in_progress',
        'finished',
        'company_canceled',
        'driver_canceled',
      ]),
      note: 'Random change for the count test',
    },
    pending: { status: 'pending' },
    pickup: { pickup_at: randomPickup().toISOString() },
  };
  if (change === 'company')
    await db().execute(sql`update rides set company_id = ${pick([39, 40])} where id = ${id}`);
  else if (change === 'bulk')
    // One statement changing many rides at once, as an import or a job would.
    await db().execute(
      sql`update rides set pickup_at = pickup_at + interval '90 minutes' where ${inArray(rides.id, ids.slice(0, 8))}`,
    );
  else if (change === 'delete') await db().execute(sql`delete from rides where id = ${id}`);
  else if ((await post(`/rides/${id}`, t.dispatcher, { ...bodies[change], updated_at })).status === 200)
    acceptedByApi++;
}

describe('the status-count summary', () => {
  it('equals a full count after random ride changes through the API and SQL', async () => {
    const admin = await tokenForEmail(db(), ADMIN);
    const { estimates } = await priceTrip(t.server.url, admin);
    const created = await call<{ rides: { ride: { id: number } | null }[] }>(t.server.url, 'POST', '/rides', {
      token: admin,
      body: {
        company_id: 39,
        ride_estimate_id: estimates[0]?.id,
        pickup_at_dates: [1, 2, 3].map((n) => dayjs().tz(TIME_ZONE).add(n, 'day').format('YYYY-MM-DD')),
        pickup_at_time: '23:58',
        payment_type: 'passenger',
        rider_first_name: 'Ada',
        rider_last_name: 'Lovelace',
        rider_email: 'ada@example.com',
        rider_phone_number: '212-555-0199',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const ids = created.body.rides.flatMap((r) => (r.ride ? [r.ride.id] : []));
    expect(ids).toHaveLength(3);
    for (let i = 0; i < 40; i++) {
      const made = await makeRide(db(), {
        status: pick(['pending', 'assigned'] as const),
        companyId: pick([39, 40]),
        pickupAt: randomPickup(),
      });
      ids.push(made.id);
    }
    expect(await summaryDifferences()).toEqual([]);
    for (let i = 0; i < 150; i++) await randomChange(ids);
    expect(await summaryDifferences()).toEqual([]);
    expect(acceptedByApi).toBeGreaterThan(20);
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from ride_status_counts where count < 0`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('gives the list the same counts as counting the rides, for ranges, companies and reach', async () => {
    const now = dayjs().tz(TIME_ZONE);
    for (let i = 0; i < 30; i++) {
      const from = now.startOf('day').add(Math.floor(random() * 5) - 1, 'day');
      const query = ridesEndpoints.rideSearchQuery.parse({
        // Whole days as the web asks (00:00 to 23:59:59) or any instants within them.
        from_datetime: (random() < 0.5 ? from : from.add(Math.floor(random() * 1440), 'minute')).format(),
        to_datetime: from
          .add(Math.floor(random() * 4), 'day')
          .add(random() < 0.5 ? 1439 : Math.floor(random() * 1440), 'minute')
          .format(),
        ...(random() < 0.4 ? { company_ids: pick(['39', '40', '39,40', '5']) } : {}),
      });
      const viewer: RideViewer = {
        isFleet: false,
        fleetId: null,
        companyIds: pick([null, [39], [40, 5], []]),
        adminId: null,
        billingNotes: false,
        present: (url) => url,
      };
      const range = summaryRange(query, viewer);
      if (!range) continue; // a range ending before it begins
      const order = (groups: { status: string; fleetId: number | null; count: number }[]) =>
        groups
          .map((g) => `${g.status}|${g.fleetId}|${g.count}`)
          .sort()
          .join(' ');
      const fromSummary = await summaryCountGroups(db(), query, viewer, range);
      const fromRides = await countGroups(db(), baseConditions(query, viewer));
      expect(order(fromSummary), JSON.stringify({ query, viewer: viewer.companyIds })).toBe(order(fromRides));
    }
  });

  it('is written when the ride change commits: two open changes of one key do not wait for each other', async () => {
    const pickupAt = dayjs().tz(TIME_ZONE).startOf('day').add(5, 'day').hour(10).toDate();
    const [first, second] = [
      await makeRide(db(), { status: 'pending', companyId: 40, pickupAt }),
      await makeRide(db(), { status: 'pending', companyId: 40, pickupAt }),
    ];
    const [a, b] = [await db().$client.connect(), await db().$client.connect()];
    try {
      await a.query('begin');
      await a.query(`update rides set status = 'company_canceled' where id = $1`, [first.id]);
      // Both changes move a ride between the same two summary rows; the first is not committed yet.
      await b.query('begin');
      await b.query(`set local lock_timeout = '2s'`);
      await b.query(`update rides set status = 'company_canceled' where id = $1`, [second.id]);
      await b.query('commit');
      await a.query('commit');
    } finally {
      await a.query('rollback').catch(() => {});
      a.release();
      b.release();
    }
    expect(await summaryDifferences()).toEqual([]);
  });

  it('is not used for filters it does not keep, nor for fleet users or searches', () => {
    const staff = {
      isFleet: false,
      fleetId: null,
      companyIds: null,
      adminId: null,
      billingNotes: false,
      present: (u: string | null) => u,
    } as RideViewer;
    const dates = { from_datetime: '2026-11-26T05:00:00Z', to_datetime: '2026-11-27T04:59:59Z' };
    const parse = (q: Record<string, string>) => ridesEndpoints.rideSearchQuery.parse(q);
    expect(summaryRange(parse(dates), staff)).not.toBeNull();
    expect(summaryRange(parse({ ...dates, ride_types: '1' }), staff)).toBeNull();
    expect(summaryRange(parse({ ...dates, zones: '1' }), staff)).toBeNull();
    expect(summaryRange(parse({ ...dates, search: 'Ada' }), staff)).toBeNull();
    expect(summaryRange(parse({ from_datetime: dates.from_datetime }), staff)).toBeNull();
    expect(summaryRange(parse(dates), { ...staff, isFleet: true, fleetId: 1 })).toBeNull();
  });
});
