import { type Ride, VIEWING_ADMIN_NAME_MAX, zoneLabel } from '@fleetdesk/contract';
import { Box, Chip, TextField, Typography } from '@mui/material';
import { formatNyDateTime } from '../../../../ui/time/nyFormat';
import { formatMiles } from '../../dialogs/shared/format';
import { cutText } from '../table/rideRowRules';
import { VendorDelay } from '../table/VendorDelay';
import { DetailLine, DetailSection } from './DetailSection';

const dateTime = (iso: string | null) => formatNyDateTime(iso) || null;

/** The facility's note travels with the ride for the office only; the driver never sees it. */
export function FacilityNoteSection({ ride }: { ride: Ride }) {
  if (!ride.company_is_facility) return null;
  return (
    <DetailSection title="Facility note">
      <TextField
        label="Facility note (not for the driver)"
        value={ride.trip_note ?? ''}
        placeholder="No note"
        size="small"
        fullWidth
        multiline
        slotProps={{ htmlInput: { readOnly: true } }}
        sx={{ mt: 0.5 }}
      />
    </DetailSection>
  );
}

export function RouteSection({ ride }: { ride: Ride }) {
  return (
    <DetailSection title="Route and times">
      <DetailLine label="Pickup" value={ride.start_address} />
      <DetailLine label="Pickup zone" value={zoneLabel(ride.pickup_zone_name)} />
      <DetailLine label="Dropoff" value={ride.destination_address} />
      <DetailLine label="Dropoff zone" value={zoneLabel(ride.destination_zone_name)} />
      <DetailLine label="Pickup at" value={dateTime(ride.pickup_at)} />
      <DetailLine
        label="Vendor pickup"
        value={
          ride.vendor_pickup_at ? (
            <>
              {dateTime(ride.vendor_pickup_at)} <VendorDelay ride={ride} />
            </>
          ) : null
        }
      />
      <DetailLine label="Arrived" value={dateTime(ride.arrived_at)} />
      <DetailLine label="Picked up" value={dateTime(ride.picked_up_at)} />
      <DetailLine label="Dropoff at" value={dateTime(ride.actual_dropoff_at ?? ride.dropoff_at)} />
      <DetailLine label="Distance" value={formatMiles(ride.distance)} />
      <DetailLine label="Duration" value={`${Math.round(ride.duration / 60)} min`} />
      <DetailLine label="Pickup note" value={ride.pickup_note} />
    </DetailSection>
  );
}

/** Other staff with this ride open right now (hidden for fleet users). */
export function ViewingAdminsSection({ ride }: { ride: Ride }) {
  return (
    <DetailSection title="Viewing now">
      {ride.admins.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Nobody
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {ride.admins.map((admin) => {
            const name = `${admin.first_name} ${admin.last_name}`;
            return (
              <Chip key={admin.id} size="small" title={name} label={cutText(name, VIEWING_ADMIN_NAME_MAX)} />
            );
          })}
        </Box>
      )}
    </DetailSection>
  );
}
