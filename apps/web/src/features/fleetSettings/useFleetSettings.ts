import { type CallResult, settings } from '@fleetdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../api/client';
import { endpointQuery, queryKeyOf } from '../../api/endpointQuery';

type FleetList = CallResult<typeof settings.getFleets>;
const FLEETS_KEY = queryKeyOf(settings.getFleets);

/** GET /admin/fleets: every fleet with its settings. */
export const useFleets = () => useQuery(endpointQuery(settings.getFleets));

/**
 * POST /admin/fleets/{id}: the box shows the new value at once (put back if the server refuses), then
 * the server's 'Fleet updated successfully', and the fleet list and the reference data (whose fleets
 * carry the flag) are read again.
 */
export function useUpdateFleet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; display_brokers_logo: boolean }) =>
      callEndpoint(settings.updateFleet, {
        params: { id: input.id },
        body: { display_brokers_logo: input.display_brokers_logo },
      }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: FLEETS_KEY });
      const before = queryClient.getQueryData<FleetList>(FLEETS_KEY);
      queryClient.setQueryData<FleetList>(
        FLEETS_KEY,
        (list) =>
          list && {
            fleets: list.fleets.map((f) =>
              f.id === input.id ? { ...f, display_brokers_logo: input.display_brokers_logo } : f,
            ),
          },
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(FLEETS_KEY, context.before);
    },
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
    },
    onSettled: () => {
      for (const read of [settings.getFleets, settings.getSettings])
        void queryClient.invalidateQueries({ queryKey: queryKeyOf(read) });
    },
  });
}
