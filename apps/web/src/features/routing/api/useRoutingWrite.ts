import type { AnyEndpoint, CallInput, CallResult } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../../api/client';
import { queryKeyOf } from '../../../api/endpointQuery';
import { ROUTING_READS } from './routingQueries';

/**
 * One routing write (spec 3 §7): the server's success toast (spec 3 §8), unless `toast` says otherwise,
 * then every routing read refreshes. Failures get the shared error toast.
 */
export function useRoutingWrite<E extends AnyEndpoint & { response: unknown }>(
  endpoint: E,
  options: {
    toast?: (answer: CallResult<E>) => string;
    onDone?: (answer: CallResult<E>) => void;
    /** A form shows the failure itself (its fields' messages). */
    onError?: (error: unknown) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<E>) => callEndpoint(endpoint, input),
    meta: options.onError ? { errors: 'caller' } : undefined,
    onError: options.onError,
    onSuccess: (answer) => {
      const message = options.toast?.(answer) ?? (answer as { message?: string }).message;
      if (message) enqueueSnackbar(message, { variant: 'success' });
      for (const read of ROUTING_READS) void queryClient.invalidateQueries({ queryKey: queryKeyOf(read) });
      options.onDone?.(answer);
    },
  });
}
