import { MESSAGES, type SurgeRide } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activeDrivers,
  makeRide,
  rideRow,
  rideTrail,
  SENTRY,
  staffHolding,
} from '../../../test/ride-fixtures';
import { eventually, rideActionsHeard } from '../../../test/sockets';
import { type Body, FAR_ROCKAWAY, MINUTE_MS, surgeTestServer } from '../../../test/surge-test-setup';
import { businessDays } from './rules';

// The pending rides board of the surge page: its list, the price buttons and the day's stats.
const surge = surgeTestServer();
const { get, post, openRide, pendingRides, sockets } = surge;

describe('GET /rides/pending_rides', () => {
  it('lists open marketplace rides of today and tomorrow with the surge ride fields', async () => {
    // Half an hour late, or less just after New York's midnight, so that the ride stays one of today.
    const minutesIntoToday = Math.floor(
      (Date.now() - businessDays(new Date(), 1).from.getTime()) / MINUTE_MS,
    );
    const ago = Math.max(0, Math.min(30, minutesIntoToday - 1));
    const late = await openRide(-ago, FAR_ROCKAWAY, { vip: true });
    const notMarketplace = await openRide(60, FAR_ROCKAWAY, { isMarketplaceRide: false });
    const farAway = await openRide(3 * 24 * 60);
    const list = await pendingRides();
    const ids = list.map((r) => r.id);
    expect(ids).toContain(late);
    expect(ids).not.toContain(notMarketplace);
    expect(ids).not.toContain(farAway);
    const ride = list.find((r) => r.id === late);
    expect(ride).toMatchObject({
      zone_name: 'Far Rockaway',
      zone_borough: 'Queens',
      vip: true,
      company_id: SENTRY,
      company_name: 'Sentry',
      driver_net: 20,
      surge_amount: 0,
    });
    expect(ride?.lateness).toBeGreaterThanOrEqual(ago - 1);
    const times = list.map((r) => Date.parse(r.pickup_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The separation line sits on the first ride of each later New York day only.
    const days = list.map((r) =>
      new Date(r.pickup_at).toLocaleDateString('en-US', { timeZone: 'America/New_York' }),
    );
    expect(list.map((r) => r.separation_line)).toEqual(days.map((day, i) => i > 0 && day !== days[i - 1]));
  });
});

describe('POST /rides/pending_rides/change-price', () => {
  it('adds one dollar per click to driver net and surge, logs a ride event, audits and reaches every board', async () => {
    const db = surge.server.database.db;
    const id = await openRide();
    const heard = await sockets.listen(surge.server.url, await staffHolding(db, []));
    const before = await rideRow(db, id);
    const res = await post('/rides/pending_rides/change-price', { ride_id: id, type: 'increase' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Great! Ride ${id} was updated!`);
    const ride = res.body.ride as SurgeRide;
    expect(ride).toMatchObject({ id, driver_net: 21, surge_amount: 1 });
    expect(Date.parse(ride.updated_at)).toBeGreaterThan(before.updatedAt.getTime());
    const row = await rideRow(db, id);
    expect([row.driverNetCents, row.surgeAmountCents]).toEqual([2100, 100]);
    const trail = await rideTrail(db, id);
    expect(trail.events.map((e) => [e.eventType, e.body])).toEqual([
      ['surge_increase', 'Surge +$1.00: driver net $21.00, surge $1.00'],
    ]);
    expect(trail.audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'ride.surge_increase',
        { driverNetCents: 2000, surgeAmountCents: 0, updatedAt: before.updatedAt.toISOString() },
        { driverNetCents: 2100, surgeAmountCents: 100, updatedAt: row.updatedAt.toISOString() },
      ],
    ]);
    await eventually(() =>
      expect(
        rideActionsHeard(heard, id).map((a) => [a.type, a.ride?.surge_amount, a.ride?.driver_net]),
      ).toEqual([['ride.updated', 1, 21]]),
    );
    const down = await post('/rides/pending_rides/change-price', { ride_id: id, type: 'decrease' });
    expect(down.body.ride).toMatchObject({ driver_net: 20, surge_amount: 0 });
  });

  it('refuses Minus $1 below a surge of $0, a ride that is no longer open, a missing ride and a wrong type', async () => {
    const db = surge.server.database.db;
    const id = await openRide();
    const below = await post('/rides/pending_rides/change-price', { ride_id: id, type: 'decrease' });
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({ type: [MESSAGES.surgeBelowZero] });
    const assigned = await makeRide(db, { status: 'assigned', companyId: SENTRY, isMarketplaceRide: true });
    const closed = await post('/rides/pending_rides/change-price', {
      ride_id: assigned.id,
      type: 'increase',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(MESSAGES.surgeRideNotOpen);
    expect(
      (await post('/rides/pending_rides/change-price', { ride_id: 99_999_999, type: 'increase' })).status,
    ).toBe(404);
    const wrong = await post('/rides/pending_rides/change-price', { ride_id: id, type: 'double' });
    expect(wrong.status).toBe(422);
    for (const ride of [id, assigned.id]) {
      expect((await rideTrail(db, ride)).events).toEqual([]);
      expect((await rideRow(db, ride)).surgeAmountCents).toBe(0);
    }
  });

  it('a newer updated_at wins: clicks at once all count, each change is newer than the one before', async () => {
    const db = surge.server.database.db;
    const id = await openRide();
    const heard = await sockets.listen(surge.server.url, await staffHolding(db, []));
    const agents = await Promise.all([
      staffHolding(db, ['surge.view'], 1),
      staffHolding(db, ['surge.view'], 1),
    ]);
    const answers = await Promise.all(
      [...agents, surge.token].map((token) =>
        post('/rides/pending_rides/change-price', { ride_id: id, type: 'increase' }, token),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const stamps = answers.map((a) => (a.body.ride as SurgeRide).updated_at).sort();
    expect(new Set(stamps).size).toBe(3);
    // The newest answer carries all three dollars; an older one fewer.
    const newest = answers
      .map((a) => a.body.ride as SurgeRide)
      .sort((a, b) => a.updated_at.localeCompare(b.updated_at));
    expect(newest.map((r) => r.surge_amount)).toEqual([1, 2, 3]);
    await eventually(() => {
      const rows = rideActionsHeard(heard, id).map((a) => a.ride);
      expect(rows).toHaveLength(3);
      // Heard in commit order, so a board keeping the newer updated_at ends on $3.
      const times = rows.map((r) => Date.parse(r?.updated_at ?? ''));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(rows.at(-1)?.surge_amount).toBe(3);
    });
    expect((await rideRow(db, id)).surgeAmountCents).toBe(300);
  });
});

describe('GET /rides/pending_rides/stats', () => {
  it("counts today's trips per zone, boosts, revives and assignments per agent and confirmed passengers", async () => {
    const db = surge.server.database.db;
    const agent = await staffHolding(db, ['surge.view'], 1);
    const id = await openRide(10);
    for (const type of ['increase', 'increase', 'decrease', 'increase'])
      expect((await post('/rides/pending_rides/change-price', { ride_id: id, type }, agent)).status).toBe(
        200,
      );
    const res = await get('/rides/pending_rides/stats');
    expect(res.status).toBe(200);
    const [{ id: adminId } = { id: 0 }] = (
      await db.execute<{ id: number }>(
        sql`select admin_id as id from ride_events where ride_id = ${id} limit 1`,
      )
    ).rows;
    const boost = (res.body.boost_per_agent as { admin_id: number; count: number; amount: number }[]).find(
      (b) => b.admin_id === adminId,
    );
    expect(boost).toMatchObject({ count: 4, amount: 2 });
    const { rows } = await db.execute<{ total: number; confirmed: number }>(sql`
      select count(*)::int as total, count(*) filter (where confirmed)::int as confirmed from rides
      where pickup_at >= (date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York')
        and pickup_at < (date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York') + interval '1 day'
        and status not in ('user_requested_cancel', 'user_canceled', 'driver_canceled', 'company_canceled',
          'confirm_user_cancel', 'draft')`);
    expect(res.body.pax_confirmed).toEqual(rows[0]);
    const perZone = res.body.trips_per_zone as { zone_name: string; count: number }[];
    expect(perZone.reduce((sum, z) => sum + z.count, 0)).toBe(rows[0]?.total);
  });

  it('leaves out a ride whose cancellation was confirmed, like every other cancelled ride', async () => {
    const before = (await get('/rides/pending_rides/stats')).body;
    const zoneCount = (stats: Body) =>
      (stats.trips_per_zone as { zone_name: string; count: number }[]).find(
        (z) => z.zone_name === 'Far Rockaway',
      )?.count ?? 0;
    // Picked up now (today in New York), confirmed by the passenger, then called off and confirmed so.
    await openRide(0, FAR_ROCKAWAY, { status: 'confirm_user_cancel', confirmed: true });
    const after = (await get('/rides/pending_rides/stats')).body;
    expect(zoneCount(after)).toBe(zoneCount(before));
    expect(after.pax_confirmed).toEqual(before.pax_confirmed);
  });

  it('counts an agent’s assignments and revives of today', async () => {
    const db = surge.server.database.db;
    const agent = await staffHolding(db, ['surge.view'], 1);
    const [driver] = await activeDrivers(db, -1, true);
    const ride = await makeRide(db, { status: 'pending', pickupAt: new Date(Date.now() + 60 * MINUTE_MS) });
    const assign = await post(`/rides/${ride.id}`, { entity_id: driver?.id, status: 'assign_driver' }, agent);
    expect(assign.status).toBe(200);
    const revive = await post(`/rides/${ride.id}/revive`, { reason: 'Driver is stuck in traffic' }, agent);
    expect(revive.status).toBe(200);
    const { rows } = await db.execute<{ id: number }>(
      sql`select admin_id as id from ride_events where ride_id = ${ride.id} and admin_id is not null limit 1`,
    );
    const adminId = rows[0]?.id;
    const stats = (await get('/rides/pending_rides/stats')).body;
    const of = (list: unknown) =>
      (list as { admin_id: number; count: number }[]).find((a) => a.admin_id === adminId);
    expect(of(stats.assigned_per_agent)).toMatchObject({ count: 1, name: expect.stringMatching(/^Test ra/) });
    expect(of(stats.revived_per_agent)).toMatchObject({ count: 1 });
    expect(of(stats.boost_per_agent)).toBeUndefined();
  });
});
