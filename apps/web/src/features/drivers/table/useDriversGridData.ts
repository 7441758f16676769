import { DEFAULT_FLEET_ID, DEFAULT_FLEET_LABEL, drivers } from '@fleetdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useCompaniesQuery } from '../../rides/api/useCompaniesQuery';
import { useSettings } from '../../rides/dialogs/shared/useSettings';
import { driversQueryOf, type GridView } from './gridRules';

/** One page of GET /drivers for the grid's state; the previous page stays shown while the next loads. */
export function useDriversPage(view: GridView) {
  const query = driversQueryOf(view);
  return useQuery({
    queryKey: queryKeyOf(drivers.listDrivers, { query }),
    queryFn: ({ signal }) => callEndpoint(drivers.listDrivers, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The header filters' choices (spec 2 §6): only active affiliate companies; the fleets with the default
 * option (id 0). Fleet users have neither filter.
 */
export function useFilterOptions(isFleet: boolean) {
  const companies = useCompaniesQuery(!isFleet);
  const settings = useSettings();
  return {
    companies: (companies.data?.companies ?? [])
      .filter((company) => company.status === 'active' && company.type === 'affiliate')
      .map((company) => ({ value: String(company.id), label: company.name })),
    fleets: [
      { value: String(DEFAULT_FLEET_ID), label: DEFAULT_FLEET_LABEL },
      ...(settings.data?.fleets ?? []).map((fleet) => ({ value: String(fleet.id), label: fleet.name })),
    ],
  };
}
