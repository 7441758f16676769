import { MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError';
import { type ErrorReportOptions, reportError } from './reportError';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    queryMeta: { errors?: ErrorReportOptions };
    /** 'caller': the mutation's own onError shows the error (e.g. on form fields). */
    mutationMeta: { errors?: ErrorReportOptions | 'caller' };
  }
}

const MAX_RETRIES = 2;

/** Answers of 4xx will not change by asking again. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** Every failed query and mutation is reported once, here, unless its `meta.errors` says otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta?.errors) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const options = mutation.meta?.errors;
        if (options !== 'caller') reportError(error, options);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 15_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/** A list the user refreshes themselves (`refetchOnWindowFocus: false`) must not move under them. */
const isRefreshedByUser = (query: Query) =>
  query.observers.some((observer) => observer.options.refetchOnWindowFocus === false);

/**
 * Live events were missed (the socket dropped): everything is read again, at once for what is on
 * screen, as those events would have made it; lists the user refreshes themselves stay as they are.
 */
export function refreshAfterMissedEvents(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => !isRefreshedByUser(query) });
}
