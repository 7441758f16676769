import { ENDPOINTS } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';

/** The ride's notes; with `loadWebhooks` each billing note carries the webhooks that sent it. */
export function useRideNotesQuery(rideId: number, { loadWebhooks = false } = {}) {
  const query = loadWebhooks ? { load_webhooks: true } : {};
  return useQuery(endpointQuery(ENDPOINTS['rides.notes'], { params: { id: rideId }, query }));
}
