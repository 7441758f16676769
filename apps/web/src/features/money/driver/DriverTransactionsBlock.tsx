import {
  DRIVER_TRANSACTION_TAB_LABELS,
  DRIVER_TRANSACTION_TABS,
  DRIVER_TRANSACTIONS_PAGING_OPTIONS,
  type DriverTransactionTab,
  formatUsd,
} from '@fleetdesk/contract';
import {
  Box,
  LinearProgress,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
} from '@mui/material';
import { useState } from 'react';
import { LoadFailed } from '../../../ui/LoadFailed';
import { pageLabel, rowCountOf } from '../../../ui/table/unknownTotalPaging';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { PageBlock } from '../../drivers/page/PageBlock';
import { isStruckThrough, TRANSACTION_STATUS_LABELS } from './moneyRules';
import { useTransactionsPaging } from './transactionsPagingStore';
import { useDriverTransactions } from './useDriverMoney';

/** The driver's ledger by tab (spec 2 §9: All, Payments, Payouts, Transactions), failed ones struck through. */
export function DriverTransactionsBlock({ driverId }: { driverId: number }) {
  const [tab, setTab] = useState<DriverTransactionTab>('all');
  const [page, setPage] = useState(0);
  const { perPage, setPerPage } = useTransactionsPaging();
  const transactions = useDriverTransactions(driverId, tab, page, perPage);
  const rows = transactions.data?.transactions.data ?? [];
  const hasNext = transactions.data?.hasNextPage ?? false;

  return (
    <PageBlock title="Transactions">
      <Tabs
        value={tab}
        onChange={(_event, next: DriverTransactionTab) => {
          setTab(next);
          setPage(0);
        }}
        aria-label="Transaction tabs"
      >
        {DRIVER_TRANSACTION_TABS.map((name) => (
          <Tab key={name} value={name} label={DRIVER_TRANSACTION_TAB_LABELS[name]} />
        ))}
      </Tabs>
      {transactions.isFetching && <LinearProgress aria-label="Loading transactions" />}
      <LoadFailed what="Transactions" load={transactions} sx={{ mt: 1 }} />
      {/* A failed refresh keeps the last page on screen under the notice; only a first load shows none. */}
      {transactions.isError && transactions.data === undefined ? null : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Transactions">
            <TableHead>
              <TableRow>
                {['Date', 'Description', 'Category', 'Amount', 'Balance', 'Status', 'Reference'].map(
                  (label) => (
                    <TableCell key={label} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {label}
                    </TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && !transactions.isPending ? (
                <TableRow>
                  <TableCell colSpan={7} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                    No Data
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => (
                  <TableRow
                    key={row.id}
                    sx={
                      isStruckThrough(row)
                        ? { '& td': { textDecoration: 'line-through', color: 'text.disabled' } }
                        : undefined
                    }
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatNyDateTime(row.transaction_date)}
                    </TableCell>
                    <TableCell>{row.description}</TableCell>
                    <TableCell>{row.category_name}</TableCell>
                    <TableCell
                      sx={{ color: row.amount < 0 ? 'error.main' : 'success.main', whiteSpace: 'nowrap' }}
                    >
                      {formatUsd(row.amount)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUsd(row.balance)}</TableCell>
                    <TableCell>{TRANSACTION_STATUS_LABELS[row.status]}</TableCell>
                    <TableCell>{row.reference_id ?? ''}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </Box>
      )}
      <TablePagination
        component="div"
        count={rowCountOf(page, perPage, rows.length, hasNext)}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[...DRIVER_TRANSACTIONS_PAGING_OPTIONS]}
        labelDisplayedRows={pageLabel}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        slotProps={{ actions: { nextButton: { disabled: !hasNext } } }}
      />
    </PageBlock>
  );
}
