import type { sentryBilling } from '@fleetdesk/contract';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { SortableColumn } from '../../ui/table/SortableTable';
import { BillingStatusChip } from './BatchStatusChip';
import { money, nyDateTime } from './sentryView';

type Trip = sentryBilling.SentryTrip;

/** Two lines in one cell: the main text and a quieter one under it. */
const twoLines = (main: string, sub: string | null) => (
  <Stack>
    <span>{main}</span>
    {sub && (
      <Typography variant="caption" color="text.secondary">
        {sub}
      </Typography>
    )}
  </Stack>
);

/** Spec 3 §9: a ride charged $0 is highlighted as a warning (it cannot be billed). */
function AmountCharged({ trip }: { trip: Trip }) {
  if (trip.amount_charged === 0 || trip.amount_charged === null)
    return (
      <Chip
        size="small"
        color="warning"
        icon={<WarningAmberIcon />}
        label={money(trip.amount_charged ?? 0)}
        aria-label={`Amount charged ${money(trip.amount_charged ?? 0)}: cannot be billed`}
      />
    );
  return <>{money(trip.amount_charged)}</>;
}

/** The Sentry trip's fields (spec 3 §3 "Sentry trip", "Batch ride"). */
export const TRIP_COLUMNS: readonly SortableColumn<Trip, never>[] = [
  {
    label: 'Ride',
    cell: (t) => twoLines(`#${t.id}`, t.reference_id ? `Trip ${t.reference_id}` : 'No trip id'),
  },
  { label: 'Pickup / Dropoff', cell: (t) => twoLines(nyDateTime(t.pickup_at), nyDateTime(t.dropoff_at)) },
  {
    label: 'Route',
    cell: (t) => (
      <Stack sx={{ maxWidth: 240, '& span': { overflow: 'hidden', textOverflow: 'ellipsis' } }}>
        <span title={t.pickup}>{t.pickup}</span>
        <Typography variant="caption" color="text.secondary" noWrap title={t.dropoff}>
          {t.dropoff}
        </Typography>
      </Stack>
    ),
  },
  { label: 'Rider', cell: (t) => twoLines(t.names, t.ride_type) },
  {
    label: 'Driver',
    cell: (t) =>
      t.driver_id === null
        ? '—'
        : twoLines(
            `${t.driver_names ?? ''} (#${t.driver_id})`,
            [t.driver_company, t.car_id && `Car #${t.car_id}`].filter(Boolean).join(' · '),
          ),
  },
  {
    label: 'Miles',
    cell: (t) =>
      twoLines(
        t.distance.toFixed(2),
        t.vendor_distance === null ? null : `Sentry ${t.vendor_distance.toFixed(2)}`,
      ),
  },
  { label: 'Vendor amount', cell: (t) => money(t.vendor_amount) },
  { label: 'Driver net', cell: (t) => money(t.driver_net) },
  { label: 'Amount charged', cell: (t) => <AmountCharged trip={t} /> },
  { label: 'Status', cell: (t) => t.status },
  { label: 'Billing', cell: (t) => <BillingStatusChip status={t.billing_status} /> },
  {
    label: 'Signature',
    cell: (t) =>
      t.rider_signature_url ? (
        <MuiLink
          href={t.rider_signature_url}
          target="_blank"
          rel="noopener"
          onClick={(e) => e.stopPropagation()}
        >
          View
        </MuiLink>
      ) : (
        <Typography variant="body2" color="error">
          None
        </Typography>
      ),
  },
  {
    label: 'Batch',
    cell: (t) =>
      t.batch_id === null ? (
        '—'
      ) : (
        <MuiLink component={Link} to={`/sentry/batch/${t.batch_id}`} onClick={(e) => e.stopPropagation()}>
          #{t.batch_id}
        </MuiLink>
      ),
  },
];
