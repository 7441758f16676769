import { standingOrders as api, MESSAGES } from '@fleetdesk/contract';
import AddIcon from '@mui/icons-material/Add';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TableContainer,
  TablePagination,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { endpointQuery } from '../../api/endpointQuery';
import { PageTitle } from '../../app/pages/PageTitle';
import { useListSearch } from '../../ui/listSearch';
import { SubmitAccess } from '../../ui/NoAccess';
import { recordIdOf } from '../../ui/recordId';
import { SearchField } from '../../ui/SearchField';
import { type SortableColumn, SortableTable } from '../../ui/table/SortableTable';
import { stickyActionColumnSx } from '../../ui/table/stickyActionColumn';
import { useDebounced } from '../rides/dialogs/shared/useDebounced';
import { useSetStandingOrderStatus, useStandingOrderLiveUpdates } from './api';
import { StandingOrderDialog } from './StandingOrderDialog';
import { nextRideText, scheduleText } from './standingOrderView';

type Order = api.StandingOrder;
const SEARCH_DEBOUNCE_MS = 400;

function PauseButton({ order }: { order: Order }) {
  const switching = useSetStandingOrderStatus();
  const isActive = order.status === 'active';
  return (
    <SubmitAccess permission="rides.standing-orders">
      <Button
        size="small"
        variant="outlined"
        loading={switching.isPending}
        onClick={(event) => {
          event.stopPropagation();
          switching.mutate({
            params: { id: order.id },
            body: { status: isActive ? 'paused' : 'active', updated_at: order.updated_at },
          });
        }}
      >
        {isActive ? 'Pause' : 'Resume'}
      </Button>
    </SubmitAccess>
  );
}

const COLUMNS: readonly SortableColumn<Order, never>[] = [
  { label: 'Order', cell: (o) => `#${o.id}` },
  {
    label: 'Rider',
    cell: (o) => (
      <Box>
        <Typography variant="body2">{`${o.rider_first_name} ${o.rider_last_name}`}</Typography>
        <Typography variant="caption" color="text.secondary">
          {o.company_name}
        </Typography>
      </Box>
    ),
  },
  {
    label: 'Trip',
    cell: (o) => (
      <Box sx={{ maxWidth: 300 }} title={`${o.start.address} → ${o.destination.address}`}>
        <Typography variant="body2" noWrap>
          {o.start.address}
        </Typography>
        <Typography variant="body2" noWrap color="text.secondary">
          → {o.destination.address}
        </Typography>
      </Box>
    ),
  },
  { label: 'Schedule', cell: (o) => scheduleText(o) },
  { label: 'Next ride', cell: (o) => nextRideText(o) },
  { label: 'Rides ahead', cell: (o) => o.rides_ahead },
  {
    label: 'Status',
    cell: (o) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Chip
          size="small"
          label={o.status === 'active' ? 'Active' : 'Paused'}
          color={o.status === 'active' ? 'success' : 'default'}
        />
        {o.last_problem && (
          <Tooltip title={`Last run: ${o.last_problem}`}>
            <WarningAmberIcon color="warning" fontSize="small" aria-label={`Last run: ${o.last_problem}`} />
          </Tooltip>
        )}
      </Stack>
    ),
  },
  { label: '', cell: (o) => <PauseButton order={o} /> },
];

/**
 * Standing Orders: a rider's recurring trips (dialysis, therapy), whose rides the job creates a few
 * days ahead. A row opens its edit dialog; `?id=` (the ride detail's link) opens that order at once.
 */
export function StandingOrdersPage() {
  useStandingOrderLiveUpdates();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const typed = useListSearch(api.listStandingOrders, text);
  const search = useDebounced(typed.search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<api.StandingOrderStatus | ''>('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Order | 'new' | null>(null);
  const list = useQuery({
    ...endpointQuery(api.listStandingOrders, {
      query: { search: search || undefined, status: status || undefined, page: page + 1 },
    }),
    placeholderData: keepPreviousData,
  });
  const linkedId = recordIdOf(params.get('id'));
  const linked = useQuery({
    ...endpointQuery(api.getStandingOrder, { params: { id: linkedId ?? 0 } }),
    enabled: linkedId !== null,
  });
  const shown = editing ?? (linked.data ? linked.data.standing_order : null);
  const closeDialog = () => {
    setEditing(null);
    if (linkedId !== null) setParams({}, { replace: true });
  };

  return (
    <Box>
      <PageTitle>Standing Orders</PageTitle>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <SearchField
          placeholder="Rider name"
          value={text}
          problem={typed.problem}
          onChange={(value) => {
            setText(value);
            setPage(0);
          }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as api.StandingOrderStatus | '');
            setPage(0);
          }}
          sx={{ width: 160 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          <MenuItem value="active">Active</MenuItem>
          <MenuItem value="paused">Paused</MenuItem>
        </TextField>
        <Box sx={{ flex: 1 }} />
        <SubmitAccess permission="rides.standing-orders">
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New standing order
          </Button>
        </SubmitAccess>
      </Stack>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>
          {list.isFetching && <LinearProgress aria-label="Loading standing orders" />}
        </Box>
        <TableContainer sx={{ maxHeight: 'calc(100vh - 240px)', ...stickyActionColumnSx }}>
          <SortableTable
            label="Standing orders"
            columns={COLUMNS}
            rows={list.data?.standing_orders.data ?? []}
            rowKey={(row) => row.id}
            onOpen={(row) => setEditing(row)}
            emptyText={MESSAGES.noData}
            load={list}
          />
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.standing_orders.total ?? 0}
          page={page}
          rowsPerPage={api.STANDING_ORDER_PAGE_SIZE}
          rowsPerPageOptions={[api.STANDING_ORDER_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      </Paper>
      {shown && (
        <StandingOrderDialog
          key={shown === 'new' ? 'new' : shown.id}
          order={shown === 'new' ? null : shown}
          onClose={closeDialog}
        />
      )}
    </Box>
  );
}
