import { ENDPOINTS, MESSAGES } from '@fleetdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { endedSession } from '../../api/ApiError';
import { callEndpoint } from '../../api/client';
import { endpointQuery, queryKeyOf } from '../../api/endpointQuery';
import { type NotedEntityType, panelNoteCategory } from './entityNotes';

/** Every note of one driver or car (one page of the server's maximum, newest first). */
export function useEntityNotesQuery(entityType: NotedEntityType, entityId: number) {
  return useQuery({
    ...endpointQuery(ENDPOINTS['notes.list'], { query: { entity_type: entityType, entity_id: entityId } }),
    // The panel shows a failure in place.
    meta: { errors: { silent: true } },
  });
}

/** Adds a note to a driver or car with the spec's toasts (spec 1 §8); a failure hands the text back. */
export function useAddEntityNote(
  entityType: NotedEntityType,
  entityId: number,
  onFailure: (body: string) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callEndpoint(ENDPOINTS['notes.create'], {
        body: {
          data: {
            entity_type: entityType,
            entity_id: entityId,
            category: panelNoteCategory(entityType),
            body,
          },
        },
      }),
    meta: { errors: 'caller' },
    onSuccess: () => {
      enqueueSnackbar(MESSAGES.noteAdded, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['notes.list']) });
    },
    onError: (error, body) => {
      console.error(error);
      if (!endedSession(error)) enqueueSnackbar(MESSAGES.noteAddFailed, { variant: 'error' });
      onFailure(body);
    },
  });
}
