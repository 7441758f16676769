import { Box, CircularProgress, Dialog, DialogContent } from '@mui/material';
import { ClosableDialogTitle } from '../../../../ui/dialogs/ClosableDialogTitle';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { useRideNotesQuery } from '../../api/useRideNotesQuery';
import { useRideQuery } from '../../api/useRideQuery';
import { useHasPermission, useIsFleet } from '../shared/useHasPermission';
import { BillingNotesPanel } from './BillingNotesPanel';
import { RideInfoPanel } from './RideInfoPanel';
import { RideLogPanel } from './RideLogPanel';

interface PreviewRideProps {
  rideId: number;
}

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    previewRide: PreviewRideProps;
  }
}

/** One ride in full: information and edit form, events and notes, billing notes (spec 1 §2.6). */
export function PreviewRideDialog({ rideId, open, onClose }: PreviewRideProps & DialogControl) {
  const isFleet = useIsFleet();
  const mayEditAll = useHasPermission('rides.update-dangerous-fields');
  const mayViewBilling = useHasPermission('rides.view-billing-notes') && !isFleet;
  const ride = useRideQuery(rideId, { showsError: true });
  const notes = useRideNotesQuery(rideId, { loadWebhooks: mayViewBilling });
  const otherNotes = (notes.data?.notes ?? []).filter((note) => note.category !== 'billing');

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xl" fullWidth aria-labelledby="preview-ride-title">
      <ClosableDialogTitle id="preview-ride-title" onClose={onClose}>
        Ride {rideId}
      </ClosableDialogTitle>
      <DialogContent dividers>
        {/* A failed refresh keeps the ride as last read, and the edits typed into it, and says so. */}
        {ride.data && <LoadFailed what={`Ride ${rideId}`} load={ride} sx={{ mb: 2 }} />}
        {ride.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={28} />
          </Box>
        ) : !ride.data ? (
          <LoadFailed what={`Ride ${rideId}`} load={ride} />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: {
                xs: '1fr',
                lg: mayViewBilling
                  ? 'minmax(0, 5fr) minmax(0, 4fr) minmax(0, 3fr)'
                  : 'minmax(0, 5fr) minmax(0, 4fr)',
              },
            }}
          >
            <RideInfoPanel ride={ride.data.ride} mayEditAll={mayEditAll} isFleet={isFleet} />
            <RideLogPanel
              rideId={rideId}
              events={ride.data.ride.events}
              notes={otherNotes}
              isFleet={isFleet}
            />
            {mayViewBilling && <BillingNotesPanel rideId={rideId} />}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
