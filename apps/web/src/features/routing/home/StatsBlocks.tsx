import { MESSAGES, type RoutingStats } from '@fleetdesk/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { ridesByTypeName } from '../routeView';

export const NO_HOURLY_STATS = 'No hourly stats found';

/** A titled block of the left side. */
export function StatsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={title}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value rows of a block. */
export function StatLines({ lines }: { lines: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Stack spacing={0.5}>
      {lines.map(([label, value]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The hourly stats accordion: rides of each New York hour by routing state. */
export function HourlyStats({ stats }: { stats: RoutingStats | undefined }) {
  const hours = stats?.hourly_stats ?? [];
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2">Hourly stats</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0, maxHeight: 320, overflow: 'auto' }}>
        <Table size="small" aria-label="Hourly stats" sx={{ '& td, & th': { px: 0.75 } }}>
          <TableHead>
            <TableRow>
              {['Hour', 'Rides', 'Unprocessed', 'Assigned', 'Processed'].map((label) => (
                <TableCell key={label}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {hours.map((row) => (
              <TableRow key={row.hour}>
                <TableCell>{hourLabel(row.hour)}</TableCell>
                <TableCell>{row.rides}</TableCell>
                <TableCell>{row.unprocessed_rides}</TableCell>
                <TableCell>{row.assigned_rides}</TableCell>
                <TableCell>{row.processed_rides}</TableCell>
              </TableRow>
            ))}
            {hours.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center">
                  {NO_HOURLY_STATS}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}

/** General stats, POOL and rides by type. */
export function DayStats({ stats }: { stats: RoutingStats | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? '—' : n);
  const byType = stats?.rides_by_type ?? [];
  return (
    <>
      <StatsCard title="General stats">
        <StatLines
          lines={[
            ['Rides', value(stats?.rides)],
            ['Unprocessed rides', value(stats?.unprocessed_rides)],
            ['Assigned rides', value(stats?.assigned_rides)],
            ['Processed rides', value(stats?.processed_rides)],
            ['Routes', value(stats?.routes)],
            ['Routed routes', value(stats?.routed_routes)],
            ['Standing orders', value(stats?.standing_orders)],
            ['Average rides', stats ? stats.average_rides.toFixed(1) : '—'],
            ['Pending jobs', value(stats?.pending_jobs)],
          ]}
        />
      </StatsCard>
      <StatsCard title="POOL">
        <StatLines
          lines={[
            ['Pooled rides', value(stats?.pooled_rides)],
            ['Pooled processed rides', value(stats?.pooled_processed_rides)],
          ]}
        />
      </StatsCard>
      <StatsCard title="Rides by type">
        {byType.length === 0 ? (
          <Typography variant="body2">{MESSAGES.noData}</Typography>
        ) : (
          <StatLines lines={ridesByTypeName(byType)} />
        )}
      </StatsCard>
    </>
  );
}
