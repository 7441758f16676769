import type { AnyEndpoint, CallInput, CallResult } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from './client';
import { useAppAction } from './realtime/useRealtime';

/**
 * The hooks of an area whose reads all live under one path (e.g. `/billing/sentry`) and whose changes are
 * announced by one realtime action: its reads refresh after its own writes and after another user's.
 */
export function areaApi(pathPrefix: string, changeAction: string) {
  const isAreaQuery = (key: readonly unknown[]) =>
    typeof key[0] === 'string' && key[0].startsWith(pathPrefix);

  /** Reads the area again. */
  function useRefresh() {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ predicate: (query) => isAreaQuery(query.queryKey) });
  }

  /** Another user's change shows without a reload. */
  function useLiveUpdates() {
    const refresh = useRefresh();
    useAppAction(changeAction, () => void refresh());
  }

  /**
   * One write of the area: its answer's message is toasted and the area read again; a refusal is shown
   * by the shared error reporting (spec 3 §8: server errors are shown), or by `onError` when a form
   * puts it under its fields.
   */
  function useWrite<E extends AnyEndpoint>(
    endpoint: E,
    onDone?: (answer: CallResult<E>) => void,
    onError?: (error: Error) => void,
  ) {
    const refresh = useRefresh();
    return useMutation({
      mutationFn: (input: CallInput<E>) => callEndpoint(endpoint, input),
      meta: onError ? { errors: 'caller' } : undefined,
      onError,
      onSuccess: (answer) => {
        const { message } = answer as { message?: string };
        if (message) enqueueSnackbar(message, { variant: 'success' });
        onDone?.(answer);
        void refresh();
      },
    });
  }

  return { useLiveUpdates, useWrite };
}
