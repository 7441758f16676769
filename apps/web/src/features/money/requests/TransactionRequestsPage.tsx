import {
  billing,
  TRANSACTION_REQUESTS_PAGING_OPTIONS,
  type TransactionRequestType,
} from '@fleetdesk/contract';
import Add from '@mui/icons-material/Add';
import {
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Tab,
  TableContainer,
  TablePagination,
  Tabs,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { endpointQuery } from '../../../api/endpointQuery';
import { PageTitle } from '../../../app/pages/PageTitle';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { LoadFailed } from '../../../ui/LoadFailed';
import { SortableTable } from '../../../ui/table/SortableTable';
import { pageLabel, rowCountOf } from '../../../ui/table/unknownTotalPaging';
import { useHasPermission, useIsFleet } from '../../rides/dialogs/shared/useHasPermission';
import { RequestFilters } from './RequestFilters';
import { requestColumns } from './requestColumns';
import { INITIAL_REQUESTS_VIEW, REQUEST_TABS, requestsQueryOf, sortRequestsBy } from './requestsView';

/** Who may make which request from this page (spec 2 §6): debits need their own key, never fleets. */
function useCreateButton(type: TransactionRequestType) {
  const mayCredit = useHasPermission('credits.create');
  const mayDebitKey = useHasPermission('credit-and-debit.create');
  const isFleet = useIsFleet();
  const mayDebit = mayDebitKey && !isFleet;
  if (type === 'credit' && mayCredit) return { label: 'Credit', open: () => openDialog('credit', {}) };
  if (type === 'debit' && mayDebit && mayCredit)
    return { label: 'Debit', open: () => openDialog('debit', {}) };
  return null;
}

/** /transaction/credits, /debits, /payouts (spec 2 §2): one sortable paged table per request type. */
export function TransactionRequestsPage({ type }: { type: TransactionRequestType }) {
  const [view, setView] = useState(INITIAL_REQUESTS_VIEW);
  const list = useQuery({
    ...endpointQuery(billing.listTransactionRequests, { query: requestsQueryOf(type, view) }),
    placeholderData: keepPreviousData,
  });
  const create = useCreateButton(type);
  const rows = list.data?.transaction_requests.data ?? [];
  const hasNext = list.data?.hasNextPage ?? false;

  return (
    <Box>
      <PageTitle>Transactions</PageTitle>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Tabs value={type} aria-label="Request types">
          {REQUEST_TABS.map((tab) => (
            <Tab key={tab.type} value={tab.type} label={tab.label} component={Link} to={tab.path} />
          ))}
        </Tabs>
        {create && (
          <Button variant="contained" startIcon={<Add />} onClick={create.open}>
            {create.label}
          </Button>
        )}
      </Stack>
      <RequestFilters
        type={type}
        view={view}
        onChange={(change) => setView((current) => ({ ...current, ...change, page: 0 }))}
      />
      <LoadFailed what="Requests" load={list} sx={{ mb: 2 }} />
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label="Loading requests" />}</Box>
        {list.data && (
          <>
            <TableContainer sx={{ maxHeight: 'calc(100vh - 330px)' }}>
              <SortableTable
                label={REQUEST_TABS.find((tab) => tab.type === type)?.label ?? 'Requests'}
                columns={requestColumns(type)}
                rows={rows}
                rowKey={(row) => row.id}
                sort={view.sort}
                onSort={(field) => setView((current) => sortRequestsBy(current, field))}
                onOpen={(row) => openDialog('previewCredit', { requestId: row.id })}
              />
            </TableContainer>
            <TablePagination
              component="div"
              count={rowCountOf(view.page, view.perPage, rows.length, hasNext)}
              page={view.page}
              rowsPerPage={view.perPage}
              rowsPerPageOptions={[...TRANSACTION_REQUESTS_PAGING_OPTIONS]}
              labelDisplayedRows={pageLabel}
              onPageChange={(_event, page) => setView((current) => ({ ...current, page }))}
              onRowsPerPageChange={(event) =>
                setView((current) => ({ ...current, perPage: Number(event.target.value), page: 0 }))
              }
              slotProps={{ actions: { nextButton: { disabled: !hasNext } } }}
            />
          </>
        )}
      </Paper>
    </Box>
  );
}
