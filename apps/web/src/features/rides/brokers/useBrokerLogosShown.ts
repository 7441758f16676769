import { settings } from '@fleetdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useAppAction } from '../../../api/realtime/useRealtime';
import { useAppStore } from '../../../store/appStore';
import { useSettings } from '../dialogs/shared/useSettings';

/**
 * True for a fleet user whose fleet shows brokers' logos (Fleet Settings, spec 3 §2). The flag comes with
 * the fleet in GET /settings; a change made meanwhile (`fleet.updated`, sent to the fleet) reads it again.
 */
export function useBrokerLogosShown(): boolean {
  const user = useAppStore((state) => state.user);
  const isFleet = user?.is_fleet ?? false;
  const queryClient = useQueryClient();
  const reference = useSettings();
  useAppAction('fleet.updated', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(settings.getSettings) });
  });
  if (!isFleet) return false;
  const fleet = reference.data?.fleets.find((f) => f.id === user?.fleet_id);
  return fleet?.display_brokers_logo ?? false;
}
