import {
  type DayRange,
  RIDE_STATUS_TABS,
  type RideStatus,
  rideDaysToDatetimes,
  type rides,
} from '@fleetdesk/contract';
import type { RideFilters } from '../../../store/persistedState';
import { type QuickFilterKey, quickFilterStatuses } from './quickFilters';

export type RidesListQuery = Omit<rides.RideSearchQuery, 'page' | 'per_page'>;

export interface RidesSearchState {
  chips: readonly string[];
  statusTab: string;
  quickFilter: QuickFilterKey | null;
  affiliateStatuses: readonly RideStatus[];
  filters: RideFilters;
  dayRange: DayRange | null;
  /** Applies when no range is chosen and no chip searches (a search looks through every day). */
  defaultRange: DayRange;
  zones: readonly number[];
  destinationZones: readonly number[];
  favouriteIds: readonly number[];
  isFleet: boolean;
  /** Only rides predicted late at pickup (the At risk filter), on top of every other filter. */
  atRisk?: boolean;
}

/**
 * The GET /rides query of the page. A status tab narrows to its statuses; on All, the quick filter's
 * statuses apply. Chips are search-box terms, all applied together. Fleet users have no company,
 * fleet or ride type filters.
 */
export function buildRidesQuery(state: RidesSearchState): RidesListQuery {
  const tab = RIDE_STATUS_TABS.find((candidate) => candidate.key === state.statusTab);
  const tabStatuses: readonly RideStatus[] = tab?.statuses ?? [];
  const statuses =
    tabStatuses.length > 0
      ? tabStatuses
      : state.quickFilter
        ? quickFilterStatuses(state.quickFilter, state.affiliateStatuses)
        : [];
  const query: RidesListQuery = {
    filters: state.quickFilter ?? undefined,
    statuses: statuses.length > 0 ? statuses.join(',') : undefined,
    zones: listOrUndefined(state.zones),
    destination_zone_ids: listOrUndefined(state.destinationZones),
    search: state.chips.length > 0 ? state.chips.join(' ') : undefined,
    favorite_rides_ids: listOrUndefined(state.favouriteIds),
    at_risk: state.atRisk ? 'true' : undefined,
    ...rangeOf(state),
  };
  if (!state.isFleet) {
    query.company_ids = listOrUndefined(state.filters.company_ids);
    query.ride_types = listOrUndefined(state.filters.ride_types);
    query.fleet_ids = listOrUndefined(state.filters.fleet_ids);
  }
  return query;
}

function rangeOf(state: RidesSearchState) {
  const range = state.dayRange ?? (state.chips.length === 0 ? state.defaultRange : null);
  return range ? rideDaysToDatetimes(range) : {};
}

const listOrUndefined = (ids: readonly number[]) => (ids.length > 0 ? ids.join(',') : undefined);
