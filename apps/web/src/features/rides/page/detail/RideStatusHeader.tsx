import { DETAIL_COMPANY_NAME_MAX, RIDE_STATUS_LABELS, type Ride } from '@fleetdesk/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { openDialog } from '../../../../ui/dialogs/dialogStore';
import { BrokerLogo } from '../../brokers/BrokerLogo';
import { useBrokerLogosShown } from '../../brokers/useBrokerLogosShown';
import { useHasPermission } from '../../dialogs/shared/useHasPermission';
import { cutText, STATUS_ROW_COLORS } from '../table/rideRowRules';
import { FavouriteStar } from './FavouriteStar';

/** Id, reference id, status text and the company cut to 16 characters (with its broker's logo where shown). */
export function RideStatusHeader({ ride }: { ride: Ride }) {
  const brokerLogos = useBrokerLogosShown();
  const mayOpenOrders = useHasPermission('rides.standing-orders');
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, pb: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <FavouriteStar rideId={ride.id} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2 }}>
          Ride #{ride.id}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {ride.reference_id ? `Ref ${ride.reference_id} · ` : ''}
          <span title={ride.company_name}>{cutText(ride.company_name, DETAIL_COMPANY_NAME_MAX)}</span>
        </Typography>
        {ride.standing_order_id !== null && (
          // Made by a standing order's job: the link opens that order (decision 140).
          <Chip
            label="Standing order"
            size="small"
            variant="outlined"
            color="primary"
            sx={{ mt: 0.5, display: 'flex', width: 'fit-content' }}
            {...(mayOpenOrders
              ? {
                  component: RouterLink,
                  to: `/standing-orders?id=${ride.standing_order_id}`,
                  clickable: true,
                }
              : {})}
          />
        )}
        {brokerLogos && ride.company_broker_key && (
          <Box sx={{ mt: 0.5 }}>
            <BrokerLogo brokerKey={ride.company_broker_key} />
          </Box>
        )}
      </Box>
      <Chip
        label={RIDE_STATUS_LABELS[ride.status]}
        size="small"
        sx={{ bgcolor: STATUS_ROW_COLORS[ride.status], fontWeight: 600, border: 1, borderColor: 'divider' }}
      />
      <Tooltip title="Open ride">
        <IconButton
          size="small"
          aria-label="Open ride"
          onClick={() => openDialog('previewRide', { rideId: ride.id })}
        >
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
