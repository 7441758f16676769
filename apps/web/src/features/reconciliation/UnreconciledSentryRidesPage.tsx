import { RIDE_STATUS_LABELS, reconciliation } from '@fleetdesk/contract';
import { Box, TablePagination } from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../app/pages/PageTitle';
import type { SortableColumn } from '../../ui/table/SortableTable';
import { inNewYork } from '../../ui/time/dayjs';
import { formatNyDateTime } from '../../ui/time/nyFormat';
import { useExportSentryRides, useUnreconciledSentryRides } from './api/useReconciliation';
import { ExportButton, ReportRidesTable, ReportToolbar } from './ReportLayout';
import { daysOfPeriod, type ReportPeriod } from './reportPeriod';
import { brokerStatusText } from './unreconciledColumns';

type Row = reconciliation.UnreconciledSentryRide;

const COLUMNS: readonly SortableColumn<Row, never>[] = [
  { label: 'Ride ID', cell: (row) => row.ride_id },
  { label: 'Reference ID', cell: (row) => row.reference_id },
  { label: 'Last updated (Fleetdesk)', cell: (row) => formatNyDateTime(row.last_updated_at_fleetdesk) },
  { label: 'Last updated (Sentry)', cell: (row) => formatNyDateTime(row.last_updated_at_sentry) || '—' },
  { label: 'Fleetdesk status', cell: (row) => RIDE_STATUS_LABELS[row.fleetdesk_status] },
  { label: 'Sentry status', cell: (row) => brokerStatusText(row.sentry_status) },
];

/**
 * Unreconciled Sentry rides report (spec 3 §2, §9; decision 134): Sentry is asked when the page opens
 * or the period or page changes; yesterday and 50 rows by default; Export writes every row of the period.
 */
export function UnreconciledSentryRidesPage() {
  const [period, setPeriod] = useState<ReportPeriod>({ preset: 'yesterday', custom: { start: '', end: '' } });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(reconciliation.SENTRY_REPORT_PAGE_SIZE);
  const days = daysOfPeriod(period, inNewYork(Date.now()).format('YYYY-MM-DD'));
  const list = useUnreconciledSentryRides(days, page + 1, perPage);
  const exporting = useExportSentryRides();

  return (
    <Box>
      <PageTitle>Unreconciled Sentry Rides</PageTitle>
      <ReportToolbar
        period={period}
        onPeriodChange={(next) => {
          setPeriod(next);
          setPage(0);
        }}
        hasDays={days !== null}
      >
        <ExportButton label="Export" days={days} exporting={exporting} />
      </ReportToolbar>
      <ReportRidesTable
        label="Unreconciled Sentry rides"
        columns={COLUMNS}
        rows={list.data?.rides.data ?? []}
        rowKey={(row) => row.ride_id}
        query={list}
        maxHeight="calc(100vh - 280px)"
        footer={
          <TablePagination
            component="div"
            count={list.data?.rides.total ?? 0}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[...reconciliation.SENTRY_REPORT_PAGE_SIZES]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        }
      />
    </Box>
  );
}
