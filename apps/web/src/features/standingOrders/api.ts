import {
  type AnyEndpoint,
  standingOrders as api,
  type CallInput,
  type CallResult,
} from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../api/client';
import { useAppAction } from '../../api/realtime/useRealtime';

/** Every query of the area: their keys start with its path. */
const isStandingOrderQuery = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith('/standing-orders');

export function useRefreshStandingOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => isStandingOrderQuery(query.queryKey) });
}

/** Another user's change (or the job's last problem) shows without a reload. */
export function useStandingOrderLiveUpdates() {
  const refresh = useRefreshStandingOrders();
  useAppAction(api.STANDING_ORDER_ACTION, () => void refresh());
}

/** One write: its answer's message is toasted and the list read again; refusals use the shared reporting. */
function useStandingOrderWrite<E extends AnyEndpoint>(endpoint: E, onDone?: (answer: CallResult<E>) => void) {
  const refresh = useRefreshStandingOrders();
  return useMutation({
    mutationFn: (input: CallInput<E>) => callEndpoint(endpoint, input),
    onSuccess: (answer) => {
      const { message } = answer as { message?: string };
      if (message) enqueueSnackbar(message, { variant: 'success' });
      onDone?.(answer);
      void refresh();
    },
  });
}

export const useCreateStandingOrder = (onDone: () => void) =>
  useStandingOrderWrite(api.createStandingOrder, onDone);
export const useUpdateStandingOrder = (onDone: () => void) =>
  useStandingOrderWrite(api.updateStandingOrder, onDone);
export const useSetStandingOrderStatus = () => useStandingOrderWrite(api.setStandingOrderStatus);
