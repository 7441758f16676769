import { cars, DOCUMENTS_PAGE_MAX, type DocumentEntityType, documents, drivers } from '@fleetdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { endpointQuery, queryKeyOf } from '../../../api/endpointQuery';

/** Every document of one driver or car, whatever its status or date (the entity panels). */
export function useEntityDocuments(entityType: DocumentEntityType, entityId: number) {
  return useQuery(
    endpointQuery(documents.listDocuments, {
      query: {
        entity_type: entityType,
        entity_id: entityId,
        statuses: ['pending', 'valid', 'invalid'],
        range: 0,
        per_page: DOCUMENTS_PAGE_MAX,
        sort_by: 'type',
        sort_by_type: 'asc',
      },
    }),
  );
}

/**
 * A write to a document: the server's toast (spec 2 §8), then the document lists and the driver and car
 * answers (their missing-or-expired flag) refresh. The caller shows errors.
 */
export function useDocumentMutation<T, A extends { message: string }>(
  send: (input: T) => Promise<A>,
  options: { onDone?: (answer: A) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: options.onError ? { errors: 'caller' } : undefined,
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
      for (const endpoint of [
        documents.listDocuments,
        drivers.listDrivers,
        drivers.getDriver,
        cars.listCars,
        cars.getCar,
      ])
        void queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
      options.onDone?.(answer);
    },
    onError: options.onError,
  });
}
