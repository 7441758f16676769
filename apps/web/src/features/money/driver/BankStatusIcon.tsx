import type { PaymentMethod } from '@fleetdesk/contract';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import { Tooltip } from '@mui/material';

const ICONS = {
  valid: <CheckCircleOutlined color="success" />,
  invalid: <ErrorOutline color="error" />,
  pending: <HourglassEmpty color="warning" />,
  deleted: <DeleteOutline color="disabled" />,
} as const satisfies Record<PaymentMethod['status'], React.ReactElement>;

/** A bank account's status icon: valid, invalid, pending or deleted (spec 2 §3), named on hover and to screen readers. */
export function BankStatusIcon({ status }: { status: PaymentMethod['status'] }) {
  return (
    <Tooltip title={status}>
      {/* The tooltip names the span: an image role lets it carry that name (aria-label on a bare span is prohibited). */}
      <span role="img" style={{ display: 'inline-flex' }}>
        {ICONS[status]}
      </span>
    </Tooltip>
  );
}
