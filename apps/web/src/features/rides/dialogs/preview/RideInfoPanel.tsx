import { RIDE_STATUS_LABELS, type Ride } from '@fleetdesk/contract';
import { Box, Divider, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrokerLogo } from '../../brokers/BrokerLogo';
import { useBrokerLogosShown } from '../../brokers/useBrokerLogosShown';
import { formatMiles, formatUsd, fullName } from '../shared/format';
import { RideEditForm } from './RideEditForm';
import { RideTimeline } from './RideTimeline';

const PAYMENT_LABELS = {
  account: 'Account',
  card: 'Card',
  facility: 'Facility',
  passenger: 'Passenger',
} as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface RideInfoPanelProps {
  ride: Ride;
  mayEditAll: boolean;
  isFleet: boolean;
}

/** What the ride is, who drives it, the timeline, and the edit form. */
export function RideInfoPanel({ ride, mayEditAll, isFleet }: RideInfoPanelProps) {
  const driverName = fullName(ride.driver_first_name, ride.driver_last_name);
  const brokerLogos = useBrokerLogosShown();
  // A card ride is charged its price and the processing fee (`amount`, decision 182), as the caption says.
  const shownPrice = ride.payment_type === 'card' ? ride.amount : ride.ride_price;
  return (
    <Stack spacing={1.5} component="section" aria-label="Ride information">
      <Typography variant="subtitle1" fontWeight={600}>
        Ride information
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}>
        <Fact label="Ride">
          <Link component={RouterLink} to={`/rides?search=id:${ride.id}`}>
            #{ride.id}
          </Link>
          {ride.reference_id ? ` · ${ride.reference_id}` : ''}
        </Fact>
        <Fact label="Company">
          {ride.company_name}
          {brokerLogos && ride.company_broker_key && (
            <Box sx={{ mt: 0.5 }}>
              <BrokerLogo brokerKey={ride.company_broker_key} />
            </Box>
          )}
        </Fact>
        <Fact label="Driver">
          {ride.driver_id ? (
            <Link component={RouterLink} to={`/driver/${ride.driver_id}`}>
              {driverName} (#{ride.driver_id})
            </Link>
          ) : (
            '—'
          )}
        </Fact>
        {!isFleet && <Fact label="Status">{RIDE_STATUS_LABELS[ride.status]}</Fact>}
        {!isFleet && <Fact label="Ride type">{ride.ride_type_display_name}</Fact>}
        {!isFleet && <Fact label="Seats">{ride.seats}</Fact>}
        <Fact label="Distance">{formatMiles(ride.distance)}</Fact>
        {isFleet ? (
          <Fact label="Driver net">{formatUsd(ride.driver_net)}</Fact>
        ) : (
          <Fact label="Payment">
            {PAYMENT_LABELS[ride.payment_type]}
            {shownPrice !== null && ` · ${formatUsd(shownPrice)}`}
            {ride.payment_type === 'card' && (
              <Typography variant="caption" color="text.secondary" component="div">
                Including Processing Fee
              </Typography>
            )}
          </Fact>
        )}
      </Box>
      <RideTimeline ride={ride} />
      <Divider />
      <RideEditForm ride={ride} mayEditAll={mayEditAll} isFleet={isFleet} />
    </Stack>
  );
}
