import { RIDE_STATUS_TABS } from '@fleetdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../test/api';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { getRides, idsWhere } from '../../../test/rides';
import { startTestServer, type TestServer } from '../../../test/server';

// The counts come from per-(status, fleet) index ranges for filters and from one pass over the
// matches for searches (counts.ts, matches.ts): both must say what plain SQL over the table says.

let server: TestServer;
let staff: string;

beforeAll(async () => {
  server = await startTestServer();
  staff = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

const db = () => server.database.db;

/** Tab counts, fleet counts and page ids as SQL computes them for the same filters. */
async function expected(base: SQL, statuses: string[], fleetIds: number[], order: SQL, perPage: number) {
  const statusIn = statuses.length ? sql`status in ${statuses}` : sql`true`;
  const fleetIn = fleetIds.length ? sql`fleet_id in ${fleetIds}` : sql`true`;
  const { rows: byStatus } = await db().execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from rides where ${base} and ${fleetIn} group by status`,
  );
  const { rows: byFleet } = await db().execute<{ fleet_id: number; n: number }>(
    sql`select fleet_id, count(*)::int as n from rides
        where ${base} and ${statusIn} and fleet_id is not null group by fleet_id order by fleet_id`,
  );
  const { rows: page } = await db().execute<{ id: string }>(
    sql`select id from rides where ${base} and ${statusIn} and ${fleetIn} order by ${order} limit ${perPage}`,
  );
  const counts = new Map(byStatus.map((r) => [r.status, r.n]));
  const metrics = Object.fromEntries(
    RIDE_STATUS_TABS.map((tab) => [
      tab.key,
      tab.key === 'all'
        ? byStatus.reduce((sum, r) => sum + r.n, 0)
        : tab.statuses.reduce((sum: number, s: string) => sum + (counts.get(s) ?? 0), 0),
    ]),
  );
  return { metrics, fleets: byFleet.map((r) => [r.fleet_id, r.n]), ids: page.map((r) => Number(r.id)) };
}

async function answer(query: Record<string, string>) {
  const res = await getRides(server.url, staff, query);
  expect(res.status).toBe(200);
  return {
    metrics: res.body.metrics,
    fleets: res.body.fleets_metrics
      .map((m) => [m.fleet_id, m.count])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
    ids: res.body.rides.data.map((r) => r.id),
  };
}

async function busiestValue(column: string): Promise<number> {
  const { rows } = await db().execute<{ v: number }>(
    sql`select ${sql.raw(column)} as v from rides where ${sql.raw(column)} is not null group by 1 order by count(*) desc limit 1`,
  );
  return Number(rows[0]?.v);
}

describe('GET /rides counts over filters', () => {
  it('counts rides with and without a fleet, over a date range and company', async () => {
    const company = await busiestValue('company_id');
    const { rows } = await db().execute<{ from: Date; to: Date }>(
      sql`select percentile_disc(0.2) within group (order by pickup_at) as from,
                 percentile_disc(0.8) within group (order by pickup_at) as to from rides`,
    );
    const from = new Date(rows[0]?.from as Date).toISOString();
    const to = new Date(rows[0]?.to as Date).toISOString();
    const base = sql`company_id = ${company} and pickup_at >= ${from} and pickup_at <= ${to}`;
    const want = await expected(base, [], [], sql`pickup_at, id`, 75);
    // Rides without a fleet (pending, never assigned) are part of the tabs: the test needs some.
    const { rows: unassigned } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from rides where ${base} and fleet_id is null`,
    );
    expect(unassigned[0]?.n).toBeGreaterThan(0);
    expect(await answer({ company_ids: String(company), from_datetime: from, to_datetime: to })).toEqual(
      want,
    );
  });

  it('leaves rides without a fleet out of the tabs when fleets are chosen', async () => {
    const fleet = await busiestValue('fleet_id');
    const want = await expected(sql`true`, ['finished', 'assigned'], [fleet], sql`pickup_at, id`, 75);
    const got = await answer({ statuses: 'finished,assigned', fleet_ids: String(fleet) });
    expect(got).toEqual(want);
    expect(got.metrics?.pending).toBe(0);
  });
});

describe('GET /rides counts over a search', () => {
  it('pages and counts the matches of a name search with statuses, fleets and a sort', async () => {
    const { rows } = await db().execute<{ part: string }>(
      sql`select lower(substr(last_name, 1, 3)) as part from rides group by 1 order by count(*) desc limit 1`,
    );
    const part = rows[0]?.part as string;
    const name = sql`lower(first_name || ' ' || last_name) like ${`%${part}%`}`;
    const fleet = await busiestValue('fleet_id');
    const want = await expected(name, ['finished'], [fleet], sql`pickup_at desc, id desc`, 10);
    expect(want.ids.length).toBeGreaterThan(0);
    const got = await answer({
      search: `uname:${part}`,
      statuses: 'finished',
      fleet_ids: String(fleet),
      sort: '-rides.pickup_at',
      per_page: '10',
    });
    expect(got).toEqual(want);
  });

  it('puts matching favourites first and pages the other matches after them', async () => {
    const { rows } = await db().execute<{ part: string }>(
      sql`select lower(substr(last_name, 1, 3)) as part from rides group by 1 order by count(*) desc limit 1`,
    );
    const part = rows[0]?.part as string;
    const matching = await idsWhere(db(), sql`lower(first_name || ' ' || last_name) like ${`%${part}%`}`);
    const favourites = [matching.at(-1), matching.at(-2)].map(Number);
    const first = await getRides(server.url, staff, {
      search: `uname:${part}`,
      favorite_rides_ids: favourites.join(','),
      per_page: '10',
    });
    const ids = first.body.rides.data.map((r) => r.id);
    expect(ids.slice(0, 2)).toEqual(favourites);
    const rest = matching.filter((id) => !favourites.includes(id));
    const { rows: ordered } = await db().execute<{ id: string }>(
      sql`select id from rides where id in ${rest} order by pickup_at, id limit 8`,
    );
    expect(ids.slice(2)).toEqual(ordered.map((r) => Number(r.id)));
    expect(first.body.metrics?.all).toBe(matching.length);
  });
});
