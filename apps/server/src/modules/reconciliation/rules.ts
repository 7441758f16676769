import { reconciliation } from '@fleetdesk/contract';
import type { BrokerRideRow } from './queries';

const { expectedBrokerStatus, hintFor, RECONCILED_BROKERS } = reconciliation;
type BrokerTripStatus = reconciliation.BrokerTripStatus;

/** Whether the broker's state disagrees with our ride: a trip the broker does not know always does. */
export const isUnreconciled = (
  ride: Pick<BrokerRideRow, 'status' | 'isMarketplaceRide'>,
  brokerStatus: BrokerTripStatus | null,
): boolean => brokerStatus !== expectedBrokerStatus(ride.status, ride.isMarketplaceRide);

/** The stored reading that still describes the ride: one of its current trip id. */
export const currentReading = (row: BrokerRideRow) =>
  row.stored && row.stored.referenceId === row.referenceId ? row.stored : null;

const latest = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/**
 * The panel (decision 133): every ride whose last reading disagrees with the ride as it is now, and per
 * broker how many rides the days hold, how many a SYNC read, and how many disagree.
 */
export function panelReport(rows: readonly BrokerRideRow[]): {
  rides: reconciliation.UnreconciledRide[];
  options: reconciliation.UnreconciledOptions;
} {
  const brokers = RECONCILED_BROKERS.map((broker) => ({
    broker,
    rides: 0,
    synced: 0,
    unreconciled: 0,
    last_synced_at: null as string | null,
  }));
  const listed: reconciliation.UnreconciledRide[] = [];
  for (const row of rows) {
    const counts = brokers.find((entry) => entry.broker === row.broker);
    if (!counts) continue;
    counts.rides += 1;
    const reading = currentReading(row);
    if (!reading) continue;
    counts.synced += 1;
    const syncedAt = reading.syncedAt.toISOString();
    counts.last_synced_at = latest(counts.last_synced_at, syncedAt);
    const brokerStatus = reading.brokerStatus as BrokerTripStatus | null;
    if (!isUnreconciled(row, brokerStatus)) continue;
    counts.unreconciled += 1;
    listed.push({
      ride_id: row.rideId,
      reference_id: row.referenceId,
      broker: row.broker,
      pickup_at: row.pickupAt.toISOString(),
      status: row.status,
      expected_broker_status: expectedBrokerStatus(row.status, row.isMarketplaceRide),
      broker_status: brokerStatus,
      last_updated_at: row.updatedAt.toISOString(),
      broker_updated_at: reading.brokerUpdatedAt?.toISOString() ?? null,
      synced_at: syncedAt,
      hint: hintFor(row.status),
    });
  }
  return {
    rides: listed,
    options: {
      brokers,
      not_synced: brokers.reduce((sum, b) => sum + b.rides - b.synced, 0),
      needs_sync: listed.filter((ride) => ride.hint === 'sync').length,
      needs_new_trip_id: listed.filter((ride) => ride.hint === 'new_trip_id').length,
      last_synced_at: brokers.reduce<string | null>((at, b) => latest(at, b.last_synced_at), null),
    },
  };
}
