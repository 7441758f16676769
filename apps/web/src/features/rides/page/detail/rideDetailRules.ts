import { MESSAGES, type Ride, STALE_GPS_MINUTES } from '@fleetdesk/contract';

/** Statuses in which the driver's live position matters (spec 1 §4 "Driver location"). */
const LOCATED_STATUSES: readonly Ride['status'][] = [
  'assigned',
  'accepted',
  'arrived',
  'arriving',
  'in_progress',
];

/** 'GPS last updated N minutes ago' once the driver's position is older than 2 minutes; else null. */
export function gpsStaleNote(
  ride: Pick<Ride, 'status' | 'driver_id' | 'driver_location_updated_at'>,
  now: number,
): string | null {
  if (ride.driver_id === null || !LOCATED_STATUSES.includes(ride.status)) return null;
  if (!ride.driver_location_updated_at) return null;
  const age = now - Date.parse(ride.driver_location_updated_at);
  if (age <= STALE_GPS_MINUTES * 60_000) return null;
  return MESSAGES.gpsStale.replace('{n}', String(Math.floor(age / 60_000)));
}

const PAYMENT_TYPE_LABELS: Readonly<Record<Ride['payment_type'], string>> = {
  account: 'Account',
  card: 'Card',
  facility: 'Facility',
  passenger: 'Passenger',
};
export const paymentTypeLabel = (type: Ride['payment_type']) => PAYMENT_TYPE_LABELS[type];
