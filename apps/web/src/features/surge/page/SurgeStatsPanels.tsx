import { formatUsd, MESSAGES, type PendingRidesStats } from '@fleetdesk/contract';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

function Panel({ title, rows }: { title: string; rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 1.25, minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      {/* Focusable so a keyboard user can scroll a long list too. */}
      <Stack spacing={0.25} tabIndex={0} sx={{ maxHeight: 180, overflow: 'auto' }}>
        {rows.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {MESSAGES.noData}
          </Typography>
        )}
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

const agentRows = (list: PendingRidesStats['revived_per_agent']) =>
  list.map((a) => [a.name, a.count] as const);

/** Spec 3 §2 stats panels over today: trips per zone, boost, revived and assigned per agent, pax confirmed. */
export function SurgeStatsPanels({ stats }: { stats: PendingRidesStats | undefined }) {
  if (!stats) return null;
  const { confirmed, total } = stats.pax_confirmed;
  const share = total === 0 ? 0 : Math.round((confirmed / total) * 100);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.25 }}>
      <Panel title="Trips per zone" rows={stats.trips_per_zone.map((z) => [z.zone_name, z.count] as const)} />
      <Panel
        title="Boost per agent"
        rows={stats.boost_per_agent.map((a) => [a.name, `${a.count} · ${formatUsd(a.amount)}`] as const)}
      />
      <Panel title="Revived per agent" rows={agentRows(stats.revived_per_agent)} />
      <Panel title="Assigned per agent" rows={agentRows(stats.assigned_per_agent)} />
      <Panel
        title="Pax confirmed"
        rows={[
          ['Confirmed', `${confirmed} of ${total}`],
          ['Share', `${share}%`],
        ]}
      />
    </Box>
  );
}
