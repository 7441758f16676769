import { ENDPOINTS, type RideUpdateBody } from '@fleetdesk/contract';
import { callEndpoint } from '../../../api/client';
import { type RideMutationOptions, useRideMutation } from '../dialogs/shared/useRideMutation';

type RideAnswer = Awaited<ReturnType<typeof sendUpdate>>;
/** One body, or several sent one after the other. */
export type RideUpdates = RideUpdateBody | readonly [RideUpdateBody, ...RideUpdateBody[]];

const inOrder = (updates: RideUpdates) => ('length' in updates ? updates : ([updates] as const));

const sendUpdate = (rideId: number, body: RideUpdateBody) =>
  callEndpoint(ENDPOINTS['rides.update'], { params: { id: rideId }, body });

/**
 * `POST /rides/{id}`: edits, status steps, cancellations and assignments. A list of bodies is sent in
 * order, each after the first with the version the previous one answered (the edit form's status change
 * follows its field edit, spec 1 §4); the answer is the last one.
 */
export function useUpdateRide(
  rideId: number,
  options: Omit<RideMutationOptions<RideUpdates, RideAnswer>, 'mutationFn'>,
) {
  return useRideMutation<RideUpdates, RideAnswer>({
    ...options,
    mutationFn: async (updates) => {
      const [first, ...rest] = inOrder(updates);
      let answer = await sendUpdate(rideId, first);
      for (const body of rest)
        answer = await sendUpdate(rideId, { ...body, updated_at: answer.ride.updated_at });
      return answer;
    },
  });
}
