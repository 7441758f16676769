import { ENDPOINTS } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';

interface RideNotesOptions {
  /** Each billing note carries the webhooks that sent it. */
  loadWebhooks?: boolean;
  /** Refresh on this interval (the billing notes, spec 1 §9); otherwise only when the ride changes. */
  refreshMs?: number;
}

/** The ride's notes. */
export function useRideNotesQuery(
  rideId: number,
  { loadWebhooks = false, refreshMs }: RideNotesOptions = {},
) {
  const query = loadWebhooks ? { load_webhooks: true } : {};
  return useQuery({
    ...endpointQuery(ENDPOINTS['rides.notes'], { params: { id: rideId }, query }),
    refetchInterval: refreshMs ?? false,
  });
}
