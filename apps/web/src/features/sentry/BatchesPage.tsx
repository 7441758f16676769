import { sentryBilling as api, MESSAGES } from '@fleetdesk/contract';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, LinearProgress, Paper, TableContainer, TablePagination } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endpointQuery } from '../../api/endpointQuery';
import { requestConfirm } from '../../ui/confirm/requestConfirm';
import { useListSearch } from '../../ui/listSearch';
import { SubmitAccess } from '../../ui/NoAccess';
import { type SortableColumn, SortableTable } from '../../ui/table/SortableTable';
import { inNewYork } from '../../ui/time/dayjs';
import { batchStatusesQuery, useCreateBatch, useSentryLiveUpdates } from './api';
import { BatchStatusChip } from './BatchStatusChip';
import { ListFilters } from './ListFilters';
import { SentryTabs } from './SentryTabs';
import { money, nyDateTime, nyDay, previousWeek, rangeOfDays } from './sentryView';

type Invoice = api.SentryInvoice;

const COLUMNS: readonly SortableColumn<Invoice, never>[] = [
  { label: 'Batch', cell: (b) => `#${b.id}` },
  { label: 'Created', cell: (b) => nyDateTime(b.created_at) },
  { label: 'From', cell: (b) => nyDay(b.from_datetime) },
  { label: 'To', cell: (b) => nyDay(b.to_datetime) },
  { label: 'Rides', cell: (b) => b.total_rides },
  { label: 'Invoiced', cell: (b) => b.invoiced_rides },
  { label: 'Billed', cell: (b) => money(b.billed_amount) },
  { label: 'Status', cell: (b) => <BatchStatusChip status={b.status} /> },
  { label: 'Note', cell: (b) => b.note ?? '' },
  { label: 'Created by', cell: (b) => b.created_by ?? '—' },
];

/** Batches tab (spec 3 §2): search, statuses, CREATE invoice (with a confirm), Refresh; a row opens its batch. */
export function BatchesPage() {
  useSentryLiveUpdates();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const typed = useListSearch(api.listBatches, search);
  const [status, setStatus] = useState<api.SentryInvoiceStatus | ''>('');
  const [page, setPage] = useState(0);
  const statuses = useQuery(batchStatusesQuery);
  const list = useQuery({
    ...endpointQuery(api.listBatches, {
      query: { search: typed.search || undefined, status: status || undefined, page: page + 1 },
    }),
    placeholderData: keepPreviousData,
  });
  const creating = useCreateBatch((answer) => navigate(`/sentry/batch/${answer.invoice.id}`));
  const week = previousWeek(inNewYork(Date.now()).format('YYYY-MM-DD'));

  const handleCreate = () =>
    requestConfirm({
      title: 'Create invoice',
      message: `Create a new invoice batch for ${week.from} to ${week.to}? Its dates can be changed before rides are assigned.`,
      confirmLabel: 'Create',
      permission: 'sentry.manage',
      onConfirm: () => creating.mutate({ body: rangeOfDays(week.from, week.to) }),
    });

  return (
    <Box>
      <SentryTabs current="batches" />
      <ListFilters
        searchPlaceholder="Batch id or note"
        search={search}
        searchProblem={typed.problem}
        onSearch={(text) => {
          setSearch(text);
          setPage(0);
        }}
        label="Status"
        allLabel="All statuses"
        options={(statuses.data?.invoice_statuses ?? []).map((option) => ({
          value: option.id,
          label: option.name,
        }))}
        selected={status}
        onSelect={(value) => {
          setStatus(value);
          setPage(0);
        }}
      >
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void list.refetch()}>
          Refresh
        </Button>
        <SubmitAccess permission="sentry.manage">
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            loading={creating.isPending}
            onClick={handleCreate}
          >
            Create invoice
          </Button>
        </SubmitAccess>
      </ListFilters>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label="Loading batches" />}</Box>
        <TableContainer sx={{ maxHeight: 'calc(100vh - 300px)', '& td, & th': { whiteSpace: 'nowrap' } }}>
          <SortableTable
            label="Sentry batches"
            columns={COLUMNS}
            rows={list.data?.invoices.data ?? []}
            rowKey={(row) => row.id}
            onOpen={(row) => navigate(`/sentry/batch/${row.id}`)}
            emptyText={MESSAGES.noData}
            load={list}
          />
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.invoices.total ?? 0}
          page={page}
          rowsPerPage={api.SENTRY_BATCH_PAGE_SIZE}
          rowsPerPageOptions={[api.SENTRY_BATCH_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      </Paper>
    </Box>
  );
}
