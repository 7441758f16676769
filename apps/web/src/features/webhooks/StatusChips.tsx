import type { DeliveryStatus, WebhookDirection, WebhookStatus } from '@fleetdesk/contract';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import { Chip } from '@mui/material';

const STATUS_COLOR = { succeeded: 'success', failed: 'error', pending: 'default' } as const;
const VENDOR_COLOR = { success: 'success', failed: 'error', pending: 'default' } as const;
const DELIVERY_COLOR = {
  queued: 'default',
  delivering: 'info',
  retrying: 'warning',
  delivered: 'success',
  dead: 'error',
} as const;
const DELIVERY_LABEL = {
  queued: 'Queued',
  delivering: 'Delivering',
  retrying: 'Retrying',
  delivered: 'Delivered',
  dead: 'Dead letter',
} as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How an attempt went on our side. */
export const AttemptStatusChip = ({ status }: { status: WebhookStatus }) => (
  <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={capitalised(status)} />
);

/** The broker's verdict. */
export const VendorStatusChip = ({ status }: { status: keyof typeof VENDOR_COLOR }) => (
  <Chip size="small" variant="outlined" color={VENDOR_COLOR[status]} label={capitalised(status)} />
);

/** Which way the exchange went. */
export const DirectionChip = ({ direction }: { direction: WebhookDirection }) => (
  <Chip
    size="small"
    color={direction === 'inbound' ? 'primary' : 'secondary'}
    variant="outlined"
    icon={direction === 'inbound' ? <CallReceivedIcon /> : <CallMadeIcon />}
    label={capitalised(direction)}
  />
);

/** Where an outbound delivery stands. */
export const DeliveryChip = ({ status }: { status: DeliveryStatus }) => (
  <Chip size="small" color={DELIVERY_COLOR[status]} label={DELIVERY_LABEL[status]} />
);
