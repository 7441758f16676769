import { formatUsd, MESSAGES, PAYOUTS_PAGING_OPTIONS, payouts } from '@fleetdesk/contract';
import {
  Box,
  LinearProgress,
  Paper,
  Stack,
  TableContainer,
  TablePagination,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointQuery } from '../../../api/endpointQuery';
import { PageTitle } from '../../../app/pages/PageTitle';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { SortableTable } from '../../../ui/table/SortableTable';
import { pageLabel, rowCountOf } from '../../../ui/table/unknownTotalPaging';
import { countOf } from '../../../ui/text/countOf';
import { PayoutFilters } from './PayoutFilters';
import { PayoutsImportExportButton } from './PayoutsImportExportButton';
import { PAYOUT_COLUMNS } from './payoutColumns';
import { usePayoutFiltersStore } from './payoutFiltersStore';
import { isSearchable, payoutFiltersQuery, payoutsQueryOf, toggleAll, toggleOne } from './payoutsView';

/** /payouts/payouts (spec 2 §2): the payouts with their filters, a Total row, selection and paging. */
export function PayoutsPage() {
  const filters = usePayoutFiltersStore();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const filterKey = JSON.stringify(payoutFiltersQuery(filters));
  // Other filters make another list: its first page, nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filters
  useEffect(() => {
    setPage(0);
    setSelected(new Set());
  }, [filterKey, filters.perPage]);

  const searchable = isSearchable(filters);
  const list = useQuery({
    ...endpointQuery(payouts.listPayouts, { query: payoutsQueryOf(filters, page) }),
    placeholderData: keepPreviousData,
    enabled: searchable,
  });
  const rows = searchable ? (list.data?.payouts.data ?? []) : [];
  const hasNext = (searchable && list.data?.hasNextPage) ?? false;
  const pageIds = rows.map((row) => row.id);
  const total = list.data?.total;

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <PageTitle>Payouts</PageTitle>
        <PayoutsImportExportButton />
      </Stack>
      <Box sx={{ mb: 2 }}>
        <PayoutFilters />
      </Box>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label="Loading payouts" />}</Box>
        {selected.size > 0 && (
          <Typography variant="body2" sx={{ px: 2, py: 1 }}>
            {selected.size} selected
          </Typography>
        )}
        <TableContainer sx={{ maxHeight: 'calc(100vh - 300px)', '& td': { whiteSpace: 'nowrap' } }}>
          <SortableTable
            label="Payouts"
            columns={PAYOUT_COLUMNS}
            rows={list.data || !searchable ? rows : []}
            rowKey={(row) => row.id}
            onOpen={(row) => openDialog('editPayout', { payoutId: row.id })}
            emptyText={filters.search.trim() ? MESSAGES.nothingFound : MESSAGES.noData}
            // Not searchable, the list is not asked for: no load is pending then.
            load={{ ...list, isPending: list.isPending && searchable }}
            selection={{
              isSelected: (row) => selected.has(row.id),
              onToggle: (row) => setSelected((current) => toggleOne(current, row.id)),
              all: pageIds.length > 0 && pageIds.every((id) => selected.has(id)),
              some: pageIds.some((id) => selected.has(id)),
              onToggleAll: () => setSelected((current) => toggleAll(current, pageIds)),
            }}
            summary={
              total && {
                label: 'Total',
                cells: {
                  Driver: countOf(total.count, 'payout'),
                  Amount: formatUsd(total.amount),
                },
              }
            }
          />
        </TableContainer>
        <TablePagination
          component="div"
          count={rowCountOf(page, filters.perPage, rows.length, hasNext)}
          page={page}
          rowsPerPage={filters.perPage}
          rowsPerPageOptions={[...PAYOUTS_PAGING_OPTIONS]}
          labelDisplayedRows={pageLabel}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => filters.setFilters({ perPage: Number(event.target.value) })}
          slotProps={{ actions: { nextButton: { disabled: !hasNext } } }}
        />
      </Paper>
    </Box>
  );
}
