import { BROKER_NAMES, RIDE_STATUS_LABELS, reconciliation } from '@fleetdesk/contract';
import { Chip } from '@mui/material';
import type { SortableColumn } from '../../ui/table/SortableTable';
import { formatNyDateTime } from '../../ui/time/nyFormat';

const { BROKER_TRIP_STATUS_LABELS, UNKNOWN_TRIP_LABEL } = reconciliation;

/** The broker's state as words; a trip the broker does not know says so. */
export const brokerStatusText = (status: reconciliation.BrokerTripStatus | null) =>
  status ? BROKER_TRIP_STATUS_LABELS[status] : UNKNOWN_TRIP_LABEL;

const HINT_CHIPS: Readonly<
  Record<reconciliation.ReconciliationHint, { label: string; color: 'warning' | 'error' }>
> = {
  sync: { label: 'Needs SYNC', color: 'warning' },
  new_trip_id: { label: 'New trip id needed', color: 'error' },
};

type Row = reconciliation.UnreconciledRide;

/** The panel's columns: our ride beside the broker's state, and the next step. */
export const UNRECONCILED_COLUMNS: readonly SortableColumn<Row, never>[] = [
  { label: 'Ride ID', cell: (row) => row.ride_id },
  { label: 'Trip ID', cell: (row) => row.reference_id },
  { label: 'Broker', cell: (row) => BROKER_NAMES[row.broker] },
  { label: 'Pickup', cell: (row) => formatNyDateTime(row.pickup_at) },
  { label: 'Status', cell: (row) => RIDE_STATUS_LABELS[row.status] },
  { label: 'Broker status', cell: (row) => brokerStatusText(row.broker_status) },
  { label: 'Expected at broker', cell: (row) => BROKER_TRIP_STATUS_LABELS[row.expected_broker_status] },
  { label: 'Updated', cell: (row) => formatNyDateTime(row.last_updated_at) },
  { label: 'Broker updated', cell: (row) => formatNyDateTime(row.broker_updated_at) || '—' },
  {
    label: 'Next step',
    cell: (row) =>
      row.hint ? (
        <Chip
          size="small"
          variant="outlined"
          color={HINT_CHIPS[row.hint].color}
          label={HINT_CHIPS[row.hint].label}
        />
      ) : (
        '—'
      ),
  },
];
