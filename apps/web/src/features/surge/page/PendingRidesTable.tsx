import { BUSY_HOURS, BUSY_ZONE_LABEL, formatUsd, MESSAGES, type SurgeRide } from '@fleetdesk/contract';
import {
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { stickyActionColumnSx } from '../../../ui/table/stickyActionColumn';
import { nyDateTime } from '../../../ui/time/nyFormat';
import { SURGE_BAND_COLORS, SURGE_BAND_TEXT, surgeRowLook } from './surgeRowRules';

/** Header cells, with `true` for the right-aligned numbers. */
const COLUMNS: readonly (readonly [string, boolean])[] = [
  ['ID', false],
  ['Pickup', false],
  ['Vendor pickup', false],
  ['Zone', false],
  ['Company', false],
  ['Type', false],
  ['Miles', true],
  ['Late', true],
  ['Driver net', true],
  ['Surge', true],
  ['Vendor', true],
  ['Price', false],
];
/** Compact price buttons: the row keeps its numbers readable beside them. */
const PRICE_BUTTON = { minWidth: 0, px: 1, py: 0.25, fontSize: 12, textTransform: 'none' } as const;
const BUSY_TEXT = `Busy zone ${BUSY_ZONE_LABEL}: ${BUSY_HOURS.from}:00–${BUSY_HOURS.to}:00`;

interface PendingRidesTableProps {
  rides: readonly SurgeRide[] | undefined;
  /** The ride whose price change is on its way (its buttons wait). */
  busyRideId: number | null;
  onChangePrice: (ride: SurgeRide, type: 'increase' | 'decrease') => void;
}

function PendingRideRow({
  ride,
  waiting,
  onChangePrice,
}: { ride: SurgeRide; waiting: boolean } & Pick<PendingRidesTableProps, 'onChangePrice'>) {
  const look = surgeRowLook(ride);
  const pickup = nyDateTime(ride.pickup_at);
  const vendor = nyDateTime(ride.vendor_pickup_at);
  return (
    <TableRow
      hover
      data-ride-id={ride.id}
      aria-label={`Pending ride ${ride.id}`}
      // The first ride of a later day draws the line between days.
      sx={ride.separation_line ? { '& td': { borderTop: 3, borderTopColor: 'primary.main' } } : undefined}
    >
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {ride.id}
        {ride.vip && <Chip label="VIP" size="small" color="secondary" sx={{ ml: 0.5, height: 18 }} />}
      </TableCell>
      <TableCell
        sx={{ whiteSpace: 'nowrap', ...(look.isBusy && { bgcolor: 'warning.light', fontWeight: 600 }) }}
      >
        <Tooltip title={look.isBusy ? BUSY_TEXT : ''}>
          <span>
            {pickup?.time}
            {/* On a busy cell's orange the grey date fell to 2.8:1: it takes the cell's own dark text there. */}
            <Typography
              component="span"
              variant="caption"
              sx={{ color: look.isBusy ? 'inherit' : 'text.secondary', ml: 0.5 }}
            >
              {pickup?.date.slice(0, 5)}
            </Typography>
          </span>
        </Tooltip>
      </TableCell>
      <TableCell
        sx={{
          whiteSpace: 'nowrap',
          ...(look.delay?.highlighted && { color: 'error.main', fontWeight: 600 }),
        }}
      >
        {vendor?.time ?? '—'}
        {look.delay && ` (+${look.delay.minutes}m)`}
      </TableCell>
      <TableCell>{look.zone || '—'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{ride.company_name}</TableCell>
      <TableCell>{ride.ride_type}</TableCell>
      <TableCell align="right">{ride.distance.toFixed(1)}</TableCell>
      <TableCell align="right" sx={ride.lateness > 0 ? { color: 'error.main' } : undefined}>
        {ride.lateness > 0 ? `${ride.lateness}m` : '—'}
      </TableCell>
      <TableCell align="right" aria-label="Driver net">
        {formatUsd(ride.driver_net)}
      </TableCell>
      <TableCell align="right">
        <Box
          component="span"
          aria-label="Surge amount"
          data-band={look.band}
          sx={{
            px: 0.75,
            py: 0.25,
            borderRadius: 1,
            fontWeight: 600,
            bgcolor: SURGE_BAND_COLORS[look.band],
            color: SURGE_BAND_TEXT[look.band],
          }}
        >
          {formatUsd(ride.surge_amount)}
        </Box>
      </TableCell>
      <TableCell align="right">{ride.vendor_amount === null ? '—' : formatUsd(ride.vendor_amount)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={waiting || ride.surge_amount <= 0}
          onClick={() => onChangePrice(ride, 'decrease')}
          sx={{ ...PRICE_BUTTON, mr: 0.5 }}
        >
          Minus $1
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={waiting}
          onClick={() => onChangePrice(ride, 'increase')}
          sx={PRICE_BUTTON}
        >
          Plus $1
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The open marketplace rides (spec 3 §3 surge ride fields), each with Plus $1 and Minus $1. */
export function PendingRidesTable({ rides, busyRideId, onChangePrice }: PendingRidesTableProps) {
  return (
    <Paper variant="outlined" component="section" aria-label="Pending rides" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ px: 1.5, pt: 1.25 }}>
        Pending rides {rides ? `(${rides.length})` : ''}
      </Typography>
      <TableContainer sx={{ maxHeight: 'calc(100vh - 260px)' }}>
        <Table
          size="small"
          stickyHeader
          sx={{ '& td, & th': { px: 0.75, fontSize: 12.5 }, ...stickyActionColumnSx }}
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map(([label, right]) => (
                <TableCell key={label} align={right ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rides?.map((ride) => (
              <PendingRideRow
                key={ride.id}
                ride={ride}
                waiting={busyRideId === ride.id}
                onChangePrice={onChangePrice}
              />
            ))}
            {rides?.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {MESSAGES.noData}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
