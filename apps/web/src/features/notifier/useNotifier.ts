import { NOTIFY_POLL_MS, notifier } from '@fleetdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../api/client';
import { endpointQuery, queryKeyOf } from '../../api/endpointQuery';

/** GET /notifier/last-notification, read again every 5 seconds (spec 3 §9). */
export const useLastNotification = () =>
  useQuery({ ...endpointQuery(notifier.lastNotification), refetchInterval: NOTIFY_POLL_MS });

/** POST /notifier/notify-drivers: 'Drivers notified successfully', then the last notification is read again. */
export function useNotifyDrivers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sms: boolean) => callEndpoint(notifier.notifyDrivers, { body: { sms } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(notifier.lastNotification) }),
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
    },
  });
}
