import type { reconciliation } from '@fleetdesk/contract';
import type { Brokers, BrokerTripState } from '../../platform/adapters/brokers';
import type { BrokerRideRow } from './queries';

/** What one broker answered about its rides of the days, or why it could not be asked. */
export interface BrokerReading {
  broker: reconciliation.ReconciledBroker;
  rides: BrokerRideRow[];
  /** By trip id; a trip missing here is unknown to the broker. Empty when the broker failed. */
  states: Map<string, BrokerTripState>;
  statusCode: number | null;
  error: string | null;
}

/**
 * Asks each broker, in turn, for its state of its rides among `rows` (decision 44: never inside a
 * transaction). A broker that cannot be asked or answers wrongly is reported, not thrown, so the
 * others still count.
 */
export async function readBrokers(
  brokers: Brokers,
  rows: readonly BrokerRideRow[],
): Promise<BrokerReading[]> {
  const byBroker = new Map<reconciliation.ReconciledBroker, BrokerRideRow[]>();
  for (const row of rows) {
    const list = byBroker.get(row.broker);
    if (list) list.push(row);
    else byBroker.set(row.broker, [row]);
  }
  const readings: BrokerReading[] = [];
  for (const [broker, rides] of byBroker) {
    try {
      const api = await brokers.api(broker);
      const lookup = await api.tripStates(rides.map((ride) => ride.referenceId));
      const states = new Map(lookup.states.map((state) => [state.referenceId, state]));
      readings.push({ broker, rides, states, statusCode: lookup.statusCode, error: null });
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      readings.push({ broker, rides, states: new Map(), statusCode: null, error });
    }
  }
  return readings;
}
