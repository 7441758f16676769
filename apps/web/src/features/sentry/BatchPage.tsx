import { MESSAGES } from '@fleetdesk/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { RecordNotFound } from '../../app/pages/RecordNotFound';
import { Fact } from '../../ui/Fact';
import { LoadFailed } from '../../ui/LoadFailed';
import { SubmitAccess } from '../../ui/NoAccess';
import { isNotFoundError, recordIdOf } from '../../ui/recordId';
import { SortableTable } from '../../ui/table/SortableTable';
import {
  batchLogsQuery,
  batchQuery,
  useAssignRides,
  useExportBatch,
  useRunChecks,
  useSentryLiveUpdates,
} from './api';
import { BatchEditor } from './BatchEditor';
import { BatchFilesPanel } from './BatchFilesPanel';
import { BatchStatusChip } from './BatchStatusChip';
import { SentryTabs } from './SentryTabs';
import { money, nyDateTime } from './sentryView';

/** A button of a batch change: greyed while sending, 'Access denied' without sentry.manage. */
function ManageButton(props: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  isMain?: boolean;
  action: { isPending: boolean };
  onClick: () => void;
}) {
  return (
    <SubmitAccess permission="sentry.manage">
      <Button
        variant={props.isMain ? 'contained' : 'outlined'}
        startIcon={props.icon}
        disabled={props.disabled}
        loading={props.action.isPending}
        onClick={props.onClick}
      >
        {props.label}
      </Button>
    </SubmitAccess>
  );
}

/**
 * Batch detail (spec 3 §2): status, notes and dates with SAVE CHANGES; ASSIGN RIDES, VIEW RIDES, Run
 * batch checks, EXPORT; the last check's log lines; the file history beside it.
 */
export function BatchPage() {
  useSentryLiveUpdates();
  const pathId = recordIdOf(useParams().id);
  // Both reads show their failures in place (the page's notice, the log's table): no toast as well.
  const read = { enabled: pathId !== null, meta: { errors: { silent: true } } };
  const id = pathId ?? 0;
  const batch = useQuery({ ...batchQuery(id), ...read });
  const logs = useQuery({ ...batchLogsQuery(id), ...read });
  const assigning = useAssignRides();
  const checking = useRunChecks();
  const exporting = useExportBatch();
  const invoice = batch.data?.invoice;

  if (pathId === null || isNotFoundError(batch.error)) {
    return <RecordNotFound text="Batch not found." backTo="/sentry/batches" backLabel="Go to Batches" />;
  }
  if (batch.error && !batch.data) return <LoadFailed what={`Batch #${id}`} load={batch} />;
  if (!invoice) return <SentryTabs current="batches" title={`Batch #${id}`} />;
  const isAssembling = invoice.status === 'open' || invoice.status === 'checked';
  const params = { params: { id } };

  return (
    <Box>
      <SentryTabs current="batches" title={`Batch #${id}`} />
      {/* A refresh that failed keeps the batch on screen and says so. */}
      <LoadFailed what={`Batch #${id}`} load={batch} sx={{ mb: 2 }} />
      <Stack
        useFlexGap
        direction="row"
        spacing={1.5}
        sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button component={Link} to="/sentry/batches" startIcon={<ArrowBackIcon />} color="inherit">
          Batches
        </Button>
        <BatchStatusChip status={invoice.status} />
        <Typography variant="body2" color="text.secondary">
          Created {nyDateTime(invoice.created_at)} by {invoice.created_by ?? 'unknown'}
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 7 }}>
                <BatchEditor key={invoice.updated_at} invoice={invoice} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <Stack spacing={1.5}>
                  <Fact label="Rides" value={invoice.total_rides} />
                  <Fact label="Held back by the last check" value={invoice.problem_rides ?? 'Not checked'} />
                  <Fact label="Invoiced rides" value={invoice.invoiced_rides} />
                  <Fact label="Billed amount" value={money(invoice.billed_amount)} />
                </Stack>
              </Grid>
            </Grid>
            <Stack useFlexGap direction="row" spacing={1.5} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
              <ManageButton
                label="Assign rides"
                icon={<PlaylistAddOutlined />}
                disabled={!isAssembling}
                action={assigning}
                onClick={() => assigning.mutate(params)}
              />
              <Button
                variant="outlined"
                startIcon={<ListAltOutlined />}
                component={Link}
                to={`/sentry/rides?batch_id=${id}`}
              >
                View rides
              </Button>
              <ManageButton
                label="Run batch checks"
                icon={<FactCheckOutlined />}
                disabled={!isAssembling}
                action={checking}
                onClick={() => checking.mutate(params)}
              />
              <ManageButton
                label="Export"
                icon={<FileDownloadOutlined />}
                isMain
                disabled={!isAssembling && invoice.status !== 'exported'}
                action={exporting}
                onClick={() => exporting.mutate(params)}
              />
            </Stack>
          </Paper>
          <Paper variant="outlined" component="section" aria-label="Check log">
            <Typography variant="h6" sx={{ px: 2, pt: 1.5 }}>
              Check log
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
              A line per ride the last check held back from the invoice, and why.
            </Typography>
            <SortableTable
              label="Check log"
              columns={[
                { label: 'Ride', cell: (log) => `#${log.ride_id}` },
                { label: 'Why it cannot be billed', cell: (log) => log.note },
              ]}
              rows={logs.data?.logs ?? []}
              rowKey={(log) => log.id}
              onOpen={() => undefined}
              emptyText={MESSAGES.noData}
              load={logs}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <BatchFilesPanel batchId={id} />
        </Grid>
      </Grid>
    </Box>
  );
}
