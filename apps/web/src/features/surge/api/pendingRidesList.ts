import { newerRide, type Ride, type SurgeRide } from '@fleetdesk/contract';

/** A surge ride arriving (a Plus $1 answer): it replaces the listed one unless that one is newer. */
export function withSurgeRide(rides: readonly SurgeRide[], arriving: SurgeRide): SurgeRide[] {
  return rides.map((ride) => (ride.id === arriving.id ? newerRide(ride, arriving) : ride));
}

const isOpenMarketplace = (ride: Ride) =>
  ride.status === 'pending' && ride.driver_id === null && ride.is_marketplace_ride;

/**
 * A ride event reaching the board (another dispatcher's Plus $1, an assignment): a ride that is no
 * longer an open marketplace ride leaves the table; a newer version of a listed one takes its price,
 * pickup and VIP flag; an older one changes nothing (spec 3 §4, a newer updated_at wins).
 */
export function withChangedRide(rides: readonly SurgeRide[], rideId: number, ride: Ride | null): SurgeRide[] {
  const listed = rides.find((row) => row.id === rideId);
  if (!listed) return [...rides];
  if (!ride || !isOpenMarketplace(ride)) return rides.filter((row) => row.id !== rideId);
  const arriving: SurgeRide = {
    ...listed,
    driver_net: ride.driver_net,
    surge_amount: ride.surge_amount,
    vendor_amount: ride.vendor_amount,
    pickup_at: ride.pickup_at,
    vendor_pickup_at: ride.vendor_pickup_at,
    vip: ride.vip,
    updated_at: ride.updated_at,
  };
  return withSurgeRide(rides, arriving);
}
