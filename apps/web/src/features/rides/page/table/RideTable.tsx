import { RIDES_PAGING_OPTIONS, type Ride } from '@fleetdesk/contract';
import type { LateRisk } from '@fleetdesk/contract/endpoints/lateRisk';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNow } from '../../../../ui/time/useNow';
import { useBrokerLogosShown } from '../../brokers/useBrokerLogosShown';
import { RideRow } from './RideRow';
import { rideColumnsFor } from './rideColumns';
import { latenessClock, rowRangeLabel } from './rideRowRules';
import { useRowWindow } from './useRowWindow';

interface RideTableProps {
  rides: readonly Ride[];
  isFleet: boolean;
  selectedRideId: number | null;
  /** Kept stable by the caller: rows are memoised on their props. */
  onSelect: (ride: Ride) => void;
  emptyText: string;
  page: number;
  perPage: number;
  rowCount: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** Rides predicted late at pickup, by id (useLateRisks): their rows carry the At risk badge. */
  lateRisks?: ReadonlyMap<number, LateRisk>;
}

/** The header row is row 1 of the table for aria-rowindex; rides start at 2. */
const FIRST_RIDE_ROW_INDEX = 2;

/** Spacer standing for the rows above or below the rendered ones (outside the table's body). */
const RowSpace = ({ height }: { height: number }) =>
  height > 0 ? <div aria-hidden style={{ height }} /> : null;

export function RideTable(props: RideTableProps) {
  const { rides, isFleet, selectedRideId, onSelect } = props;
  const now = useNow(30_000);
  const brokerLogos = useBrokerLogosShown();
  const columns = rideColumnsFor(isFleet, brokerLogos);
  const { containerRef, revealRow, start, end, padTop, padBottom } = useRowWindow(rides.length);
  // A newly selected ride (after a load, or from the map) is brought into view; a refresh that moves
  // rows around does not scroll the table under the user.
  const ridesRef = useRef(rides);
  ridesRef.current = rides;
  useEffect(() => {
    if (selectedRideId !== null) revealRow(ridesRef.current.findIndex((ride) => ride.id === selectedRideId));
  }, [selectedRideId, revealRow]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <TableContainer ref={containerRef} sx={{ flex: 1, minHeight: 0 }}>
        <RowSpace height={padTop} />
        <Table size="small" stickyHeader aria-label="Rides" aria-rowcount={rides.length + 1}>
          <TableHead>
            <TableRow aria-rowindex={1}>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: column.minWidth }}
                >
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rides.slice(start, end).map((ride, offset) => (
              <RideRow
                key={ride.id}
                ride={ride}
                rowIndex={start + offset + FIRST_RIDE_ROW_INDEX}
                columns={columns}
                isSelected={ride.id === selectedRideId}
                now={latenessClock(ride, now)}
                onSelect={onSelect}
                risk={props.lateRisks?.get(ride.id)}
              />
            ))}
          </TableBody>
        </Table>
        <RowSpace height={padBottom} />
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
