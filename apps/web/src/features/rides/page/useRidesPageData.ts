import { defaultRideDays } from '@fleetdesk/contract';
import { useEffect, useMemo } from 'react';
import { useAppStore } from '../../../store/appStore';
import { useRidesQuery } from '../api/useRidesQuery';
import { useSettings } from '../dialogs/shared/useSettings';
import { selectRide, useRidesPageStore } from './ridesPageStore';
import { buildRidesQuery } from './searchQuery';
import { favouritesFirst, rowCountAfterLoad, selectionAfterLoad } from './table/rideRowRules';

/**
 * The page's search turned into the GET /rides call, and what follows each load: the row count rule
 * and the selection rule of spec 1 §4.
 */
export function useRidesPageData(isFleet: boolean) {
  const page = useRidesPageStore();
  const view = useAppStore((state) => state.ridesView);
  const chips = useAppStore((state) => state.rideChips);
  const filters = useAppStore((state) => state.rideFilters);
  const favouriteIds = useAppStore((state) => state.favouriteRideIds);
  const settings = useSettings();

  const search = buildRidesQuery({
    chips,
    statusTab: view.statusTab,
    quickFilter: view.quickFilter,
    affiliateStatuses: settings.data?.default_affiliates_status ?? [],
    filters,
    dayRange: view.dayRange,
    defaultRange: defaultRideDays(Date.now()),
    zones: view.zones,
    destinationZones: view.destinationZones,
    favouriteIds,
    isFleet,
    atRisk: page.atRisk,
  });
  const searchKey = JSON.stringify(search);
  const rides = useRidesQuery({ ...search, page: page.page, per_page: page.perPage });

  // A change of search (not of page) makes the total unknown again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey and perPage are the triggers
  useEffect(() => useRidesPageStore.setState({ rowCount: -1 }), [searchKey, page.perPage]);

  const loaded = rides.isPlaceholderData ? undefined : rides.data;
  useEffect(() => {
    if (!loaded) return;
    const { page: current, perPage, selectedRideId, rowCount } = useRidesPageStore.getState();
    const rows = loaded.rides.data;
    useRidesPageStore.setState({
      rowCount: rowCountAfterLoad(rowCount, {
        page: current,
        perPage,
        rows: rows.length,
        hasNextPage: loaded.next_page_url !== null,
      }),
    });
    selectRide(selectionAfterLoad(rows, selectedRideId));
  }, [loaded]);

  const rows = useMemo(
    () => favouritesFirst(rides.data?.rides.data ?? [], favouriteIds),
    [rides.data, favouriteIds],
  );
  const isFiltered =
    chips.length > 0 ||
    page.atRisk ||
    view.statusTab !== 'all' ||
    view.quickFilter !== null ||
    view.dayRange !== null ||
    view.zones.length + view.destinationZones.length > 0 ||
    (!isFleet && filters.company_ids.length + filters.ride_types.length + filters.fleet_ids.length > 0);

  return { page, rides, rows, settings: settings.data, isFiltered };
}
