import type { EndpointName } from '@fleetdesk/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { rideTypes, standingOrders } from '../../src/db/schema';
import { TRIP } from '../estimates';
import { makeStandingOrder } from '../standing-order-fixtures';
import { FACILITY, type Made, type Probe, riderOf } from './probes';

/** Standing orders of the facility (A) the user reaches and of its look-alike (B) they do not. */

async function orderBody(db: Db, companyId: number) {
  const [type] = await db.select().from(rideTypes).where(eq(rideTypes.companyId, companyId)).limit(1);
  return {
    company_id: companyId,
    rider_id: riderOf.get(companyId),
    ...TRIP,
    pickup_time: '08:30',
    days_of_week: [2, 4],
    start_date: '2031-03-04',
    ride_type_id: type?.id,
    payment_type: 'facility',
  };
}

const orderOf = (db: Db, companyId: number) =>
  makeStandingOrder(db, { companyId, riderId: riderOf.get(companyId), paymentType: 'facility' });

const unchangedOrder = async (db: Db, made: Made) => {
  const [row] = await db.select().from(standingOrders).where(eq(standingOrders.id, made.id));
  return { status: row?.status, updatedAt: row?.updatedAt.toISOString(), pickup: row?.pickupTime };
};

/** A change of an existing order: B's answers 404 (or 403 when the body names B) and stays as it was. */
const onOrder = (refusal: 403 | 404, body: (db: Db, companyId: number) => Promise<unknown>): Probe => ({
  companies: FACILITY,
  refusal,
  state: unchangedOrder,
  async request(db, companyId) {
    const order = await orderOf(db, companyId);
    return { id: order.id, params: { id: order.id }, body: await body(db, companyId) };
  },
});

export const STANDING_ORDER_PROBES: Partial<Record<EndpointName, Probe>> = {
  'standingOrders.list': {
    companies: FACILITY,
    refusal: 'filtered',
    async request(db, companyId) {
      const order = await orderOf(db, companyId);
      return { id: order.id, query: { company_id: String(companyId) } };
    },
    shows: (body, made) =>
      ((body.standing_orders as { data: { id: number }[] }).data ?? []).some((o) => o.id === made.id),
  },
  'standingOrders.get': onOrder(404, async () => undefined),
  'standingOrders.create': {
    companies: FACILITY,
    refusal: 403,
    async request(db, companyId) {
      return { id: companyId, body: await orderBody(db, companyId) };
    },
    state: async (db, made) =>
      (await db.select({ n: count() }).from(standingOrders).where(eq(standingOrders.companyId, made.id)))[0]
        ?.n,
  },
  // The body names the order's own company: B's is refused for the company before the order is read.
  'standingOrders.update': onOrder(403, (db, companyId) =>
    orderBody(db, companyId).then((b) => ({ ...b, pickup_time: '09:45' })),
  ),
  'standingOrders.setStatus': onOrder(404, async () => ({ status: 'paused' })),
};
