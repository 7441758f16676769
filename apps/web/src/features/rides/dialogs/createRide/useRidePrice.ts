import { ENDPOINTS } from '@fleetdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../api/client';
import type { EstimateSet } from './rideDraftStore';
import { pricingBody } from './rideRequest';
import type { RideDetailsInput } from './wizardSchemas';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const isClockOrEmpty = (text: string | undefined) => !text || CLOCK.test(text);

/** The price breakdown (POST /rides/price) of what step 3 holds now, once it can be priced. */
export function useRidePrice(companyId: number, estimates: EstimateSet, details: Partial<RideDetailsInput>) {
  const body = pricingBody(companyId, estimates, details as RideDetailsInput);
  const isReady =
    details.ride_estimate_id !== undefined &&
    (details.pickup_at_dates?.length ?? 0) > 0 &&
    CLOCK.test(details.pickup_at_time ?? '') &&
    isClockOrEmpty(details.return_at) &&
    isClockOrEmpty(details.appointment_at) &&
    Boolean(details.payment_type);
  return useQuery({
    queryKey: [ENDPOINTS['rides.price'].path, body],
    queryFn: ({ signal }) => callEndpoint(ENDPOINTS['rides.price'], { body }, { signal }),
    enabled: isReady,
    retry: false,
    // Step 3 shows the failure itself (or goes back to step 2 when the estimate expired).
    meta: { errors: { silent: true } },
    placeholderData: keepPreviousData,
  });
}
