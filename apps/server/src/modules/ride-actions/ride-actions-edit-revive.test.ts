import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rideActionsServer } from '../../../test/ride-actions-setup';
import { makeRide, rideRow, rideTrail, staffHolding } from '../../../test/ride-fixtures';

const MINUTE_MS = 60_000;

const t = rideActionsServer();
const { db, post } = t;
const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE_MS);

describe('edit', () => {
  it('changes times, places and passenger only with rides.update-dangerous-fields', async () => {
    const ride = await makeRide(db(), { status: 'pending' });
    const pickupAt = inMinutes(240).toISOString();
    const denied = await post(`/rides/${ride.id}`, t.withoutKeys, { pickup_at: pickupAt, seats: 2 });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You do not have permission to change pickup_at, seats');

    const fare = await post(`/rides/${ride.id}`, t.withoutKeys, { fare_collected: 12.5 });
    expect(fare.status, JSON.stringify(fare.body)).toBe(200);
    expect(fare.body.message).toBe(`Great! Ride ${ride.id} was updated!`);
    expect((await rideRow(db(), ride.id)).fareCollectedCents).toBe(1250);

    const edited = await post(`/rides/${ride.id}`, t.dispatcher, { pickup_at: pickupAt, first_name: 'Rosa' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await rideRow(db(), ride.id);
    expect(after.pickupAt.toISOString()).toBe(pickupAt);
    expect(after.firstName).toBe('Rosa');
    const trail = await rideTrail(db(), ride.id);
    expect(trail.events.at(-1)).toMatchObject({ eventType: 'update' });
    expect(trail.events.at(-1)?.body).toMatch(/first name from .+ to Rosa; pickup time from/);
    expect(trail.audit.map((a) => a.action)).toEqual(['ride.updated', 'ride.updated']);
  });

  it('records passenger and driver confirmations (user_confirmed, driver_confirmed)', async () => {
    const ride = await makeRide(db(), { status: 'assigned' });
    await post(`/rides/${ride.id}`, t.withoutKeys, { user_confirmed: 0, driver_confirmed: 0 });
    const res = await post(`/rides/${ride.id}`, t.withoutKeys, { user_confirmed: 1, driver_confirmed: 1 });
    expect(res.status).toBe(200);
    expect(res.body.ride).toMatchObject({ confirmed: 1, driver_confirmed: 1 });
    expect(await rideRow(db(), ride.id)).toMatchObject({ confirmed: true, driverConfirmed: true });
  });
});

describe('revive', () => {
  it('needs a reason of 5 to 250 characters', async () => {
    const ride = await makeRide(db(), { status: 'assigned' });
    const res = await post(`/rides/${ride.id}/revive`, t.dispatcher, {
      reason: 'late',
      updated_at: ride.updated_at,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ reason: ['Must be at least 5 characters'] });
  });

  it('revives several rides with one reason, telling which could not be', async () => {
    const a = await makeRide(db(), { status: 'assigned' });
    const b = await makeRide(db(), { status: 'finished' });
    const c = await makeRide(db(), { status: 'pending' });
    const res = await post('/rides/revive-multiple', t.dispatcher, {
      ride_ids: [a.id, b.id, c.id],
      reason: 'Driver went home',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      revived: [a.id, b.id],
      failed: [{ id: c.id, message: 'Revive is not available: the ride is Pending now.' }],
      message: '2 of 3 rides revived',
    });
    expect((await rideRow(db(), b.id)).status).toBe('pending');
    expect((await rideTrail(db(), a.id)).events.at(-1)?.body).toMatch(
      /^Revived from Assigned .*: Driver went home$/,
    );
  });

  it('revives every upcoming ride of a driver (revive-all), leaving the one under way', async () => {
    // A driver on no demo ride: which demo rides are upcoming depends on the minute the demo was seeded,
    // and one of a broker's (MTA) would need a key the dispatcher lacks.
    const { rows } = await db().execute<{ id: number }>(
      sql`select d.id from drivers d where d.status = 'active' and not exists
          (select 1 from rides r where r.driver_id = d.id and r.status not in ('finished', 'user_canceled',
           'company_canceled', 'driver_canceled', 'confirm_user_cancel', 'no_drivers_available'))
          order by d.id desc limit 1`,
    );
    const driverId = (rows[0] as { id: number }).id;
    const first = await makeRide(db(), { status: 'assigned', driverId, pickupAt: inMinutes(60) });
    const second = await makeRide(db(), { status: 'accepted', driverId, pickupAt: inMinutes(120) });
    const underWay = await makeRide(db(), { status: 'in_progress', driverId, pickupAt: inMinutes(-20) });
    const res = await post('/rides/revive-all', t.dispatcher, {
      entity_id: driverId,
      entity_type: 'driver',
      reason: 'Car broke down',
    });
    expect(res.status).toBe(200);
    expect(res.body.message, JSON.stringify(res.body.failed)).toBe('Great! All rides are cancelled!');
    expect(res.body.revived).toEqual(expect.arrayContaining([first.id, second.id]));
    expect((await rideRow(db(), second.id)).status).toBe('pending');
    expect((await rideRow(db(), underWay.id)).status).toBe('in_progress');
  });
});

describe('release next day', () => {
  it("opens tomorrow's pending marketplace rides to drivers, not today's", async () => {
    // Noon of New York's tomorrow (the offset may be an hour off in summer: still the same day).
    const nyDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(Date.now() + 24 * 3_600_000),
    );
    const pickupAt = new Date(`${nyDate}T12:00:00-05:00`);
    expect(Number.isNaN(pickupAt.getTime())).toBe(false);
    const tomorrow = await makeRide(db(), { status: 'pending', isMarketplaceRide: true, pickupAt });
    const today = await makeRide(db(), {
      status: 'pending',
      isMarketplaceRide: true,
      pickupAt: inMinutes(-60),
    });
    const releaser = await staffHolding(db(), ['admin_settings.release_rides']);
    const res = await post('/rides/pending_rides/release-next-day', releaser, undefined);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Great! You have released the marketplace rides!');
    expect(res.body.released).toBeGreaterThanOrEqual(1);
    expect((await rideRow(db(), tomorrow.id)).availableForDrivers).toBe(true);
    expect((await rideRow(db(), today.id)).availableForDrivers).toBe(false);
    expect((await rideTrail(db(), tomorrow.id)).events.at(-1)?.body).toBe('Released to marketplace drivers');
  });
});
