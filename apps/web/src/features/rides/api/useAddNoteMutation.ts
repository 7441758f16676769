import { ENDPOINTS, MESSAGES, type Note } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { endedSession } from '../../../api/ApiError';
import { callEndpoint } from '../../../api/client';
import { queryKeyOf } from '../../../api/endpointQuery';
import { isCutOffByLeavingPage } from '../../../api/leavingPage';

interface AddNoteOptions {
  category?: Note['category'];
  /** Gets the text of a note that was not added, to give it back to the user. */
  onFailure: (body: string) => void;
}

/**
 * Adds a ride note; success and failure toasts use the spec's words (spec 1 §8). A note cut off by a
 * reload or a navigation is not handed back.
 */
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
      // The note most likely reached the server: given back, it would be kept as a draft through
      // the reload and could be sent twice.
      if (isCutOffByLeavingPage(error)) return;
      // A session that ended keeps the note as a draft for after sign-in, without the failure toast.
      if (!endedSession(error)) enqueueSnackbar(MESSAGES.noteAddFailed, { variant: 'error' });
      onFailure(body);
    },
  });
}
