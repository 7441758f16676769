import { MESSAGES } from '@fleetdesk/contract';
import { Box, CircularProgress, Typography } from '@mui/material';
import { memo } from 'react';
import { useViewer } from '../../../../app/guards/useViewer';
import { useRideQuery } from '../../api/useRideQuery';
import { useRideViewers } from '../../api/useRideViewers';
import { ConfirmedChecks } from './ConfirmedChecks';
import { DetailSection } from './DetailSection';
import { RideActionButtons } from './RideActionButtons';
import { RideNotesSection } from './RideNotesSection';
import { DriverSection, PassengerSection, RideTypeSection } from './RidePeopleSections';
import { FacilityNoteSection, RouteSection, ViewingAdminsSection } from './RideRouteSections';
import { RideStatusHeader } from './RideStatusHeader';

/**
 * The detail column: the sections of spec 1 §2.5 in their order. Memoised on the ride id: its multiline
 * note fields measure themselves on every render, which forced a layout of the whole page each time the
 * list changed.
 */
export const RideDetail = memo(function RideDetail({ rideId }: { rideId: number | null }) {
  const { isFleet } = useViewer();
  const ride = useRideQuery(rideId);
  useRideViewers(rideId, !isFleet);

  if (rideId === null) {
    return (
      <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
        {MESSAGES.selectRide}
      </Typography>
    );
  }
  if (!ride.data) {
    return (
      <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
        {ride.isError ? (
          <Typography color="error">{MESSAGES.somethingWrong}</Typography>
        ) : (
          <CircularProgress size={24} />
        )}
      </Box>
    );
  }
  const detail = ride.data.ride;
  return (
    <Box aria-label="Ride detail" role="region" sx={{ p: 1.5 }}>
      <RideStatusHeader ride={detail} />
      <PassengerSection ride={detail} />
      <DriverSection ride={detail} isFleet={isFleet} />
      <RideTypeSection ride={detail} />
      <FacilityNoteSection ride={detail} />
      <RouteSection ride={detail} />
      {!isFleet && <ViewingAdminsSection ride={detail} />}
      <RideNotesSection rideId={detail.id} canAdd={!isFleet} />
      <DetailSection title="Actions">
        <RideActionButtons ride={detail} />
        <ConfirmedChecks ride={detail} />
      </DetailSection>
    </Box>
  );
});
