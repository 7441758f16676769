import { BROKER_NAMES, reconciliation } from '@fleetdesk/contract';
import { newStorageKey } from '../../platform/adapters/storage/keys';
import { csvBytes } from '../../platform/csv';
import type { ModuleDeps } from '../../platform/module';
import { formatRequestedOn } from '../payout-files/spreadsheet';

type Cell = string | number;
type FileDeps = Pick<ModuleDeps, 'storage' | 'fileLinks'>;

/** Stores a CSV (header row first, text made formula-safe) privately and answers its signed link. */
async function storeCsv(deps: FileDeps, header: string[], rows: Cell[][]) {
  const csv = csvBytes([header, ...rows]);
  const key = newStorageKey(false, 'exports', 'text/csv');
  await deps.storage.put(key, csv, 'text/csv');
  return deps.fileLinks.urlOf(key);
}

/** New York time, `YYYY-MM-DD HH:mm`, or empty. */
const at = (iso: string | null) => (iso ? formatRequestedOn(iso) : '');
const statusText = (status: string | null) => status ?? reconciliation.UNKNOWN_TRIP_LABEL;

/** The panel's rides as Export Data to CSV writes them. */
export const exportPanel = (deps: FileDeps, rides: readonly reconciliation.UnreconciledRide[]) =>
  storeCsv(
    deps,
    [
      'Ride ID',
      'Trip ID',
      'Broker',
      'Pickup',
      'Status',
      'Broker status',
      'Expected at broker',
      'Updated',
      'Broker updated',
      'Synced',
      'Next step',
    ],
    rides.map((ride) => [
      ride.ride_id,
      ride.reference_id,
      BROKER_NAMES[ride.broker],
      at(ride.pickup_at),
      ride.status,
      statusText(ride.broker_status),
      ride.expected_broker_status,
      at(ride.last_updated_at),
      at(ride.broker_updated_at),
      at(ride.synced_at),
      ride.hint ? reconciliation.RECONCILIATION_HINTS[ride.hint] : '',
    ]),
  );

/** The Sentry report's rows, with the spec's field names as the header. */
export const exportSentryReport = (deps: FileDeps, rides: readonly reconciliation.UnreconciledSentryRide[]) =>
  storeCsv(
    deps,
    [
      'ride_id',
      'reference_id',
      'last_updated_at_fleetdesk',
      'last_updated_at_sentry',
      'fleetdesk_status',
      'sentry_status',
    ],
    rides.map((ride) => [
      ride.ride_id,
      ride.reference_id,
      at(ride.last_updated_at_fleetdesk),
      at(ride.last_updated_at_sentry),
      ride.fleetdesk_status,
      statusText(ride.sentry_status),
    ]),
  );
