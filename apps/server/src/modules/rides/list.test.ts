import { RIDE_STATUS_TABS } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER } from '../../../test/api';
import { fleetOfEmail, tokenForEmail } from '../../../test/ride-fixtures';
import { getRides, idsWhere, listedIds, type RidesAnswer } from '../../../test/rides';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;
let staff: string;
let fleetUser: string;
let fleetId: number;

beforeAll(async () => {
  server = await startTestServer();
  staff = await tokenForEmail(server.database.db, ADMIN);
  fleetUser = await tokenForEmail(server.database.db, FLEET_USER);
  fleetId = await fleetOfEmail(server.database.db, FLEET_USER);
});
afterAll(() => server.close());

const db = () => server.database.db;

/** One value of a column that several demo rides share, so a filter on it is a real choice. */
async function commonValue(column: string): Promise<number> {
  const { rows } = await db().execute<{ v: number }>(
    sql`select ${sql.raw(column)} as v from rides where ${sql.raw(column)} is not null group by 1 order by count(*) desc limit 1`,
  );
  return Number(rows[0]?.v);
}

describe('GET /rides paging', () => {
  it('pages by pickup time and links the next page until the last one', async () => {
    const seen: number[] = [];
    let res = await getRides(server.url, staff, { per_page: '100' });
    let pages = 1;
    while (true) {
      expect(res.status).toBe(200);
      const times = res.body.rides.data.map((r) => r.pickup_at);
      expect(times).toEqual([...times].sort());
      seen.push(...res.body.rides.data.map((r) => r.id));
      if (res.body.next_page_url === null) break;
      expect(res.body.next_page_url).toContain(`page=${pages + 1}`);
      res = await call<RidesAnswer>(server.url, 'GET', res.body.next_page_url, { token: staff });
      pages++;
    }
    const all = await idsWhere(db(), sql`true`);
    expect(pages).toBe(Math.ceil(all.length / 100));
    expect(seen.sort((a, b) => a - b)).toEqual(all);
  });

  it('uses the default page size of 75 and refuses sizes outside the paging options', async () => {
    const res = await getRides(server.url, staff, {});
    expect(res.body.rides.per_page).toBe(75);
    expect(res.body.rides.data).toHaveLength(75);
    const bad = await getRides(server.url, staff, { per_page: '60' });
    expect(bad.status).toBe(422);
  });

  it('sorts by id or pickup time descending on request', async () => {
    const byId = await getRides(server.url, staff, { sort: '-rides.id', per_page: '10' });
    const ids = byId.body.rides.data.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe((await idsWhere(db(), sql`true`)).at(-1));
    const late = await getRides(server.url, staff, { sort: '-rides.pickup_at', per_page: '10' });
    const times = late.body.rides.data.map((r) => r.pickup_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('GET /rides filters', () => {
  it('filters by company, ride type, fleet, pickup zone and destination zone', async () => {
    const cases: [string, string][] = [
      ['company_ids', 'company_id'],
      ['ride_types', 'ride_type_id'],
      ['fleet_ids', 'fleet_id'],
      ['zones', 'pickup_zone_id'],
      ['destination_zone_ids', 'destination_zone_id'],
    ];
    for (const [param, column] of cases) {
      const value = await commonValue(column);
      const expected = await idsWhere(db(), sql`${sql.raw(column)} = ${value}`);
      expect(expected.length, column).toBeGreaterThan(0);
      expect(await listedIds(server.url, staff, { [param]: String(value) }), param).toEqual(expected);
    }
  });

  it('filters by several statuses and a pickup time range', async () => {
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const expected = await idsWhere(
      db(),
      sql`status in ('pending', 'assigned') and pickup_at >= ${from} and pickup_at <= ${to}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const listed = await listedIds(server.url, staff, {
      statuses: 'pending,assigned',
      from_datetime: from,
      to_datetime: to,
      filters: 'abstract',
    });
    expect(listed).toEqual(expected);
  });

  it('answers 422 for an unknown status or a malformed id list', async () => {
    expect((await getRides(server.url, staff, { statuses: 'flying' })).status).toBe(422);
    expect((await getRides(server.url, staff, { company_ids: '1,x' })).status).toBe(422);
  });
});

describe('GET /rides counts', () => {
  it('counts every status tab over the filters without the status tab', async () => {
    const company = await commonValue('company_id');
    const res = await getRides(server.url, staff, { company_ids: String(company), statuses: 'finished' });
    expect(res.body.rides.data.every((r) => r.status === 'finished')).toBe(true);
    const { rows } = await db().execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from rides where company_id = ${company} group by status`,
    );
    const byStatus = new Map(rows.map((r) => [r.status, r.n]));
    const metrics = res.body.metrics ?? {};
    expect(metrics.all).toBe(rows.reduce((sum, r) => sum + r.n, 0));
    for (const tab of RIDE_STATUS_TABS.filter((t) => t.key !== 'all')) {
      expect(metrics[tab.key], tab.key).toBe(byStatus.get(tab.key) ?? 0);
    }
  });

  it('counts rides per fleet over the filters without the fleet choice', async () => {
    const chosen = await commonValue('fleet_id');
    const res = await getRides(server.url, staff, { statuses: 'finished', fleet_ids: String(chosen) });
    const { rows } = await db().execute<{ fleet_id: number; n: number }>(
      sql`select fleet_id, count(*)::int as n from rides where status = 'finished' and fleet_id is not null group by fleet_id`,
    );
    expect(
      res.body.fleets_metrics.map((m) => [m.fleet_id, m.count]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual(rows.map((r) => [r.fleet_id, r.n]).sort((a, b) => Number(a[0]) - Number(b[0])));
    expect(res.body.fleets_metrics.every((m) => m.fleet_name.length > 0)).toBe(true);
  });
});

describe('GET /rides favourites', () => {
  it('puts favourite rides first in the given order, once across pages', async () => {
    const all = await idsWhere(db(), sql`true`);
    const favourites = [all.at(-1), all.at(-2), all.at(-3)].map(Number);
    const query = { favorite_rides_ids: favourites.join(','), per_page: '5' };
    const first = await getRides(server.url, staff, query);
    expect(first.body.rides.data.slice(0, 3).map((r) => r.id)).toEqual(favourites);
    expect(first.body.rides.data.slice(0, 3).map((r) => r.favourite_order)).toEqual([0, 1, 2]);
    expect(first.body.rides.data[3]?.favourite_order).toBeNull();
    const second = await getRides(server.url, staff, { ...query, page: '2' });
    const secondIds = second.body.rides.data.map((r) => r.id);
    expect(secondIds.some((id) => favourites.includes(id))).toBe(false);
    const everything = await listedIds(server.url, staff, { favorite_rides_ids: favourites.join(',') });
    expect(everything).toEqual(all);
  });

  it('leaves out favourites that do not match the filters', async () => {
    const [pending] = await idsWhere(db(), sql`status = 'pending'`);
    const [finished] = await idsWhere(db(), sql`status = 'finished'`);
    const res = await getRides(server.url, staff, {
      statuses: 'pending',
      favorite_rides_ids: `${finished},${pending}`,
    });
    expect(res.body.rides.data[0]?.id).toBe(pending);
    expect(res.body.rides.data.some((r) => r.id === finished)).toBe(false);
  });
});

describe('GET /rides for a fleet user', () => {
  it("lists the fleet's rides and those open to every fleet, with driver net instead of price and no counts", async () => {
    const res = await getRides(server.url, fleetUser, { per_page: '500' }, true);
    expect(res.status).toBe(200);
    const open = sql`status = 'pending' and driver_id is null and available_for_drivers`;
    const expected = await idsWhere(db(), sql`fleet_id = ${fleetId} or (${open})`);
    expect(await idsWhere(db(), open)).not.toHaveLength(0);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.rides.data.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected);
    for (const ride of res.body.rides.data) {
      expect(ride.ride_price).toBeNull();
      expect(typeof ride.driver_net).toBe('number');
      expect(ride.admins).toEqual([]);
    }
    expect(res.body.metrics).toBeNull();
    expect(res.body.fleets_metrics).toEqual([]);
  });

  it("never shows another fleet's ride, even by id or fleet filter", async () => {
    const [other] = await idsWhere(db(), sql`fleet_id <> ${fleetId}`);
    const byId = await listedIds(server.url, fleetUser, { search: `id:${other}` }, true);
    expect(byId).toEqual([]);
    const { rows } = await db().execute<{ f: number }>(
      sql`select fleet_id as f from rides where fleet_id <> ${fleetId} limit 1`,
    );
    const byFleet = await listedIds(server.url, fleetUser, { fleet_ids: String(rows[0]?.f) }, true);
    expect(byFleet).toEqual([]);
    const next = await getRides(server.url, fleetUser, { per_page: '5' }, true);
    expect(next.body.next_page_url).toMatch(/^\/api\/v1\/fleet\/rides\?/);
  });
});
