import { webhooks as api, type CallInput, WEBHOOK_EVENT_UPDATED_ACTION } from '@fleetdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../api/client';
import { endpointQuery, queryKeyOf } from '../../api/endpointQuery';
import { useAppAction } from '../../api/realtime/useRealtime';

export type WebhooksQuery = NonNullable<CallInput<typeof api.listWebhooks>['query']>;

/** One page of the log; the previous page stays on screen while the next loads. */
export const useWebhooksQuery = (query: WebhooksQuery) =>
  useQuery({ ...endpointQuery(api.listWebhooks, { query }), placeholderData: keepPreviousData });

export const useVendorsQuery = () => useQuery({ ...endpointQuery(api.listVendors), staleTime: 5 * 60_000 });

/** One event (null: the address names none); its page shows a failure in place, so no toast too. */
export const useEventQuery = (id: number | null) =>
  useQuery({
    ...endpointQuery(api.getEvent, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    meta: { errors: { silent: true } },
  });

/** The log and any open event are read again when an exchange gets an attempt or a delivery moves on. */
export function useWebhooksLiveUpdates() {
  const queryClient = useQueryClient();
  useAppAction(WEBHOOK_EVENT_UPDATED_ACTION, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(api.listWebhooks) });
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(api.getEvent) });
  });
}

/** Replay: the delivery is queued again; the toast says so, the event is read again. */
export function useReplayEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api.replayEvent, { params: { id } }),
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(api.getEvent) });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(api.listWebhooks) });
    },
  });
}
