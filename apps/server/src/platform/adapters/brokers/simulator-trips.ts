import { reconciliation } from '@fleetdesk/contract';
import type { BrokerAction, BrokerApiKey } from './broker';

/** A trip the simulated broker knows: its state and when it last changed. */
export interface SimulatedTrip {
  referenceId: string;
  status: reconciliation.BrokerTripStatus;
  updatedAt: string;
}

/** What a ride action the broker accepted does to its trip. */
const AFTER_ACTION: Readonly<Record<BrokerAction, reconciliation.BrokerTripStatus>> = {
  cancel: 'canceled',
  // A rejected trip goes back on offer; a taken one is scheduled with us.
  reject: 'offered',
  take: 'scheduled',
};

/**
 * The simulated brokers' trips, per broker: seeded by tests and the demo (`seed`), changed by the ride
 * actions the simulator accepted (`act`), and read by the trip-status lookup. A trip nobody seeded or
 * acted on is unknown to the broker, as a real one would answer.
 */
export function createSimulatedTrips() {
  const byBroker = new Map<BrokerApiKey, Map<string, SimulatedTrip>>();
  const tripsOf = (key: BrokerApiKey) => {
    let trips = byBroker.get(key);
    if (!trips) {
      trips = new Map();
      byBroker.set(key, trips);
    }
    return trips;
  };
  return {
    /** Adds or replaces these trips of one broker. */
    seed(key: BrokerApiKey, trips: readonly SimulatedTrip[]) {
      const known = tripsOf(key);
      for (const trip of trips) known.set(trip.referenceId, { ...trip });
    },
    act(key: BrokerApiKey, referenceId: string, action: BrokerAction) {
      const status = AFTER_ACTION[action];
      tripsOf(key).set(referenceId, { referenceId, status, updatedAt: new Date().toISOString() });
    },
    lookup(key: BrokerApiKey, referenceIds: readonly string[]): SimulatedTrip[] {
      const known = tripsOf(key);
      return referenceIds.flatMap((id) => {
        const trip = known.get(id);
        return trip ? [{ ...trip }] : [];
      });
    },
    list: (key: BrokerApiKey): SimulatedTrip[] => [...tripsOf(key).values()],
  };
}
export type SimulatedTrips = ReturnType<typeof createSimulatedTrips>;

const LOOKUP_PATH = /^\/(sentry2?|arro)\/trips\/status$/;
const SEED_PATH = /^\/__trips\/(sentry2?|arro)$/;

const isTripStatus = (value: unknown): value is reconciliation.BrokerTripStatus =>
  (reconciliation.BROKER_TRIP_STATUSES as readonly unknown[]).includes(value);

/** `{trips: [{trip_id, status, updated_at}]}` as seed rows, or null when the body is not that. */
function seedRows(body: unknown): SimulatedTrip[] | null {
  const trips = (body as { trips?: unknown } | null)?.trips;
  if (!Array.isArray(trips)) return null;
  const rows = trips.map((trip) => {
    const { trip_id: id, status, updated_at: at } = (trip ?? {}) as Record<string, unknown>;
    const valid = typeof id === 'string' && isTripStatus(status) && typeof at === 'string';
    return valid ? { referenceId: id, status, updatedAt: at } : null;
  });
  return rows.every((row) => row !== null) ? rows : null;
}

/**
 * The simulator's trip calls, or null for another path: `POST /{broker}/trips/status` (the lookup;
 * refused with 422 when an id contains `failMark`, so failure paths can be exercised), and for tests
 * outside the process `PUT /__trips/{broker}` (seed) and `GET /__trips/{broker}` (list).
 */
export function answerTripCall(
  trips: SimulatedTrips,
  request: { method: string; path: string; body: unknown },
  failMark: string,
): { status: number; body: unknown } | null {
  const { method, path, body } = request;
  const lookup = LOOKUP_PATH.exec(path);
  if (lookup && method === 'POST') {
    const ids = (body as { trip_ids?: unknown } | null)?.trip_ids;
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
      return { status: 422, body: { status_code: 422, error: 'trip_ids must be a list of trip ids' } };
    const refused = ids.find((id) => id.includes(failMark));
    if (refused)
      return { status: 422, body: { status_code: 422, error: `Trip ${refused} cannot be looked up now` } };
    const found = trips.lookup(lookup[1] as BrokerApiKey, ids);
    const answer = found.map((t) => ({ trip_id: t.referenceId, status: t.status, updated_at: t.updatedAt }));
    return { status: 200, body: { status_code: 200, trips: answer } };
  }
  const seed = SEED_PATH.exec(path);
  if (!seed) return null;
  const key = seed[1] as BrokerApiKey;
  if (method === 'GET') return { status: 200, body: { trips: trips.list(key) } };
  const rows = method === 'PUT' ? seedRows(body) : null;
  if (!rows) return { status: 422, body: { error: 'Send {trips: [{trip_id, status, updated_at}]}' } };
  trips.seed(key, rows);
  return { status: 200, body: { seeded: rows.length } };
}
