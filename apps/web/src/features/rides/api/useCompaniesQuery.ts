import { ENDPOINTS } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';

/** Companies for the company selector; staff only (fleet users have no company filter). */
export function useCompaniesQuery(enabled: boolean) {
  return useQuery({ ...endpointQuery(ENDPOINTS['settings.companies']), staleTime: 10 * 60_000, enabled });
}
