import { reconciliation } from '@fleetdesk/contract';
import { z } from 'zod';

/** A trip as its broker reports it now (the trip-status lookup, decision 132). */
export interface BrokerTripState {
  /** The broker's own id of the trip (rides.reference_id). */
  referenceId: string;
  status: reconciliation.BrokerTripStatus;
  /** When the broker last changed the trip (ISO 8601). */
  updatedAt: string;
}

/** The broker's answer to one batch lookup; trips it does not know are left out of `trips`. */
export interface BrokerTripLookup {
  states: BrokerTripState[];
  /** The broker's own `status_code` (200 when every batch was answered). */
  statusCode: number;
}

/** Ids per request: a day of one broker's rides fits in a few requests, each a small JSON body. */
export const TRIP_STATUS_BATCH = 200;

const answerSchema = z.object({
  status_code: z.number().int(),
  trips: z.array(
    z.object({
      trip_id: z.string(),
      status: z.enum(reconciliation.BROKER_TRIP_STATUSES),
      updated_at: z.iso.datetime({ offset: true }),
    }),
  ),
});

/**
 * Asks the broker for its state of the given trips, `TRIP_STATUS_BATCH` ids a request
 * (`POST {url}/trips/status`, body `{trip_ids}`; answer `{status_code, trips: [{trip_id, status,
 * updated_at}]}`). `post` sends one request and returns the parsed JSON body, throwing the broker's
 * words when it refused. An answer in another shape is an error, never read as "no trips".
 */
export async function lookupTripStates(
  referenceIds: readonly string[],
  post: (body: { trip_ids: string[] }) => Promise<unknown>,
): Promise<BrokerTripLookup> {
  const states: BrokerTripState[] = [];
  let statusCode = 200;
  const unique = [...new Set(referenceIds)];
  for (let at = 0; at < unique.length; at += TRIP_STATUS_BATCH) {
    const parsed = answerSchema.safeParse(await post({ trip_ids: unique.slice(at, at + TRIP_STATUS_BATCH) }));
    if (!parsed.success) throw new Error(`The trip-status answer is not understood: ${parsed.error.message}`);
    statusCode = parsed.data.status_code;
    for (const trip of parsed.data.trips)
      states.push({ referenceId: trip.trip_id, status: trip.status, updatedAt: trip.updated_at });
  }
  return { states, statusCode };
}
