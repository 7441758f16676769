import type { webhooks as contract } from '@fleetdesk/contract';

type BrokerInboundBody = contract.BrokerInboundBody;
type BrokerTrip = BrokerInboundBody['trip'];

/**
 * Where the broker trips of the webhook tests go: Mount Sinai to the Empire State Building, both in
 * Manhattan's zones, so an offer of them is a ride the demo can serve.
 */
const TRIP_PLACES = {
  start_address: '1 Gustave L. Levy Pl, New York, NY',
  start_lat: 40.7903,
  start_lon: -73.9524,
  destination_address: '350 5th Ave, New York, NY',
  destination_lat: 40.7484,
  destination_lon: -73.9857,
} as const;

/** A broker's offer of Rosa Parks' trip between those places, with the fields a test adds or changes. */
export const tripOffer = (
  referenceId: string,
  eventId: string,
  trip: Partial<BrokerTrip> = {},
): BrokerInboundBody => ({
  event_id: eventId,
  type: 'trip.offered',
  trip: {
    reference_id: referenceId,
    pickup_at: '2030-03-04T14:30:00-05:00',
    first_name: 'Rosa',
    last_name: 'Parks',
    ...TRIP_PLACES,
    vendor_amount: 42.5,
    ...trip,
  },
});
