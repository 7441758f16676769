import {
  RIDE_STATUS_LABELS,
  type Ride,
  TABLE_ADDRESS_MAX,
  VIEWING_ADMIN_NAME_MAX,
  zoneLabel,
} from '@fleetdesk/contract';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { countOf } from '../../../../ui/text/countOf';
import { nyDateTime } from '../../../../ui/time/nyFormat';
import { BrokerLogo } from '../../brokers/BrokerLogo';
import { formatUsd, fullName } from '../../dialogs/shared/format';
import { FavouriteStar } from '../detail/FavouriteStar';
import { cutText, latenessMinutes } from './rideRowRules';
import { VendorDelay } from './VendorDelay';

const NAME_MAX = 14;
const ZONE_NAME_MAX = 12;

export interface RideColumn {
  key: string;
  header: string;
  render: (ride: Ride, now: number) => ReactNode;
  align?: 'right';
  /**
   * Room for the column's longest content (cell padding included), as measured on the widest rows of a
   * 500-row page: the table renders only the rows in view, so a column sized by its content alone would
   * change width while scrolling.
   */
  minWidth?: string;
}

function Lateness({ minutes }: { minutes: number | null }) {
  if (minutes === null || minutes <= 0) return null;
  return (
    <Box
      component="span"
      sx={{ color: 'error.main', fontWeight: 600 }}
      title={`${countOf(minutes, 'minute')} late`}
    >
      +{minutes}m
    </Box>
  );
}

/** MM/DD h:mm A: the year is left out to keep the column narrow. */
const pickupLabel = (iso: string) => {
  const moment = nyDateTime(iso);
  return moment ? `${moment.date.slice(0, 5)} ${moment.time}` : '';
};

/** A zone cut to fit its column; the full name shows on hover. */
function ZoneCell({ name }: { name: string | null }) {
  const label = zoneLabel(name);
  return (
    <Box component="span" title={name ?? undefined}>
      {cutText(label, ZONE_NAME_MAX)}
    </Box>
  );
}

const money = (dollars: number | null) => (dollars === null ? '' : formatUsd(dollars));

const BASE_COLUMNS: readonly RideColumn[] = [
  { key: 'favourite', header: '', render: (ride) => <FavouriteStar rideId={ride.id} /> },
  { key: 'id', header: 'ID', minWidth: '9ch', render: (ride) => ride.id },
  { key: 'status', header: 'Status', minWidth: '20.5ch', render: (ride) => RIDE_STATUS_LABELS[ride.status] },
  { key: 'late', header: 'Late', render: (ride, now) => <Lateness minutes={latenessMinutes(ride, now)} /> },
  {
    key: 'pickup_at',
    header: 'Pickup time',
    minWidth: '16.5ch',
    render: (ride) => pickupLabel(ride.pickup_at),
  },
  { key: 'vendor_delay', header: 'Vendor', minWidth: '8ch', render: (ride) => <VendorDelay ride={ride} /> },
  {
    key: 'passenger',
    header: 'Passenger',
    minWidth: '17ch',
    render: (ride) => cutText(fullName(ride.first_name, ride.last_name), NAME_MAX),
  },
  {
    key: 'from',
    header: 'From',
    minWidth: '14ch',
    render: (ride) => cutText(ride.start_address, TABLE_ADDRESS_MAX),
  },
  {
    key: 'pickup_zone',
    header: 'PU zone',
    minWidth: '15ch',
    render: (ride) => <ZoneCell name={ride.pickup_zone_name} />,
  },
  {
    key: 'to',
    header: 'To',
    minWidth: '14.5ch',
    render: (ride) => cutText(ride.destination_address, TABLE_ADDRESS_MAX),
  },
  {
    key: 'destination_zone',
    header: 'DO zone',
    minWidth: '15ch',
    render: (ride) => <ZoneCell name={ride.destination_zone_name} />,
  },
  {
    key: 'driver',
    header: 'Driver',
    minWidth: '18.5ch',
    render: (ride) => cutText(fullName(ride.driver_first_name, ride.driver_last_name), NAME_MAX),
  },
];

const STAFF_COLUMNS: readonly RideColumn[] = [
  {
    key: 'company',
    header: 'Company',
    minWidth: '18ch',
    render: (ride) => cutText(ride.company_name, NAME_MAX),
  },
  { key: 'price', header: 'Price', align: 'right', render: (ride) => money(ride.ride_price) },
  { key: 'payment', header: 'Payment', render: (ride) => ride.payment_type },
  {
    key: 'viewers',
    header: 'Viewing',
    minWidth: '11.5ch',
    render: (ride) =>
      ride.admins
        .map((admin) => cutText(`${admin.first_name} ${admin.last_name}`, VIEWING_ADMIN_NAME_MAX))
        .join(', '),
  },
];

/** Fleet users see what their driver earns instead of the ride price, and no payment column. */
const FLEET_COLUMNS: readonly RideColumn[] = [
  { key: 'driver_net', header: 'Driver net', align: 'right', render: (ride) => money(ride.driver_net) },
];

/** A fleet whose Fleet Settings say so sees which broker each ride comes from, as its logo. */
const BROKER_COLUMN: RideColumn = {
  key: 'broker',
  header: 'Broker',
  minWidth: '11ch',
  render: (ride) => <BrokerLogo brokerKey={ride.company_broker_key} />,
};

// Built once, so a memoised row sees the same columns on every render.
const COLUMNS_FOR_FLEET: readonly RideColumn[] = [...BASE_COLUMNS, ...FLEET_COLUMNS];
// Beside the status, so it is in view without scrolling the board sideways.
const COLUMNS_FOR_FLEET_WITH_LOGOS: readonly RideColumn[] = COLUMNS_FOR_FLEET.flatMap((column) =>
  column.key === 'status' ? [column, BROKER_COLUMN] : [column],
);
const COLUMNS_FOR_STAFF: readonly RideColumn[] = [...BASE_COLUMNS, ...STAFF_COLUMNS];

export function rideColumnsFor(isFleet: boolean, brokerLogos = false): readonly RideColumn[] {
  if (!isFleet) return COLUMNS_FOR_STAFF;
  return brokerLogos ? COLUMNS_FOR_FLEET_WITH_LOGOS : COLUMNS_FOR_FLEET;
}
