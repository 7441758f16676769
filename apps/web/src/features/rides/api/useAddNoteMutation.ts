import { ENDPOINTS, MESSAGES, type Note } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../../api/client';
import { queryKeyOf } from '../../../api/endpointQuery';

interface AddNoteOptions {
  category?: Note['category'];
  /** Gets the text of a note that was not added, to give it back to the user. */
  onFailure: (body: string) => void;
}

/** Adds a ride note; success and failure toasts use the spec's words (spec 1 §8). */
export function useAddNoteMutation(rideId: number, { category = 'ride', onFailure }: AddNoteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callEndpoint(ENDPOINTS['notes.create'], {
        body: { data: { entity_type: 'ride', entity_id: rideId, category, body } },
      }),
    meta: { errors: 'caller' },
    onSuccess: () => {
      enqueueSnackbar(MESSAGES.noteAdded, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['rides.notes']) });
    },
    onError: (error, body) => {
      console.error(error);
      enqueueSnackbar(MESSAGES.noteAddFailed, { variant: 'error' });
      onFailure(body);
    },
  });
}
