import type { AnyEndpoint, CallInput, CallResult } from '@fleetdesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './client';

/**
 * Query key of a GET endpoint: its path first, so that `invalidateQueries({ queryKey: [endpoint.path] })`
 * refreshes every variant of one call.
 */
export function queryKeyOf<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>) {
  return input ? ([endpoint.path, input] as const) : ([endpoint.path] as const);
}

/** TanStack Query options for a GET endpoint; spread and extend them in a feature's hook. */
export function endpointQuery<E extends AnyEndpoint>(endpoint: E, input: CallInput<E> = {}) {
  return queryOptions<CallResult<E>>({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
  });
}
