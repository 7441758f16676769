import { cars, DOCUMENTS_PAGE_MAX, type DocumentEntityType, documents, drivers } from '@fleetdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { ApiError } from '../../../api/ApiError';
import { endpointQuery, queryKeyOf } from '../../../api/endpointQuery';

/**
 * Where document images are kept, new or rotated: private, served through signed links
 * (docs/decisions.md). A document's own `public` flag says nothing about its file.
 */
export const DOCUMENT_FILES = { location: 'documents', public: 0 } as const;

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
 * answers (their missing-or-expired flag) refresh. The caller shows errors. A 409 (someone changed the
 * document meanwhile) refreshes too, so the screens show the current copy to decide on again.
 */
export function useDocumentMutation<T, A extends { message: string }>(
  send: (input: T) => Promise<A>,
  options: { onDone?: (answer: A) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const endpoint of [
      documents.listDocuments,
      drivers.listDrivers,
      drivers.getDriver,
      cars.listCars,
      cars.getCar,
    ])
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
  };
  return useMutation({
    mutationFn: send,
    meta: options.onError ? { errors: 'caller' } : undefined,
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
      refresh();
      options.onDone?.(answer);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) refresh();
      options.onError?.(error);
    },
  });
}
