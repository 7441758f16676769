import { formatUsd, type TransactionRequest, type TransactionRequestType } from '@fleetdesk/contract';
import { Chip } from '@mui/material';
import type { SortableColumn } from '../../../ui/table/SortableTable';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { payoutTypeLabel, type RequestSortField, STATUS_COLORS } from './requestsView';

type Column = SortableColumn<TransactionRequest, RequestSortField>;

/** The columns of a request table; the third names the category, or the payout type on payouts. */
export function requestColumns(type: TransactionRequestType): Column[] {
  return [
    { label: 'ID', sortField: 'id', cell: (r) => r.id },
    { label: 'Driver', sortField: 'driver_id', cell: (r) => `${r.driver_name} (#${r.driver_id})` },
    type === 'payout'
      ? { label: 'Type', cell: (r) => payoutTypeLabel(r.payout_type) }
      : { label: 'Category', cell: (r) => r.name ?? '' },
    { label: 'Amount', sortField: 'amount', cell: (r) => formatUsd(r.amount) },
    { label: 'Description', cell: (r) => r.description },
    {
      label: 'Status',
      sortField: 'status',
      cell: (r) => <Chip size="small" label={r.status} color={STATUS_COLORS[r.status]} />,
    },
    { label: 'Requested by', cell: (r) => r.requested_by ?? '' },
    { label: 'Reviewed by', cell: (r) => r.reviewed_by ?? '' },
    { label: 'Created', sortField: 'created_at', cell: (r) => formatNyDateTime(r.created_at) },
  ];
}
