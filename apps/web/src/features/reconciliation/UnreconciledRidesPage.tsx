import { reconciliation } from '@fleetdesk/contract';
import RefreshIcon from '@mui/icons-material/Refresh';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useAppAction } from '../../api/realtime/useRealtime';
import { PageTitle } from '../../app/pages/PageTitle';
import { inNewYork } from '../../ui/time/dayjs';
import { useExportUnreconciledRides, useSyncRides, useUnreconciledRides } from './api/useReconciliation';
import { BrokerSummary } from './BrokerSummary';
import { ExportButton, ReportRidesTable, ReportToolbar } from './ReportLayout';
import { daysOfPeriod, type ReportPeriod } from './reportPeriod';
import { UNRECONCILED_COLUMNS } from './unreconciledColumns';

const { RECONCILIATION_HINTS, RECONCILIATION_SYNCED_ACTION } = reconciliation;

/**
 * Unreconciled rides panel (spec 3 §2, decisions 132–133): the broker rides of the period whose state
 * differs from the broker's as the last SYNC read it. SYNC reads the brokers again; the list stays as
 * it is until Show New Data, which lights up once any SYNC (this user's or another's) has finished.
 */
export function UnreconciledRidesPage() {
  const [period, setPeriod] = useState<ReportPeriod>({ preset: 'today', custom: { start: '', end: '' } });
  const [hasNewData, setHasNewData] = useState(false);
  const days = daysOfPeriod(period, inNewYork(Date.now()).format('YYYY-MM-DD'));
  const list = useUnreconciledRides(days);
  const syncing = useSyncRides();
  const exporting = useExportUnreconciledRides();
  useAppAction(RECONCILIATION_SYNCED_ACTION, () => setHasNewData(true));

  const showNewData = async () => {
    await list.refetch();
    setHasNewData(false);
  };
  const options = list.data?.options;

  return (
    <Box>
      <PageTitle>Unreconciled Rides</PageTitle>
      <ReportToolbar
        period={period}
        onPeriodChange={(next) => {
          setPeriod(next);
          setHasNewData(false);
        }}
        hasDays={days !== null}
      >
        <Button
          variant="contained"
          startIcon={<SyncIcon />}
          disabled={days === null}
          loading={syncing.isPending}
          onClick={() => days && syncing.mutate(days, { onSuccess: () => setHasNewData(true) })}
        >
          SYNC
        </Button>
        <Button
          variant={hasNewData ? 'contained' : 'outlined'}
          color={hasNewData ? 'warning' : 'primary'}
          startIcon={<RefreshIcon />}
          disabled={days === null}
          loading={list.isRefetching}
          onClick={showNewData}
        >
          Show New Data
        </Button>
        <ExportButton label="Export Data to CSV" days={days} exporting={exporting} />
      </ReportToolbar>
      <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
        <AlertTitle>How to reconcile</AlertTitle>
        <Typography variant="body2">
          {RECONCILIATION_HINTS.sync}
          {options ? ` (${options.needs_sync} listed)` : ''}
        </Typography>
        <Typography variant="body2">
          {RECONCILIATION_HINTS.new_trip_id}
          {options ? ` (${options.needs_new_trip_id} listed)` : ''}
        </Typography>
      </Alert>
      {options && <BrokerSummary options={options} />}
      {options && options.not_synced > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {options.not_synced} broker rides of the period were never read from their broker: press SYNC.
        </Alert>
      )}
      <ReportRidesTable
        label="Unreconciled rides"
        columns={UNRECONCILED_COLUMNS}
        rows={list.data?.rides ?? []}
        rowKey={(row) => row.ride_id}
        query={list}
        maxHeight="calc(100vh - 420px)"
        header={
          <Typography variant="subtitle2" sx={{ px: 2, py: 1 }}>
            {list.data ? `${list.data.rides.length} unreconciled rides` : ''}
          </Typography>
        }
      />
    </Box>
  );
}
