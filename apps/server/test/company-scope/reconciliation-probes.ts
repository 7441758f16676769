import type { EndpointName } from '@fleetdesk/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { brokerTripStates } from '../../src/db/schema';
import { type Probe, rideOf, SENTRY } from './probes';

/**
 * The unreconciled rides reports read broker rides, which belong to broker companies: a facility user
 * holding a role in Sentry (A) sees its rides, never those of the look-alike Sentry West (B), and a
 * SYNC they start stores no state of B's rides. Each request makes a finished ride on a day of its own.
 */
const DAY = '2091-03-14';
const days = { start_date: DAY, end_date: DAY };

async function finishedRide(db: Db, companyId: number) {
  const referenceId = `SCOPE-${companyId}-${Math.random().toString(36).slice(2, 8)}`;
  const ride = await rideOf(db, companyId, {
    status: 'finished',
    pickupAt: new Date(`${DAY}T16:00:00Z`),
    referenceId,
  });
  return { ...ride, referenceId };
}

const listed = (rows: unknown, id: number) => (rows as { ride_id: number }[]).some((r) => r.ride_id === id);
const storedStates = async (db: Db, id: number) =>
  (await db.select({ n: count() }).from(brokerTripStates).where(eq(brokerTripStates.rideId, id)))[0]?.n;

export const RECONCILIATION_PROBES: Partial<Record<EndpointName, Probe>> = {
  'reconciliation.list': {
    companies: SENTRY,
    refusal: 'filtered',
    async request(db, companyId) {
      const ride = await finishedRide(db, companyId);
      // As a SYNC would have stored it: Sentry still shows the ride under way.
      await db.insert(brokerTripStates).values({
        rideId: ride.id,
        broker: 'sentry',
        referenceId: ride.referenceId,
        brokerStatus: 'in_progress',
        syncedAt: new Date(),
      });
      return { id: ride.id, query: days };
    },
    shows: (body, made) => listed(body.rides, made.id),
  },
  'reconciliation.sync': {
    companies: SENTRY,
    refusal: 'filtered',
    async request(db, companyId) {
      return { id: (await finishedRide(db, companyId)).id, body: days };
    },
    shows: async (_body, made, db) => (await storedStates(db, made.id)) === 1,
    state: (db, made) => storedStates(db, made.id),
  },
  'reconciliation.sentry': {
    companies: SENTRY,
    refusal: 'filtered',
    async request(db, companyId) {
      return { id: (await finishedRide(db, companyId)).id, query: days };
    },
    // The simulated Sentry does not know the trip: the ride is unreconciled, listed when in reach.
    shows: (body, made) => listed((body.rides as { data: unknown }).data, made.id),
  },
};
