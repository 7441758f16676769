/**
 * Where the broker trips of the webhook tests go: Mount Sinai to the Empire State Building, both in
 * Manhattan's zones, so an offer of them is a ride the demo can serve.
 */
export const TRIP_PLACES = {
  start_address: '1 Gustave L. Levy Pl, New York, NY',
  start_lat: 40.7903,
  start_lon: -73.9524,
  destination_address: '350 5th Ave, New York, NY',
  destination_lat: 40.7484,
  destination_lon: -73.9857,
} as const;
