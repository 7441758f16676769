import { RIDES_PAGING_OPTIONS, type Ride } from '@fleetdesk/contract';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useNow } from '../../../../ui/time/useNow';
import { rideColumnsFor } from './rideColumns';
import { rowRangeLabel, STATUS_ROW_COLORS } from './rideRowRules';

interface RideTableProps {
  rides: readonly Ride[];
  isFleet: boolean;
  selectedRideId: number | null;
  onSelect: (ride: Ride) => void;
  emptyText: string;
  page: number;
  perPage: number;
  rowCount: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/** A charge of $0 on a ride usually means billing failed: the row says so. */
const isChargeWarning = (ride: Ride) => ride.amount_charged === 0;

export function RideTable(props: RideTableProps) {
  const { rides, isFleet, selectedRideId, onSelect } = props;
  const now = useNow(30_000);
  const columns = rideColumnsFor(isFleet);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <TableContainer sx={{ flex: 1, minHeight: 0 }}>
        <Table size="small" stickyHeader aria-label="Rides">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rides.map((ride) => {
              const isSelected = ride.id === selectedRideId;
              const warning = isChargeWarning(ride);
              return (
                <TableRow
                  key={ride.id}
                  hover
                  selected={isSelected}
                  aria-selected={isSelected}
                  data-ride-id={ride.id}
                  data-status={ride.status}
                  onClick={() => onSelect(ride)}
                  sx={{
                    cursor: 'pointer',
                    bgcolor: warning ? '#ffe0b2' : STATUS_ROW_COLORS[ride.status],
                    '& td': {
                      whiteSpace: 'nowrap',
                      textDecoration: isSelected ? 'underline' : 'none',
                      fontWeight: isSelected ? 600 : 400,
                    },
                    boxShadow: isSelected ? 'inset 3px 0 0 #1565c0' : undefined,
                  }}
                >
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {column.key === 'id' && warning ? (
                        <Tooltip title="Amount charged is $0">
                          <Box
                            component="span"
                            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                          >
                            <WarningAmberIcon
                              fontSize="inherit"
                              color="warning"
                              aria-label="Amount charged is $0"
                            />
                            {column.render(ride, now)}
                          </Box>
                        </Tooltip>
                      ) : (
                        column.render(ride, now)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {rides.length === 0 && (
          <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            {props.emptyText}
          </Typography>
        )}
      </TableContainer>
      <TablePagination
        component="div"
        count={props.rowCount}
        page={props.page - 1}
        rowsPerPage={props.perPage}
        rowsPerPageOptions={[...RIDES_PAGING_OPTIONS]}
        onPageChange={(_, page) => props.onPageChange(page + 1)}
        onRowsPerPageChange={(event) => props.onPerPageChange(Number(event.target.value))}
        labelDisplayedRows={() => rowRangeLabel(props.page, props.perPage, rides.length, props.rowCount)}
        sx={{ borderTop: 1, borderColor: 'divider', flexShrink: 0 }}
      />
    </Box>
  );
}
