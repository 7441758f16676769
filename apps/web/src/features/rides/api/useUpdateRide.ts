import { ENDPOINTS, type RideUpdateBody } from '@fleetdesk/contract';
import { callEndpoint } from '../../../api/client';
import { type RideMutationOptions, useRideMutation } from '../dialogs/shared/useRideMutation';

type RideAnswer = Awaited<ReturnType<typeof sendUpdate>>;

const sendUpdate = (rideId: number, body: RideUpdateBody) =>
  callEndpoint(ENDPOINTS['rides.update'], { params: { id: rideId }, body });

/**
 * `POST /rides/{id}`: edits, status steps, cancellations and assignments, each one request. A field
 * edit and a status change go together in one body, which the server applies all or nothing.
 */
export function useUpdateRide(
  rideId: number,
  options: Omit<RideMutationOptions<RideUpdateBody, RideAnswer>, 'mutationFn'>,
) {
  return useRideMutation<RideUpdateBody, RideAnswer>({
    ...options,
    mutationFn: (body) => sendUpdate(rideId, body),
  });
}
