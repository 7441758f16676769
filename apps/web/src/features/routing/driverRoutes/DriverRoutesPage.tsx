import { driverRoutes, formatUsd, MESSAGES, ROUTES_PAGE_SIZE, type Route } from '@fleetdesk/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  TableContainer,
  TablePagination,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '../../../api/endpointQuery';
import { PageTitle } from '../../../app/pages/PageTitle';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import { type SortableColumn, SortableTable } from '../../../ui/table/SortableTable';
import { stickyActionColumnSx } from '../../../ui/table/stickyActionColumn';
import { pageLabel, rowCountOf } from '../../../ui/table/unknownTotalPaging';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { useRoutingWrite } from '../api/useRoutingWrite';

const COLUMNS: readonly SortableColumn<Route, never>[] = [
  { label: 'ID', cell: (route) => route.id },
  { label: 'Driver', cell: (route) => `${route.driver_name} (#${route.driver_id})` },
  { label: 'Fleet', cell: (route) => route.fleet_name ?? '—' },
  { label: 'From', cell: (route) => formatNyDateTime(route.from_datetime) },
  { label: 'Until', cell: (route) => formatNyDateTime(route.to_datetime) },
  { label: 'Status', cell: (route) => route.status },
  { label: 'Car', cell: (route) => route.car_plate_number ?? '—' },
  { label: 'Rides', cell: (route) => route.rides_count },
  { label: 'Amount', cell: (route) => formatUsd(route.total_amount) },
  { label: 'Scenario', cell: (route) => route.scenario_title ?? '—' },
];

/** /routes (spec 1 §2.1): driver shifts, newest first (a fleet user's own fleet's), each with remove. */
export function DriverRoutesPage() {
  const [date, setDate] = useState('');
  const [page, setPage] = useState(0);
  const list = useQuery({
    ...endpointQuery(driverRoutes.listDriverRoutes, {
      query: { date: date || undefined, page: page + 1, per_page: ROUTES_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
  const remove = useRoutingWrite(driverRoutes.removeDriverRoute);
  const rows = list.data?.routes.data ?? [];
  const hasNext = Boolean(list.data?.routes.next_page_url);
  const handleRemove = (route: Route) =>
    requestConfirm({
      title: 'Remove route',
      message: `Remove route #${route.id} of ${route.driver_name}? Its rides can be routed again.`,
      confirmLabel: 'Remove',
      destructive: true,
      onConfirm: () => remove.mutate({ params: { id: route.id } }),
    });
  const columns = [
    ...COLUMNS,
    {
      label: '',
      cell: (route: Route) => (
        <IconButton
          size="small"
          aria-label={`Remove route #${route.id}`}
          onClick={(event) => {
            event.stopPropagation();
            handleRemove(route);
          }}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <PageTitle>Routes</PageTitle>
        <TextField
          type="date"
          size="small"
          label="Date"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setPage(0);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
        />
      </Stack>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label="Loading routes" />}</Box>
        <TableContainer
          sx={{ maxHeight: 'calc(100vh - 260px)', '& td': { whiteSpace: 'nowrap' }, ...stickyActionColumnSx }}
        >
          <SortableTable
            label="Routes"
            columns={columns}
            rows={rows}
            rowKey={(route) => route.id}
            onOpen={() => undefined}
            emptyText={MESSAGES.noData}
            load={list}
          />
        </TableContainer>
        <TablePagination
          component="div"
          count={rowCountOf(page, ROUTES_PAGE_SIZE, rows.length, hasNext)}
          page={page}
          rowsPerPage={ROUTES_PAGE_SIZE}
          rowsPerPageOptions={[ROUTES_PAGE_SIZE]}
          labelDisplayedRows={pageLabel}
          onPageChange={(_event, next) => setPage(next)}
          slotProps={{ actions: { nextButton: { disabled: !hasNext } } }}
        />
      </Paper>
    </Box>
  );
}
