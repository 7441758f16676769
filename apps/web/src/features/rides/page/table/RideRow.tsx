import type { Ride, RideStatus } from '@fleetdesk/contract';
import type { LateRisk } from '@fleetdesk/contract/endpoints/lateRisk';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, type SxProps, TableCell, TableRow, type Theme, Tooltip } from '@mui/material';
import { memo } from 'react';
import { OPENABLE_ROW_SX, openableRowProps } from '../../../../ui/table/openableRow';
import { LateRiskBadge } from './LateRiskBadge';
import type { RideColumn } from './rideColumns';
import { STATUS_ROW_COLORS } from './rideRowRules';

interface RideRowProps {
  ride: Ride;
  /** The row's position in the whole list, header row included (aria-rowindex of a virtualised table). */
  rowIndex: number;
  columns: readonly RideColumn[];
  isSelected: boolean;
  /** The clock the lateness reads; constant for rides whose lateness does not change with time. */
  now: number;
  onSelect: (ride: Ride) => void;
  /** The late-pickup prediction's flag, shown in the Late column; none when the ride is not at risk. */
  risk?: LateRisk;
}

/** A charge of $0 on a ride usually means billing failed: the row says so. */
const isChargeWarning = (ride: Ride) => ride.amount_charged === 0;

const WARNING_ROW_COLOR = '#ffe0b2';

/** Row styles, built once per look: emotion then sees the same object on every render. */
const rowStyles = new Map<string, SxProps<Theme>>();
function rowStyle(status: RideStatus, warning: boolean, isSelected: boolean): SxProps<Theme> {
  const key = `${status}|${warning}|${isSelected}`;
  const cached = rowStyles.get(key);
  if (cached) return cached;
  const style: SxProps<Theme> = {
    ...OPENABLE_ROW_SX,
    bgcolor: warning ? WARNING_ROW_COLOR : STATUS_ROW_COLORS[status],
    '& td': {
      whiteSpace: 'nowrap',
      textDecoration: isSelected ? 'underline' : 'none',
      fontWeight: isSelected ? 600 : 400,
    },
    boxShadow: isSelected ? 'inset 3px 0 0 #1565c0' : undefined,
  };
  rowStyles.set(key, style);
  return style;
}

/**
 * One ride of the table. Memoised: a realtime change to one ride, or a selection change, re-renders
 * only the rows whose props changed (the live patch keeps unchanged rides' objects).
 */
export const RideRow = memo(function RideRow({
  ride,
  rowIndex,
  columns,
  isSelected,
  now,
  onSelect,
  risk,
}: RideRowProps) {
  const warning = isChargeWarning(ride);
  return (
    <TableRow
      hover
      selected={isSelected}
      aria-selected={isSelected}
      aria-rowindex={rowIndex}
      data-ride-id={ride.id}
      data-status={ride.status}
      data-at-risk={risk ? 'true' : undefined}
      {...openableRowProps(() => onSelect(ride))}
      sx={rowStyle(ride.status, warning, isSelected)}
    >
      {columns.map((column) => (
        <TableCell key={column.key} align={column.align}>
          {column.key === 'id' && warning ? (
            <Tooltip title="Amount charged is $0">
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <WarningAmberIcon fontSize="inherit" color="warning" aria-label="Amount charged is $0" />
                {column.render(ride, now)}
              </Box>
            </Tooltip>
          ) : column.key === 'late' && risk ? (
            <>
              <LateRiskBadge risk={risk} />
              {column.render(ride, now)}
            </>
          ) : (
            column.render(ride, now)
          )}
        </TableCell>
      ))}
    </TableRow>
  );
});
