import { reconciliation } from '@fleetdesk/contract';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Paper, Stack, TableContainer } from '@mui/material';
import type { ReactNode } from 'react';
import type { LoadState } from '../../ui/LoadFailed';
import { type SortableColumn, SortableTable } from '../../ui/table/SortableTable';
import type { ExportMutation } from './api/useReconciliation';
import { ReportPeriodFields } from './ReportPeriodFields';
import type { ReportDays, ReportPeriod } from './reportPeriod';

/** The period on the left, the page's buttons on the right, and what keeps the list from showing. */
export function ReportToolbar({
  period,
  onPeriodChange,
  hasDays,
  children,
}: {
  period: ReportPeriod;
  onPeriodChange: (period: ReportPeriod) => void;
  hasDays: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ReportPeriodFields value={period} onChange={onPeriodChange} />
        <Box sx={{ flex: 1 }} />
        {children}
      </Stack>
      {!hasDays && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Pick the first and last day of the period.
        </Alert>
      )}
    </>
  );
}

/** A report's rides: a loading bar, the table ('No rides found' when empty), and what goes above and below. */
export function ReportRidesTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  query,
  maxHeight,
  header,
  footer,
}: {
  label: string;
  columns: readonly SortableColumn<Row, never>[];
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  query: LoadState;
  maxHeight: string;
  header?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Paper variant="outlined">
      {header}
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={`Loading ${label}`} />}</Box>
      <TableContainer sx={{ maxHeight, '& td, & th': { whiteSpace: 'nowrap' } }}>
        <SortableTable
          label={label}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          onOpen={() => undefined}
          emptyText={reconciliation.RECONCILIATION_MESSAGES.noRides}
          load={query}
        />
      </TableContainer>
      {footer}
    </Paper>
  );
}

/** Writes the period's CSV and opens its link; nothing to export until the period has its days. */
export function ExportButton({
  label,
  days,
  exporting,
}: {
  label: string;
  days: ReportDays | null;
  exporting: ExportMutation;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={days === null}
      loading={exporting.isPending}
      onClick={() => days && exporting.mutate(days)}
    >
      {label}
    </Button>
  );
}
