import {
  type AppAction,
  MESSAGES,
  RIDE_CREATE_MIN_INTERVAL_MS,
  type Ride,
  TIME_ZONE,
} from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { priceTrip } from '../../../test/estimates';
import { rideTrail, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { paymentCards, rateLimits, rideEstimates, riders, rides, zones } from '../../db/schema';

dayjs.extend(utc);
dayjs.extend(timezone);

let server: TestServer;
let adminToken: string;
let socket: Socket;
const heard: AppAction[] = [];

/** A New York calendar day counted from today. */
const nyDay = (offset: number) => dayjs().tz(TIME_ZONE).add(offset, 'day').format('YYYY-MM-DD');
const nyInstant = (date: string, time: string) => dayjs.tz(`${date}T${time}:00`, TIME_ZONE).toISOString();

type CreateAnswer = { rides: { status_code: number; date: string; message: string; ride: Ride | null }[] };
const createRides = (token: string, body: Record<string, unknown>) =>
  call<CreateAnswer & { message?: string; errors?: Record<string, string[]> }>(server.url, 'POST', '/rides', {
    token,
    body,
  });

/** A bookable request for the marketplace company (39, not a facility), priced just now. */
async function marketplaceBooking(extra: Record<string, unknown> = {}) {
  const { estimates, return_estimates } = await priceTrip(server.url, adminToken, { with_return: true });
  return {
    company_id: 39,
    ride_estimate_id: estimates[0]?.id,
    return_ride_estimate_id: return_estimates[0]?.id,
    pickup_at_dates: [nyDay(1)],
    pickup_at_time: '09:30',
    payment_type: 'passenger',
    rider_first_name: 'Grace',
    rider_last_name: 'Hopper',
    rider_email: 'grace@example.com',
    rider_phone_number: '212-555-0147',
    ...extra,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await tokenForEmail(server.database.db, ADMIN);
  socket = io(server.url, { transports: ['websocket'] });
  socket.on('app_action', (action: AppAction) => heard.push(action));
  await new Promise<void>((resolve) => {
    socket.on('authenticated', () => resolve());
    socket.on('connect', () => socket.emit('authenticate', { token: adminToken }));
  });
});
afterAll(async () => {
  socket.close();
  await server.close();
});

describe('POST /rides over several dates', () => {
  it('creates each good date with its way back and answers each bad date on its own', async () => {
    const [tomorrow, later] = [nyDay(1), nyDay(2)];
    const body = await marketplaceBooking({
      pickup_at_dates: [tomorrow, '2026-02-30', later, nyDay(-1)],
      return_at: '15:00',
      service_level_a_leg: 'd2d',
    });
    const res = await createRides(adminToken, body);
    expect(res.status).toBe(200);
    const answers = res.body.rides.map((r) => [
      r.date,
      r.status_code,
      r.status_code === 200 ? 'ok' : r.message,
    ]);
    expect(answers).toEqual([
      [tomorrow, 200, 'ok'],
      [tomorrow, 200, 'ok'],
      ['2026-02-30', 422, MESSAGES.invalidDate],
      [later, 200, 'ok'],
      [later, 200, 'ok'],
      [nyDay(-1), 422, MESSAGES.timeInPast],
    ]);

    const ids = res.body.rides.flatMap((r) => (r.ride ? [r.ride.id] : []));
    const rows = await server.database.db
      .select()
      .from(rides)
      .where(inArray(rides.id, ids))
      .orderBy(asc(rides.id));
    const [out, back] = rows;
    const [estimate] = await server.database.db
      .select()
      .from(rideEstimates)
      .where(eq(rideEstimates.id, body.ride_estimate_id as number));
    expect(out).toMatchObject({
      status: 'pending',
      companyId: 39,
      firstName: 'Grace',
      phoneNumber: '+12125550147',
      paymentType: 'passenger',
      startAddress: estimate?.startAddress,
      ridePriceCents: (estimate?.amountCents ?? 0) + 500,
      paymentFeeCents: 0,
      estimateId: estimate?.id,
      mainRideId: null,
    });
    expect(out?.pickupAt.toISOString()).toBe(nyInstant(tomorrow, '09:30'));
    expect(back).toMatchObject({
      mainRideId: out?.id,
      startAddress: estimate?.destinationAddress,
      destinationAddress: estimate?.startAddress,
      estimateId: body.return_ride_estimate_id,
    });
    expect(back?.pickupAt.toISOString()).toBe(nyInstant(tomorrow, '15:00'));

    // the rider was created and linked
    const [rider] = await server.database.db
      .select()
      .from(riders)
      .where(eq(riders.id, out?.userId as number));
    expect(rider).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', companyId: 39 });

    // the pickup zone is the zone whose box holds the start
    const [zone] = await server.database.db
      .select()
      .from(zones)
      .where(eq(zones.id, out?.pickupZoneId as number));
    expect(zone && zone.minLat <= (out?.startLat ?? 0) && zone.maxLat >= (out?.startLat ?? 0)).toBe(true);

    const trail = await rideTrail(server.database.db, out?.id as number);
    expect(trail.events.map((e) => [e.eventType, e.body])).toEqual([['pending', 'Ride created']]);
    expect(trail.audit.map((a) => a.action)).toEqual(['ride.created']);

    await expect
      .poll(() => heard.filter((a) => a.type === 'ride.created').map((a) => a.payload.ride_id))
      .toEqual(expect.arrayContaining(ids));
  });

  it('refuses an expired estimate and creates nothing', async () => {
    const body = await marketplaceBooking();
    await server.database.db
      .update(rideEstimates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rideEstimates.id, body.ride_estimate_id as number));
    const before = await server.database.db.$count(rides);
    const res = await createRides(await staffHolding(server.database.db, []), body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.estimateExpired);
    expect(await server.database.db.$count(rides)).toBe(before);
  });
});

describe('facility and non-facility rules', () => {
  async function facilityBooking(extra: Record<string, unknown> = {}) {
    const { estimates } = await priceTrip(server.url, adminToken, { company_id: 50 });
    return {
      company_id: 50,
      ride_estimate_id: estimates[0]?.id,
      amount: estimates[0]?.amount,
      pickup_at_dates: [nyDay(3)],
      pickup_at_time: '08:00',
      payment_type: 'facility',
      rider_first_name: 'Ruth',
      rider_last_name: 'Bader',
      trip_note: 'Dialysis chair 4',
      ...extra,
    };
  }

  it('books a facility rider without an e-mail', async () => {
    const res = await createRides(await staffHolding(server.database.db, []), await facilityBooking());
    expect(res.status).toBe(200);
    expect(res.body.rides.map((r) => r.status_code)).toEqual([200]);
    expect(res.body.rides[0]?.ride).toMatchObject({
      company_is_facility: true,
      trip_note: 'Dialysis chair 4',
    });
  });

  it('asks a facility for a return after the pickup, even on a booking for today', async () => {
    const token = await staffHolding(server.database.db, []);
    const early = await createRides(
      token,
      await facilityBooking({
        pickup_at_dates: [nyDay(0), nyDay(1)],
        pickup_at_time: '23:58',
        return_at: '07:00',
      }),
    );
    expect(early.status).toBe(422);
    expect(early.body.errors).toMatchObject({ return_at: [MESSAGES.returnAfterPickup] });
    const later = await createRides(token, await facilityBooking({ return_at: '07:00' }));
    expect(later.body.errors).toMatchObject({ return_at: [MESSAGES.returnAfterPickup] });
  });

  it("asks others for the rider's e-mail, and for times after the pickup on a booking for today", async () => {
    const token = await staffHolding(server.database.db, []);
    const noEmail = await createRides(token, await marketplaceBooking({ rider_email: undefined }));
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.errors).toMatchObject({ rider_email: [MESSAGES.required] });
    const today = await createRides(
      token,
      await marketplaceBooking({
        pickup_at_dates: [nyDay(0)],
        pickup_at_time: '23:58',
        appointment_at: '10:00',
        return_at: '11:00',
      }),
    );
    expect(today.status).toBe(422);
    expect(today.body.errors).toMatchObject({
      appointment_at: [MESSAGES.timeAfterPickup],
      return_at: [MESSAGES.timeAfterPickup],
    });
    const badDomain = await createRides(token, await marketplaceBooking({ rider_email: 'grace@localhost' }));
    expect(badDomain.body.errors).toMatchObject({ rider_email: [MESSAGES.emailDomain] });
  });

  it('needs a card of the rider when paying by card, and a payment type the ride type takes', async () => {
    const token = await staffHolding(server.database.db, []);
    const noCard = await createRides(token, await marketplaceBooking({ payment_type: 'card' }));
    expect(noCard.body.errors).toMatchObject({ payment_card_id: [MESSAGES.cardRequired] });
    const [card] = await server.database.db
      .insert(paymentCards)
      .values({
        riderId: 1,
        providerToken: 'tok_x',
        brand: 'visa',
        last4: '4242',
        expMonth: 1,
        expYear: 2031,
      })
      .returning();
    const othersCard = await createRides(
      token,
      await marketplaceBooking({ payment_type: 'card', payment_card_id: card?.id, rider_id: 2 }),
    );
    expect(othersCard.body.errors).toMatchObject({ payment_card_id: [MESSAGES.cardRequired] });
    const account = await createRides(token, await marketplaceBooking({ payment_type: 'account' }));
    expect(account.status).toBe(422);
    expect(account.body.errors).toHaveProperty('payment_type');
    const broker = await createRides(token, await marketplaceBooking({ company_id: 1 }));
    expect(broker.body.errors).toHaveProperty('company_id');

    const paid = await createRides(
      token,
      await marketplaceBooking({ payment_type: 'card', payment_card_id: card?.id, rider_id: 1 }),
    );
    expect(paid.body.rides.map((r) => r.status_code)).toEqual([200]);
    const [row] = await server.database.db
      .select()
      .from(rides)
      .where(eq(rides.id, paid.body.rides[0]?.ride?.id as number));
    expect(row).toMatchObject({ userId: 1, paymentMethodId: card?.id });
    expect(row?.paymentFeeCents).toBe(Math.round((row?.ridePriceCents ?? 0) * 0.029) + 30);
  });
});

describe('throttle', () => {
  /**
   * Moves the admin's throttle window back by `ms`, as if that long had passed since the last create:
   * the window is kept in PostgreSQL and compared with its now(), which the test cannot fake.
   */
  async function letTimePass(token: string, ms: number) {
    const account = await call<{ user: { id: number } }>(server.url, 'GET', '/account', { token });
    const moved = await server.database.db
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - make_interval(secs => ${ms / 1000})` })
      .where(eq(rateLimits.key, `ride-create:${account.body.user.id}`))
      .returning();
    expect(moved).toHaveLength(1);
  }

  it('lets one admin create rides at most once per 2 seconds', async () => {
    const token = await staffHolding(server.database.db, []);
    const first = await createRides(token, await marketplaceBooking());
    expect(first.status).toBe(200);
    const secondBody = await marketplaceBooking();
    const before = await server.database.db.$count(rides);
    const second = await createRides(token, secondBody);
    expect(second.status).toBe(429);
    expect(await server.database.db.$count(rides)).toBe(before);
    expect(second.body.message).toBe(MESSAGES.rideCreateThrottled);
    // someone else is not held up
    const other = await createRides(await staffHolding(server.database.db, []), await marketplaceBooking());
    expect(other.status).toBe(200);
    await letTimePass(token, RIDE_CREATE_MIN_INTERVAL_MS + 100);
    const later = await createRides(token, await marketplaceBooking());
    expect(later.status).toBe(200);
  });
});
