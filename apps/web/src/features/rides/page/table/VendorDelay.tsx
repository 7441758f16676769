import { vendorPickupDelay } from '@fleetdesk/contract';
import { Box } from '@mui/material';
import { countOf } from '../../../../ui/text/countOf';

/**
 * The vendor-pickup delay as "+Nm", highlighted above 10 minutes; nothing when the rule ignores it.
 * The rides table and the ride detail both show it.
 */
export function VendorDelay({ ride }: { ride: { pickup_at: string; vendor_pickup_at: string | null } }) {
  const delay = vendorPickupDelay(ride);
  if (!delay) return null;
  return (
    <Box
      component="span"
      title={`Vendor pickup ${countOf(delay.minutes, 'minute')} after the scheduled pickup`}
      data-highlighted={delay.highlighted}
      sx={
        delay.highlighted
          ? {
              px: 0.5,
              borderRadius: 0.5,
              bgcolor: 'warning.main',
              color: 'warning.contrastText',
              fontWeight: 600,
            }
          : { color: 'text.secondary' }
      }
    >
      +{delay.minutes}m
    </Box>
  );
}
