import { DEFAULT_FLEET_ID, DEFAULT_FLEET_LABEL, drivers } from '@fleetdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
    // A new page of up to 500 drivers rarely shares anything with the last one: comparing them deeply
    // before every render would only cost time.
    structuralSharing: false,
  });
}

/**
 * The header filters' choices (spec 2 §6): only active affiliate companies; the fleets with the default
 * option (id 0). Fleet users have neither filter. The lists keep their identity while their data does, so
 * the grid's columns are not built again on every render.
 */
export function useFilterOptions(isFleet: boolean) {
  const companies = useCompaniesQuery(!isFleet).data?.companies;
  const fleets = useSettings().data?.fleets;
  return {
    companies: useMemo(
      () =>
        (companies ?? [])
          .filter((company) => company.status === 'active' && company.type === 'affiliate')
          .map((company) => ({ value: String(company.id), label: company.name })),
      [companies],
    ),
    fleets: useMemo(
      () => [
        { value: String(DEFAULT_FLEET_ID), label: DEFAULT_FLEET_LABEL },
        ...(fleets ?? []).map((fleet) => ({ value: String(fleet.id), label: fleet.name })),
      ],
      [fleets],
    ),
  };
}
