import { ENDPOINTS, VERSION_CHANGED_ACTION, VERSION_POLL_INTERVAL_MS } from '@fleetdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery } from '../../api/endpointQuery';
import { useAppAction } from '../../api/realtime/useRealtime';

const versionQuery = endpointQuery(ENDPOINTS['metrics.version']);

/** The server's version: polled every minute (also while idle) and pushed by `version.changed`. */
export function useServerVersion(): string | null {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    ...versionQuery,
    refetchInterval: VERSION_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    // A deploy restarts the server: failed polls in between are expected, not worth a toast.
    meta: { errors: { silent: true } },
  });
  useAppAction(VERSION_CHANGED_ACTION, (action) => {
    const { version } = action.payload;
    if (typeof version === 'string') queryClient.setQueryData(versionQuery.queryKey, { version });
  });
  return data?.version ?? null;
}
