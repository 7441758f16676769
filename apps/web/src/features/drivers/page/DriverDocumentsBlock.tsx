import { Paper } from '@mui/material';
import { EntityDocumentsPanel } from '../../documents/panel/EntityDocumentsPanel';

/** The driver's documents; the documents panel carries its own heading and add menu. */
export function DriverDocumentsBlock({ driverId }: { driverId: number }) {
  return (
    <Paper component="section" aria-label="Documents" variant="outlined" sx={{ p: 2 }}>
      <EntityDocumentsPanel entityType="driver" entityId={driverId} heading="block" />
    </Paper>
  );
}
