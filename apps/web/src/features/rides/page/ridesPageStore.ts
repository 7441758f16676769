import { RIDES_PAGE_SIZE } from '@fleetdesk/contract';
import { create } from 'zustand';
import type { QuickFilterKey } from './quickFilters';

export type StatusTabKey = string;

/** A date range as New York calendar days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** What the rides page is looking at now; lives for the browser session (the header shares it). */
interface RidesPageState {
  statusTab: StatusTabKey;
  quickFilter: QuickFilterKey | null;
  dayRange: DayRange | null;
  zones: number[];
  destinationZones: number[];
  page: number;
  perPage: number;
  selectedRideId: number | null;
  /** Total rows of the current search; -1 while unknown (spec 1 §4 "Row counts"). */
  rowCount: number;
}

export const useRidesPageStore = create<RidesPageState>(() => ({
  statusTab: 'all',
  quickFilter: null,
  dayRange: null,
  zones: [],
  destinationZones: [],
  page: 1,
  perPage: RIDES_PAGE_SIZE,
  selectedRideId: null,
  rowCount: -1,
}));

/** A search change other than the page starts again on page 1. */
export const setRidesSearch = (change: Partial<RidesPageState>) =>
  useRidesPageStore.setState({ ...change, page: 1 });

/** The header buttons toggle a quick filter; toggling the active one off removes it. */
export function toggleQuickFilter(key: QuickFilterKey): void {
  const current = useRidesPageStore.getState().quickFilter;
  setRidesSearch({ quickFilter: current === key ? null : key, statusTab: 'all' });
}

export const selectRide = (selectedRideId: number | null) => useRidesPageStore.setState({ selectedRideId });
