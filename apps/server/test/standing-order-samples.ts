import type { EndpointName } from '@fleetdesk/contract';
import type { Db } from '../src/db/client';
import { TRIP } from './estimates';
import { makeStandingOrder, ORDER_COMPANY, riderOf, rideTypeOf } from './standing-order-fixtures';

type Sample = { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown };

/** A valid order of company 39 (where the generated tests' staff hold their roles). */
async function orderBody(db: Db) {
  return {
    company_id: ORDER_COMPANY,
    rider_id: (await riderOf(db)).id,
    ...TRIP,
    pickup_time: '08:30',
    return_time: '12:30',
    days_of_week: [1, 3, 5],
    start_date: '2031-01-06',
    ride_type_id: (await rideTypeOf(db)).id,
    payment_type: 'passenger',
  };
}

/** Standing-order requests for the generated tests: each change gets an order of its own. */
export const STANDING_ORDER_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<Sample>>> = {
  'standingOrders.list': async () => ({ query: { status: 'active', search: 'a' } }),
  'standingOrders.get': async (db) => ({ params: { id: (await makeStandingOrder(db)).id } }),
  'standingOrders.create': async (db) => ({ body: await orderBody(db) }),
  'standingOrders.update': async (db) => ({
    params: { id: (await makeStandingOrder(db)).id },
    body: { ...(await orderBody(db)), pickup_time: '09:00' },
  }),
  'standingOrders.setStatus': async (db) => ({
    params: { id: (await makeStandingOrder(db)).id },
    body: { status: 'paused' },
  }),
};
