import { sentryBilling } from '@fleetdesk/contract';
import { Chip, type ChipProps } from '@mui/material';

const COLORS: Readonly<Record<sentryBilling.SentryInvoiceStatus, ChipProps['color']>> = {
  open: 'default',
  checked: 'info',
  exported: 'primary',
  submitted: 'secondary',
  paid: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function BatchStatusChip({ status }: { status: sentryBilling.SentryInvoiceStatus }) {
  return (
    <Chip
      size="small"
      label={sentryBilling.SENTRY_INVOICE_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
    />
  );
}

const BILLING_COLORS: Readonly<Record<sentryBilling.SentryBillingStatus, ChipProps['color']>> = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
};

export function BillingStatusChip({ status }: { status: sentryBilling.SentryBillingStatus }) {
  return <Chip size="small" variant="outlined" label={status} color={BILLING_COLORS[status]} />;
}
