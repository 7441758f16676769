import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES, type PriceBreakdown } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { priceTrip, TRIP } from '../../../test/estimates';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { rideEstimates, rideTypes } from '../../db/schema';
import { fallbackMiles, fallbackSeconds } from '../../platform/adapters/routing/straight-line';
import { fareCents } from './pricing';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

const ridePrice = (body: Record<string, unknown>, as = token) =>
  call<PriceBreakdown & { message?: string; hint?: string; errors?: Record<string, string[]> }>(
    server.url,
    'POST',
    '/rides/price',
    {
      token: as,
      body: {
        company_id: 39,
        pickup_at_dates: ['2030-01-15'],
        pickup_at_time: '10:00',
        payment_type: 'passenger',
        ...body,
      },
    },
  );

describe('POST /estimates/price', () => {
  it('prices every ride type of the company from its tariff and the routed trip, valid 15 minutes', async () => {
    const before = Date.now();
    const answer = await priceTrip(server.url, token);
    const types = await server.database.db.select().from(rideTypes).where(eq(rideTypes.companyId, 39));
    expect(answer.estimates.map((e) => e.ride_type_id).sort()).toEqual(types.map((t) => t.id).sort());
    // no OSRM_URL: the straight-line estimate, flagged
    const miles = fallbackMiles(TRIP.start, TRIP.destination);
    expect(answer.stats).toEqual({
      distance: Math.round(miles * 100) / 100,
      duration: fallbackSeconds(miles),
      is_manual_fallback_used: true,
    });
    for (const estimate of answer.estimates) {
      const type = types.find((t) => t.id === estimate.ride_type_id);
      expect(estimate.amount).toBe(
        fareCents(type as (typeof types)[number], miles, fallbackSeconds(miles)) / 100,
      );
      expect(estimate.ride_type.display_name).toBe(type?.displayName);
      const expires = Date.parse(estimate.expires_at);
      expect(expires).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    }
    const [stored] = await server.database.db
      .select()
      .from(rideEstimates)
      .where(eq(rideEstimates.id, answer.estimates[0]?.id as number));
    expect(stored).toMatchObject({
      companyId: 39,
      startAddress: TRIP.start.address,
      isManualFallbackUsed: true,
    });
    expect(answer.return_estimates).toEqual([]);
    const grouped = answer.groups.flatMap((g) => g.ride_type_ids).sort();
    expect(grouped).toEqual(types.map((t) => t.id).sort());
    expect(answer.groups.find((g) => g.name === 'Accessible')?.ride_type_ids).toEqual(
      types.filter((t) => t.accessible).map((t) => t.id),
    );
  });

  it('prices the way back when asked, from the destination to the start', async () => {
    const answer = await priceTrip(server.url, token, { with_return: true });
    expect(answer.return_estimates).toHaveLength(answer.estimates.length);
    const [back] = await server.database.db
      .select()
      .from(rideEstimates)
      .where(eq(rideEstimates.id, answer.return_estimates[0]?.id as number));
    expect(back?.startAddress).toBe(TRIP.destination.address);
    expect(back?.destinationAddress).toBe(TRIP.start.address);
  });

  it('leaves out ride types that cannot seat the party', async () => {
    const answer = await priceTrip(server.url, token, { seats: 3 });
    const { rows } = await server.database.db.execute<{ id: number }>(
      sql`select id from ride_types where company_id = 39 and seats >= 3 order by id`,
    );
    expect(answer.estimates.map((e) => e.ride_type_id)).toEqual(rows.map((r) => r.id));
    expect(answer.estimates.every((e) => e.seats === 3)).toBe(true);
  });

  it('refuses coordinates off the map and an unknown company', async () => {
    const bad = await call(server.url, 'POST', '/estimates/price', {
      token,
      body: { company_id: 39, start: { ...TRIP.start, lat: 91 }, destination: TRIP.destination },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty(['start.lat']);
    const unknown = await call(server.url, 'POST', '/estimates/price', {
      token,
      body: { company_id: 99999, ...TRIP },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /rides/price', () => {
  it('breaks the price down by service for a return trip with door services, paid by card, over days', async () => {
    const answer = await priceTrip(server.url, token, { with_return: true });
    const out = answer.estimates[0];
    const back = answer.return_estimates[0];
    const res = await ridePrice({
      ride_estimate_id: out?.id,
      return_ride_estimate_id: back?.id,
      return_at: '15:00',
      service_level_a_leg: 'd2d',
      service_level_b_leg: 'd3d',
      payment_type: 'card',
      pickup_at_dates: ['2030-01-15', '2030-01-16', '2030-01-17'],
    });
    expect(res.status).toBe(200);
    const ride = out?.amount as number;
    const returnRide = back?.amount as number;
    const subtotal = Math.round((ride + 5 + returnRide + 10) * 100);
    const fee = Math.round(subtotal * 0.029) + 30;
    expect(res.body.services).toEqual({
      ride,
      d2d: 5,
      d3d: 0,
      return_ride: returnRide,
      return_d2d: 0,
      return_d3d: 10,
      tollways: 0,
      return_tollways: 0,
      payment_fee: fee / 100,
    });
    expect(res.body.days).toBe(3);
    expect(res.body.payment_amount).toBe(((subtotal + fee) * 3) / 100);
  });

  it('charges no card fee and no way back for a one-way account ride', async () => {
    const { estimates } = await priceTrip(server.url, token);
    const res = await ridePrice({ ride_estimate_id: estimates[0]?.id, service_level_b_leg: 'd3d' });
    expect(res.body.services.payment_fee).toBe(0);
    expect(res.body.services.return_d3d).toBe(0);
    expect(res.body.payment_amount).toBe(estimates[0]?.amount);
  });

  it("answers 'Ride estimate is expired' once the estimate's 15 minutes are over", async () => {
    const { estimates } = await priceTrip(server.url, token);
    const id = estimates[0]?.id as number;
    await server.database.db
      .update(rideEstimates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rideEstimates.id, id));
    const res = await ridePrice({ ride_estimate_id: id });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.estimateExpired);
  });

  it("answers 'No estimates found' for an unknown estimate or another company's", async () => {
    const missing = await ridePrice({ ride_estimate_id: 987654 });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(MESSAGES.noEstimates);
    expect(missing.body.hint).toBe(MESSAGES.tryAgainHint);
    const { estimates } = await priceTrip(server.url, token);
    const other = await ridePrice({ ride_estimate_id: estimates[0]?.id, company_id: 40 });
    expect(other.body.message).toBe(MESSAGES.noEstimates);
  });

  it('takes a typed amount only from holders of rides.change-price', async () => {
    const { estimates } = await priceTrip(server.url, token);
    const id = estimates[0]?.id;
    const without = await staffHolding(server.database.db, []);
    const refused = await ridePrice({ ride_estimate_id: id, amount: 99.5 }, without);
    expect(refused.status).toBe(403);
    const same = await ridePrice({ ride_estimate_id: id, amount: estimates[0]?.amount }, without);
    expect(same.status).toBe(200);
    const holder = await staffHolding(server.database.db, ['rides.change-price']);
    const changed = await ridePrice({ ride_estimate_id: id, amount: 99.5 }, holder);
    expect(changed.body.services.ride).toBe(99.5);
    // The amount rule of every money field: whole cents, digits only.
    for (const [amount, message] of [
      ['12.345', 'At most 2 decimal places (cents)!'],
      ['1e3', 'Must be number!'],
    ]) {
      const wrong = await ridePrice({ ride_estimate_id: id, amount }, holder);
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors?.amount).toEqual([message]);
    }
  });
});

describe('with OSRM configured', () => {
  let osrm: Server;
  let routed: TestServer;
  beforeAll(async () => {
    // 10 miles in 20 minutes, whatever the points
    osrm = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ code: 'Ok', routes: [{ distance: 16093.44, duration: 1200, geometry: 'x' }] }),
      );
    });
    await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(osrm.address() as AddressInfo).port}`;
    routed = await startTestServer({ env: { OSRM_URL: url } });
  });
  afterAll(async () => {
    await routed.close();
    osrm.closeAllConnections();
    await new Promise((resolve) => osrm.close(resolve));
  });

  it('prices from the road distance and time, without the fallback flag', async () => {
    const answer = await priceTrip(routed.url, await tokenForEmail(routed.database.db, ADMIN));
    expect(answer.stats).toEqual({ distance: 10, duration: 1200, is_manual_fallback_used: false });
    const [type] = await routed.database.db
      .select()
      .from(rideTypes)
      .where(eq(rideTypes.id, answer.estimates[0]?.ride_type_id as number));
    const t = type as NonNullable<typeof type>;
    expect(answer.estimates[0]?.amount).toBe(
      (t.baseFareCents + t.perMileCents * 10 + t.perMinuteCents * 20) / 100,
    );
  });
});
