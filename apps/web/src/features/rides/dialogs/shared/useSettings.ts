import { ENDPOINTS } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../api/endpointQuery';

/**
 * GET /settings (company 0): reference data that changes rarely, so it is kept for ten minutes; a
 * screen that must follow changes (the fleet selector's fleet list) asks for a refresh interval.
 */
export function useSettings({ refreshMs }: { refreshMs?: number } = {}) {
  return useQuery({
    ...endpointQuery(ENDPOINTS['settings.get'], { query: { company_id: 0 } }),
    staleTime: 10 * 60 * 1000,
    refetchInterval: refreshMs ?? false,
  });
}
