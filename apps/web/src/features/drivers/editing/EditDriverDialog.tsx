import { drivers } from '@fleetdesk/contract';
import { Alert, CircularProgress, Dialog, DialogContent } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { DriverFormDialog } from './DriverFormDialog';

interface EditDriverProps {
  driverId: number;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    editDriver: EditDriverProps;
  }
}

/** Edit driver (spec 2 §2): the driver loads, then the form opens on their values. */
export function EditDriverDialog({ driverId, open, onClose }: EditDriverProps & DialogControl) {
  const { data, error } = useQuery(endpointQuery(drivers.getDriver, { params: { id: driverId } }));
  if (data) return <DriverFormDialog driver={data.driver} open={open} onClose={onClose} />;
  return (
    <Dialog open={open} onClose={onClose} aria-label="Edit driver">
      <DialogContent sx={{ minWidth: 320, display: 'grid', placeItems: 'center' }}>
        {error ? (
          <Alert severity="error">{error.message}</Alert>
        ) : (
          <CircularProgress size={28} aria-label="Loading driver" />
        )}
      </DialogContent>
    </Dialog>
  );
}
