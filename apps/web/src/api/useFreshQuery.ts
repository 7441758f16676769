import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';

/**
 * The record an edit form opens on, read afresh when the form opens. A cached copy can be older than
 * the record (someone else's change, or a save whose refetch has not landed yet), and the form keeps
 * the copy it opened on (`useOpenedCopy`) and sends its `updated_at`: opened on an old copy, its save
 * would be refused as stale. So `data` is given only once read after mount; until then it is pending.
 */
export function useFreshQuery<T>(options: UseQueryOptions<T, Error, T, QueryKey>) {
  const query = useQuery({ ...options, refetchOnMount: 'always' });
  const isFresh = query.isFetchedAfterMount && query.data !== undefined;
  return {
    data: isFresh ? query.data : undefined,
    isPending: !isFresh && !query.error,
    error: query.error,
  };
}
