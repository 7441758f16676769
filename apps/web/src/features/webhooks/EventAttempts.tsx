import type { WebhookEvent } from '@fleetdesk/contract';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Paper, Stack, Tab, TableContainer, Tabs, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { SubmitAccess } from '../../ui/NoAccess';
import { type SortableColumn, SortableTable } from '../../ui/table/SortableTable';
import { formatNyDateTime } from '../../ui/time/nyFormat';
import { useReplayEvent } from './api';
import { AttemptStatusChip } from './StatusChips';
import { ATTEMPT_TABS, type AttemptTab, attemptsOfTab } from './webhooksView';

type Attempt = WebhookEvent['webhooks'][number];

const COLUMNS: readonly SortableColumn<Attempt, never>[] = [
  { label: 'Attempt', cell: (row) => `#${row.id}` },
  { label: 'Status', cell: (row) => <AttemptStatusChip status={row.status} /> },
  { label: 'Created', cell: (row) => formatNyDateTime(row.created_at) },
  { label: 'URL', cell: (row) => <code>{row.url}</code> },
  { label: 'Status code', cell: (row) => row.response_status_code ?? '—' },
  { label: 'Time', cell: (row) => (row.response_time === null ? '—' : `${row.response_time} ms`) },
  {
    label: 'Trace',
    cell: (row) => (
      <Box sx={{ whiteSpace: 'normal', minWidth: 320, fontSize: 12 }}>
        {row.exception && <Box sx={{ color: 'error.main' }}>{row.exception}</Box>}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {row.trace ?? '—'}
        </Box>
      </Box>
    ),
  },
];

/** The attempts of the past 15 days in tabs All, Succeeded and Failed, and Replay for a delivery. */
export function EventAttempts({ event }: { event: WebhookEvent }) {
  const [tab, setTab] = useState<AttemptTab>('all');
  const replay = useReplayEvent(event.id);
  const count = (key: AttemptTab) => attemptsOfTab(event.webhooks, key).length;
  const replayButton = (
    <Button
      variant="contained"
      startIcon={<ReplayIcon />}
      disabled={!event.can_replay}
      loading={replay.isPending}
      onClick={() => replay.mutate()}
    >
      Replay
    </Button>
  );
  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" sx={{ mr: 3 }}>
          Attempts
        </Typography>
        <Tabs value={tab} onChange={(_e, next: AttemptTab) => setTab(next)} aria-label="Attempts">
          {ATTEMPT_TABS.map(([key, label]) => (
            <Tab key={key} value={key} label={`${label} (${count(key)})`} />
          ))}
        </Tabs>
        <Box sx={{ flex: 1 }} />
        {event.can_replay ? (
          <SubmitAccess permission="developer.replay_webhooks">{replayButton}</SubmitAccess>
        ) : (
          <Tooltip title="Only an outbound delivery to a broker can be replayed">
            <span>{replayButton}</span>
          </Tooltip>
        )}
      </Stack>
      {/* The trace keeps 320 px: on a narrow window the table scrolls here, not the whole page. */}
      <TableContainer>
        <SortableTable
          label="Attempts"
          columns={COLUMNS}
          rows={attemptsOfTab(event.webhooks, tab)}
          rowKey={(row) => row.id}
          onOpen={() => undefined}
          emptyText="No attempts in the past 15 days"
        />
      </TableContainer>
    </Paper>
  );
}
