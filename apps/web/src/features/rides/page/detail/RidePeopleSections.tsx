import type { Ride } from '@fleetdesk/contract';
import { Alert, Button } from '@mui/material';
import { openDialog } from '../../../../ui/dialogs/dialogStore';
import { useNow } from '../../../../ui/time/useNow';
import { DriverStateSelect } from '../../../drivers/state/DriverStateSelect';
import { fullName } from '../../dialogs/shared/format';
import { DetailLine, DetailSection } from './DetailSection';
import { gpsStaleNote, paymentTypeLabel } from './rideDetailRules';

export function PassengerSection({ ride }: { ride: Ride }) {
  return (
    <DetailSection title="Passenger">
      <DetailLine label="Name" value={fullName(ride.first_name, ride.last_name)} />
      <DetailLine label="Phone" value={ride.phone_number} />
      <DetailLine label="Email" value={ride.email} />
      <DetailLine label="Passengers" value={ride.num_of_passengers} />
      <DetailLine label="Rider note" value={ride.rider_note} />
    </DetailSection>
  );
}

export function DriverSection({ ride, isFleet }: { ride: Ride; isFleet: boolean }) {
  const now = useNow(30_000);
  const staleNote = gpsStaleNote(ride, now);
  const driverName = fullName(ride.driver_first_name, ride.driver_last_name);
  const car = [ride.car_color, ride.car_make, ride.car_model, ride.car_year].filter(Boolean).join(' ');
  return (
    <DetailSection title="Driver and car">
      {ride.driver_id === null ? (
        <DetailLine label="Driver" value="Not assigned" />
      ) : (
        <>
          <DetailLine label="Driver" value={`${driverName} (#${ride.driver_id})`} />
          <DetailLine label="Phone" value={ride.driver_phone_number} />
          <DetailLine label="Fleet" value={ride.fleet_name} />
          <DetailLine label="Car" value={car} />
          <DetailLine label="Plate" value={ride.car_plate_number} />
          {ride.driver_state && <DriverStateSelect driverId={ride.driver_id} state={ride.driver_state} />}
          {staleNote && (
            <Alert severity="warning" sx={{ mt: 0.5, py: 0 }}>
              {staleNote}
            </Alert>
          )}
          {!isFleet && ride.driver_id !== null && (
            <Button
              size="small"
              sx={{ mt: 0.5 }}
              onClick={() => openDialog('reviveAll', { driverId: ride.driver_id as number, driverName })}
            >
              Revive all rides of this driver
            </Button>
          )}
        </>
      )}
    </DetailSection>
  );
}

export function RideTypeSection({ ride }: { ride: Ride }) {
  return (
    <DetailSection title="Ride type and payment">
      <DetailLine label="Ride type" value={ride.ride_type_display_name} />
      <DetailLine label="Seats" value={ride.seats} />
      <DetailLine label="Payment" value={paymentTypeLabel(ride.payment_type)} />
    </DetailSection>
  );
}
