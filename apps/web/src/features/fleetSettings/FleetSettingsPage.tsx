import { type Fleet, MESSAGES } from '@fleetdesk/contract';
import {
  Box,
  Checkbox,
  Chip,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { PageTitle } from '../../app/pages/PageTitle';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFleets, useUpdateFleet } from './useFleetSettings';

function StatusChip({ status }: { status: Fleet['status'] }) {
  return (
    <Chip
      size="small"
      label={status === 'active' ? 'Active' : 'Inactive'}
      color={status === 'active' ? 'success' : 'default'}
      variant="outlined"
    />
  );
}

/** /settings/fleets (spec 3 §2): each fleet's name, status and whether its users see brokers' logos. */
export function FleetSettingsPage() {
  const fleets = useFleets();
  const update = useUpdateFleet();
  const pendingId = update.isPending ? update.variables?.id : undefined;
  const rows = fleets.data?.fleets ?? [];

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle>Fleet Settings</PageTitle>
      <LoadFailed what="Fleets" load={fleets} sx={{ mb: 2 }} />
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{fleets.isFetching && <LinearProgress aria-label="Loading fleets" />}</Box>
        <Table size="small" aria-label="Fleets">
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
              <TableCell>Name</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="center">Display Broker's Logo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !fleets.error && (
              <TableRow>
                <TableCell colSpan={3} sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
                  {fleets.isPending ? '' : MESSAGES.noData}
                </TableCell>
              </TableRow>
            )}
            {rows.map((fleet) => (
              <TableRow key={fleet.id}>
                <TableCell>{fleet.name}</TableCell>
                <TableCell>
                  <StatusChip status={fleet.status} />
                </TableCell>
                <TableCell align="center" padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={fleet.display_brokers_logo}
                    disabled={pendingId === fleet.id}
                    slotProps={{ input: { 'aria-label': `Display Broker's Logo for ${fleet.name}` } }}
                    onChange={(event) =>
                      update.mutate({ id: fleet.id, display_brokers_logo: event.target.checked })
                    }
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
