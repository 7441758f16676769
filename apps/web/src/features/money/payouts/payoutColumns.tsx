import { formatUsd, PAYOUT_TYPE_LABELS, type Payout, type PayoutStatus } from '@fleetdesk/contract';
import { Box, Chip, Link } from '@mui/material';
import type { SortableColumn } from '../../../ui/table/SortableTable';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { PAYOUT_STATUS_LABELS } from './payoutsView';

type Column = SortableColumn<Payout, never>;

const STATUS_COLORS: Readonly<Record<PayoutStatus, 'warning' | 'success' | 'error'>> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'error',
};

function StatusChip({ status }: { status: PayoutStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={PAYOUT_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
    />
  );
}

/** A long note shows its start; the whole text is in its tooltip and in the edit dialog. */
const clipped = (text: string | null) => (
  <Box
    component="span"
    title={text ?? undefined}
    sx={{ display: 'block', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}
  >
    {text ?? ''}
  </Box>
);

/** The payouts list's columns, in the spec's order (spec 2 §2); none sorts. */
export const PAYOUT_COLUMNS: readonly Column[] = [
  { label: 'ID', cell: (p) => p.payout_number },
  { label: 'Driver', cell: (p) => p.names },
  { label: 'Name', cell: (p) => p.payee_name },
  { label: 'Company', cell: (p) => p.company ?? '' },
  {
    label: 'Driver ID',
    // Spec 2 §2: the driver page opens in a new tab; the click is not the row's.
    cell: (p) => (
      <Link
        href={`/driver/${p.driver_id}`}
        target="_blank"
        rel="noopener"
        onClick={(event) => event.stopPropagation()}
      >
        {p.driver_id}
      </Link>
    ),
  },
  { label: 'TLC', cell: (p) => p.fhv_license ?? '' },
  { label: 'Type', cell: (p) => PAYOUT_TYPE_LABELS[p.type] },
  { label: 'Receiver', cell: (p) => p.receiver_entity_type },
  {
    label: 'Payee Bank',
    cell: (p) =>
      p.payee_payment_method_last_four
        ? `${p.payee_bank_name ?? ''} •••• ${p.payee_payment_method_last_four}`
        : '',
  },
  { label: 'Requested on', cell: (p) => formatNyDateTime(p.created_at) },
  { label: 'Amount', cell: (p) => formatUsd(p.amount) },
  { label: 'Status', cell: (p) => <StatusChip status={p.status} /> },
  { label: 'Bank Status', cell: (p) => <StatusChip status={p.bank_status} /> },
  { label: 'QB Status', cell: (p) => <StatusChip status={p.quickbooks_status} /> },
  { label: 'QB ID', cell: (p) => p.quickbooks_id ?? '' },
  { label: 'Ref. no.', cell: (p) => p.reference ?? '' },
  { label: 'Note', cell: (p) => clipped(p.note) },
];
