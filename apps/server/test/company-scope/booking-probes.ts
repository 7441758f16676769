import type { EndpointName } from '@fleetdesk/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { paymentCards, rideEstimates, riders, rides } from '../../src/db/schema';
import { TRIP } from '../estimates';
import { countOf, estimateOf, FACILITY, type Made, type Probe, placeOf, riderOf, ridesOf } from './probes';

/** Booking a ride for a company: its prices, places and riders (with their cards). */

export function bookingOf(companyId: number) {
  return {
    company_id: companyId,
    ride_estimate_id: estimateOf.get(companyId),
    pickup_at_dates: ['2030-01-15'],
    pickup_at_time: '10:00',
    payment_type: 'facility',
  };
}

export function riderRequest(companyId: number): Made {
  const id = riderOf.get(companyId) as number;
  return { id, params: { rider_id: id } };
}

export function cardsOf(db: Db, made: Made) {
  return db
    .select({ n: count() })
    .from(paymentCards)
    .where(eq(paymentCards.riderId, made.id))
    .then((rows) => rows[0]?.n);
}

export const BOOKING_PROBES: Partial<Record<EndpointName, Probe>> = {
  'estimates.price': {
    companies: FACILITY,
    refusal: 403,
    request: async (_db, companyId) => ({ id: companyId, body: { company_id: companyId, ...TRIP } }),
    state: (db, made) =>
      db
        .select({ n: count() })
        .from(rideEstimates)
        .where(eq(rideEstimates.companyId, made.id))
        .then((rows) => rows[0]?.n),
  },
  'rides.price': {
    companies: FACILITY,
    refusal: 403,
    request: async (_db, companyId) => ({ id: companyId, body: bookingOf(companyId) }),
  },
  'rides.create': {
    companies: FACILITY,
    refusal: 403,
    request: async (_db, companyId) => ({
      id: companyId,
      body: { ...bookingOf(companyId), rider_first_name: 'Ada', rider_last_name: 'Scope' },
    }),
    state: (db, made) => countOf(db, rides, eq(rides.companyId, made.id)),
  },
  'places.autocomplete': {
    companies: FACILITY,
    refusal: 'filtered',
    // The addresses are made before the first search: the embedded list is read once, then cached.
    request: async (_db, companyId) => ({ id: companyId, query: { q: placeOf(companyId) } }),
    shows: (body, made) =>
      (body.places as { address: string }[]).some((place) => place.address.startsWith(placeOf(made.id))),
  },
  'riders.list': {
    companies: FACILITY,
    refusal: 'filtered',
    request: async (_db, companyId) => ({
      id: riderOf.get(companyId) as number,
      query: { search: 'Scopeprobe' },
    }),
    shows: (body, made) => ridesOf(body, 'riders').some((rider) => rider.id === made.id),
  },
  'riders.create': {
    companies: FACILITY,
    refusal: 403,
    request: async (_db, companyId) => ({
      id: companyId,
      body: { first_name: 'New', last_name: 'Scopeprobe', company_id: companyId },
    }),
    state: (db, made) => countOf(db, riders, eq(riders.companyId, made.id)),
  },
  'riders.cards': {
    companies: FACILITY,
    refusal: 404,
    request: async (_db, companyId) => riderRequest(companyId),
  },
  'riders.addCard': {
    companies: FACILITY,
    refusal: 404,
    request: async (_db, companyId) => ({
      ...riderRequest(companyId),
      body: { token: 'tok_test_visa_4242_12_2030_0123456789abcdef' },
    }),
    state: cardsOf,
  },
  'riders.addPaymentMethod': {
    companies: FACILITY,
    refusal: 404,
    request: async (_db, companyId) => ({
      ...riderRequest(companyId),
      body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '10001' },
    }),
    state: cardsOf,
  },
};
