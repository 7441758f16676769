import { standingOrders as contract, MESSAGES, TIME_ZONE } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER } from '../../../test/api';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';
import { makeStandingOrder, ORDER_COMPANY, riderOf, rideTypeOf } from '../../../test/standing-order-fixtures';
import { loadConfig } from '../../config';
import { adminRoles, auditLog, rides, roles, sessions, standingOrders } from '../../db/schema';
import { createStraightLineRouter } from '../../platform/adapters/routing/straight-line';
import { createStandingOrdersRunner } from './job';

dayjs.extend(utc);
dayjs.extend(timezone);

type Order = contract.StandingOrder;
type OrderAnswer = { standing_order: Order; message: string; errors?: Record<string, string[]> };

let server: TestServer;
let admin: string;
const quiet = { info() {}, warn() {}, error() {} };
const runner = () =>
  createStandingOrdersRunner({
    db: server.database.db,
    realtime: server.app.realtime,
    fileLinks: server.app.fileLinks,
    router: createStraightLineRouter(),
    log: quiet,
    config: loadConfig({ STANDING_ORDERS_DAYS_AHEAD: '7' }),
  });

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

const send = <T = OrderAnswer>(method: 'GET' | 'POST', path: string, token = admin, body?: unknown) =>
  call<T>(server.url, method, path, { token, body });

/** A dialysis schedule of company 39's first rider: Mon, Wed, Fri at 08:30, back at 12:30. */
async function orderBody(extra: Record<string, unknown> = {}) {
  const db = server.database.db;
  return {
    company_id: ORDER_COMPANY,
    rider_id: (await riderOf(db)).id,
    start: { address: '215 W 125th St, New York, NY 10027', lat: 40.8095, lon: -73.9485 },
    destination: { address: '1 Gustave L. Levy Pl, New York, NY 10029', lat: 40.79, lon: -73.9526 },
    pickup_time: '08:30',
    return_time: '12:30',
    days_of_week: [1, 3, 5],
    start_date: '2026-01-01',
    ride_type_id: (await rideTypeOf(db)).id,
    seats: 1,
    payment_type: 'passenger',
    trip_note: 'Dialysis',
    ...extra,
  };
}

const createOrder = async (extra: Record<string, unknown> = {}) => {
  const res = await send('POST', '/standing-orders', admin, await orderBody(extra));
  expect(res.status).toBe(200);
  return res.body.standing_order;
};

/** The order's outbound rides (not the way back), by date. */
const outboundRides = (orderId: number) =>
  server.database.db
    .select()
    .from(rides)
    .where(and(eq(rides.standingOrderId, orderId), isNull(rides.mainRideId)))
    .orderBy(asc(rides.standingOrderDate));
const allRides = (orderId: number) =>
  server.database.db.select().from(rides).where(eq(rides.standingOrderId, orderId));
const localTime = (at: Date) => dayjs(at).tz(TIME_ZONE).format('YYYY-MM-DD HH:mm');

describe('POST /standing-orders', () => {
  it('saves the order with an audit row, and answers its schedule and next pickup', async () => {
    const res = await send('POST', '/standing-orders', admin, await orderBody());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(contract.STANDING_ORDER_MESSAGES.created);
    const order = res.body.standing_order;
    expect(order).toMatchObject({ status: 'active', pickup_time: '08:30', days_of_week: [1, 3, 5] });
    const next = dayjs(order.next_pickup_at).tz(TIME_ZONE);
    expect(next.format('HH:mm')).toBe('08:30');
    expect([1, 3, 5]).toContain(next.day() === 0 ? 7 : next.day());
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    expect(audit.some((row) => row.action === 'standing_order.created')).toBe(true);
  });

  it('refuses bad input with the field and its message, saving nothing', async () => {
    const before = await server.database.db.$count(standingOrders);
    const noDays = await send('POST', '/standing-orders', admin, await orderBody({ days_of_week: [] }));
    expect(noDays.status).toBe(422);
    expect(noDays.body.errors?.days_of_week).toEqual([contract.STANDING_ORDER_MESSAGES.selectDay]);
    const back = await send('POST', '/standing-orders', admin, await orderBody({ return_time: '08:00' }));
    expect(back.body.errors?.return_time).toEqual([MESSAGES.returnAfterPickup]);
    const otherRider = (await riderOf(server.database.db, 51)).id;
    const stranger = await send('POST', '/standing-orders', admin, await orderBody({ rider_id: otherRider }));
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors?.rider_id).toEqual([contract.STANDING_ORDER_MESSAGES.riderOfCompany]);
    expect(await server.database.db.$count(standingOrders)).toBe(before);
  });

  it('is refused to fleet users and staff without the key; facility users stay in their companies', async () => {
    const db = server.database.db;
    expect((await send('GET', '/standing-orders', await tokenForEmail(db, FLEET_USER))).status).toBe(403);
    expect((await send('GET', '/standing-orders', await staffHolding(db, []))).status).toBe(403);
    const order = await createOrder();
    const facility = await staffHolding(db, ['rides.standing-orders'], 51);
    const listed = await send<{ standing_orders: { data: Order[] } }>('GET', '/standing-orders', facility);
    expect(listed.status).toBe(200);
    expect(listed.body.standing_orders.data.every((o) => o.company_id === 51)).toBe(true);
    expect((await send('GET', `/standing-orders/${order.id}`, facility)).status).toBe(404);
    const outside = await send('POST', '/standing-orders', facility, await orderBody());
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe(MESSAGES.companyOutOfReach);
  });

  it("counts the key only in the companies where it is held (a keyless role's company is out)", async () => {
    const db = server.database.db;
    const keyed = await makeStandingOrder(db, { companyId: 51, paymentType: 'facility' });
    const keyless = await makeStandingOrder(db, { companyId: 52, paymentType: 'facility' });
    const [clerk] = await db.insert(roles).values({ name: 'Standing orders clerk test' }).returning();
    const token = await staffHolding(db, ['rides.standing-orders'], 51);
    const [session] = await db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    await db
      .insert(adminRoles)
      .values({ adminId: session?.adminId as number, roleId: clerk?.id as number, companyId: 52 });
    const listed = await send<{ standing_orders: { data: Order[] } }>('GET', '/standing-orders', token);
    const ids = listed.body.standing_orders.data.map((o) => o.id);
    expect(ids).toContain(keyed.id);
    expect(ids).not.toContain(keyless.id);
    expect((await send('GET', `/standing-orders/${keyless.id}`, token)).status).toBe(404);
    const paused = await send('POST', `/standing-orders/${keyless.id}/status`, token, { status: 'paused' });
    expect(paused.status).toBe(404);
  });
});

describe('after a save', () => {
  it("tells staff and the company's facility staff (fleets never), and queues the order's days", async () => {
    const db = server.database.db;
    const sockets = createSocketSet();
    try {
      const staff = await sockets.listen(server.url, admin);
      const facility = await sockets.listen(
        server.url,
        await staffHolding(db, ['rides.standing-orders'], 51),
      );
      const fleet = await sockets.listen(server.url, await tokenForEmail(db, FLEET_USER));
      const order = await createOrder();
      const heard = (actions: typeof staff) =>
        actions
          .filter((a) => a.type === contract.STANDING_ORDER_ACTION)
          .map((a) => a.payload.standing_order_id);
      await eventually(() => expect(heard(staff)).toContain(order.id));
      // Company 39's order is not news for a facility user of company 51, nor for a fleet.
      expect(heard(facility)).toEqual([]);
      expect(heard(fleet)).toEqual([]);
      const { rows } = await db.execute<{ data: { standingOrderId: number } }>(
        sql`select data from pgboss.job where name = 'standing-orders'`,
      );
      expect(rows.map((row) => row.data.standingOrderId)).toContain(order.id);
    } finally {
      sockets.closeAll();
    }
  });
});

describe('the standing-orders job', () => {
  it('creates each scheduled day of the window once, both legs linked, at the New York times', async () => {
    const order = await createOrder({ start_date: '2030-01-07' });
    // Monday 2030-01-07, 06:00 in New York: the window is Mon 7 … Sun 13.
    const now = new Date('2030-01-07T11:00:00Z');
    const first = await runner().run({ now, standingOrderId: order.id });
    expect(first.problems).toEqual([]);
    const outbound = await outboundRides(order.id);
    expect(outbound.map((r) => r.standingOrderDate)).toEqual(['2030-01-07', '2030-01-09', '2030-01-11']);
    expect(outbound.map((r) => localTime(r.pickupAt))).toEqual([
      '2030-01-07 08:30',
      '2030-01-09 08:30',
      '2030-01-11 08:30',
    ]);
    const legs = await allRides(order.id);
    expect(legs).toHaveLength(6);
    const back = legs.filter((r) => r.mainRideId !== null);
    expect(back.map((r) => localTime(r.pickupAt).slice(11)).sort()).toEqual(['12:30', '12:30', '12:30']);
    expect(legs.every((r) => r.status === 'pending' && r.tripNote === 'Dialysis')).toBe(true);
    const detail = await send<{ ride: { standing_order_id: number } }>('GET', `/rides/${outbound[0]?.id}`);
    expect(detail.body.ride.standing_order_id).toBe(order.id);

    const again = await runner().run({ now, standingOrderId: order.id });
    expect(again.created).toEqual([]);
    expect(await allRides(order.id)).toHaveLength(6);
  });

  it('makes a day once when two servers run at the same moment', async () => {
    const order = await createOrder({ start_date: '2030-02-04', days_of_week: [1, 2, 3, 4, 5] });
    const now = new Date('2030-02-04T11:00:00Z');
    const [a, b] = await Promise.all([
      runner().run({ now, standingOrderId: order.id }),
      runner().run({ now, standingOrderId: order.id }),
    ]);
    expect(a.created.length + b.created.length).toBe(10);
    const dates = (await outboundRides(order.id)).map((r) => r.standingOrderDate);
    expect(dates).toEqual(['2030-02-04', '2030-02-05', '2030-02-06', '2030-02-07', '2030-02-08']);
    expect(await allRides(order.id)).toHaveLength(10);
    // The database itself refuses a second ride of an order's day.
    const [{ id, ...copy }] = (await outboundRides(order.id)) as [typeof rides.$inferSelect];
    await expect(server.database.db.insert(rides).values(copy)).rejects.toMatchObject({
      cause: { code: '23505' },
    });
  });

  it.each([
    [
      'spring forward, 2026-03-08',
      '2026-03-05T12:00:00Z',
      ['13:30', '13:30', '13:30', '12:30', '12:30', '12:30', '12:30'],
    ],
    [
      'fall back, 2026-11-01',
      '2026-10-29T11:00:00Z',
      ['12:30', '12:30', '12:30', '13:30', '13:30', '13:30', '13:30'],
    ],
  ])('keeps 08:30 New York time across the %s change (the UTC instant moves)', async (_, at, utcTimes) => {
    const now = new Date(at);
    const order = await createOrder({
      start_date: dayjs(now).tz(TIME_ZONE).format('YYYY-MM-DD'),
      days_of_week: [1, 2, 3, 4, 5, 6, 7],
      return_time: undefined,
    });
    const outcome = await runner().run({ now, standingOrderId: order.id });
    expect(outcome.problems).toEqual([]);
    const outbound = await outboundRides(order.id);
    expect(outbound).toHaveLength(7);
    expect(outbound.map((r) => localTime(r.pickupAt).slice(11))).toEqual(Array(7).fill('08:30'));
    expect(outbound.map((r) => r.pickupAt.toISOString().slice(11, 16))).toEqual(utcTimes);
  });

  it('creates nothing while paused, resumes on the days still to come, and stops at the end date', async () => {
    const order = await createOrder({ start_date: '2030-03-04', end_date: '2030-03-08' });
    const paused = await send('POST', `/standing-orders/${order.id}/status`, admin, {
      status: 'paused',
      updated_at: order.updated_at,
    });
    expect(paused.body).toMatchObject({
      message: contract.STANDING_ORDER_MESSAGES.paused,
      standing_order: { status: 'paused', next_pickup_at: null },
    });
    const now = new Date('2030-03-04T11:00:00Z');
    await runner().run({ now });
    expect(await allRides(order.id)).toHaveLength(0);
    const stale = await send('POST', `/standing-orders/${order.id}/status`, admin, {
      status: 'active',
      updated_at: order.updated_at,
    });
    expect(stale.status).toBe(409);
    await send('POST', `/standing-orders/${order.id}/status`, admin, { status: 'active' });
    await runner().run({ now, standingOrderId: order.id });
    // Mon 4, Wed 6, Fri 8; the window reaches Sun 10, the order ends Fri 8.
    const dates = (await outboundRides(order.id)).map((r) => r.standingOrderDate);
    expect(dates).toEqual(['2030-03-04', '2030-03-06', '2030-03-08']);
  });

  it('applies an edit to the days not created yet; created rides keep their details', async () => {
    const order = await createOrder({ start_date: '2030-04-01' });
    await runner().run({ now: new Date('2030-04-01T11:00:00Z'), standingOrderId: order.id });
    const edited = await send('POST', `/standing-orders/${order.id}`, admin, {
      ...(await orderBody({ start_date: '2030-04-01' })),
      pickup_time: '09:15',
      return_time: '13:00',
      updated_at: order.updated_at,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.standing_order.pickup_time).toBe('09:15');
    // Ahead counts rides still to come from the real now: all of them, in 2030.
    expect(edited.body.message).toBe(
      `${contract.STANDING_ORDER_MESSAGES.updated} ${contract.ridesAheadKeptMessage(6)}`,
    );
    await runner().run({ now: new Date('2030-04-08T11:00:00Z'), standingOrderId: order.id });
    const outbound = await outboundRides(order.id);
    expect(outbound.map((r) => localTime(r.pickupAt))).toEqual([
      '2030-04-01 08:30',
      '2030-04-03 08:30',
      '2030-04-05 08:30',
      '2030-04-08 09:15',
      '2030-04-10 09:15',
      '2030-04-12 09:15',
    ]);
  });
});
