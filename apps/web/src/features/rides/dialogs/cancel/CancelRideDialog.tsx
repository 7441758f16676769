import { BROKER_NAMES, type BrokerKey, type Ride } from '@fleetdesk/contract';
import { DialogTitle, Typography } from '@mui/material';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../../ui/dialogs/FormDialog';
import { CancelForm } from './CancelForm';
import { cancelVariantOf } from './cancelVariant';
import { NoShowConfirm } from './NoShowConfirm';

interface CancelRideProps {
  ride: Ride;
  /** The fleet user's driver no-show variant. */
  noShow?: boolean;
}

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    cancelRide: CancelRideProps;
  }
}

/** Cancel Ride, in the variant the ride's broker needs (spec 1 §4). */
export function CancelRideDialog({ ride, noShow = false, open, onClose }: CancelRideProps & DialogControl) {
  const variant = cancelVariantOf(ride, noShow);
  const brokerName = BROKER_NAMES[ride.company_broker_key as BrokerKey] as string | undefined;
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        {variant === 'no_show' ? 'No Show' : `Cancel Ride ${ride.id}`}
        {variant !== 'no_show' && variant !== 'status' && brokerName && (
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            Cancelled at {brokerName} too
          </Typography>
        )}
      </DialogTitle>
      {variant === 'no_show' ? (
        <NoShowConfirm ride={ride} onClose={onClose} />
      ) : (
        <CancelForm ride={ride} variant={variant} onClose={onClose} />
      )}
    </FormDialog>
  );
}
