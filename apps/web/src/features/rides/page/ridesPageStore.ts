import { RIDES_PAGE_SIZE } from '@fleetdesk/contract';
import { create } from 'zustand';
import { useAppStore } from '../../../store/appStore';
import type { RidesView } from '../../../store/persistedState';
import { USER_CHANGED_EVENT } from '../../auth/userChangedEvent';
import type { QuickFilterKey } from './quickFilters';

/**
 * Where the rides page is for this browser session (the header shares it). What it is looking at
 * (tab, quick filter, dates, zones) is saved with the app store instead, so it survives a reload.
 */
interface RidesPageState {
  page: number;
  perPage: number;
  selectedRideId: number | null;
  /** Total rows of the current search; -1 while unknown (spec 1 §4 "Row counts"). */
  rowCount: number;
  /** The At risk filter: only rides predicted late at pickup, whatever the status tab (session only). */
  atRisk: boolean;
}

const INITIAL_PAGE_STATE: RidesPageState = {
  page: 1,
  perPage: RIDES_PAGE_SIZE,
  selectedRideId: null,
  rowCount: -1,
  atRisk: false,
};

export const useRidesPageStore = create<RidesPageState>(() => INITIAL_PAGE_STATE);

// A session that ends without a reload (expired, revoked) leaves this in memory; the next user to sign in
// in the tab must not open on the previous one's ride, page or At risk filter (spec 1 §2.4 user-changed).
if (typeof window !== 'undefined') {
  window.addEventListener(USER_CHANGED_EVENT, () => useRidesPageStore.setState(INITIAL_PAGE_STATE));
}

/** The saved view of the rides list: status tab, quick filter, date range and zones. */
export const useRidesView = <T>(pick: (view: RidesView) => T): T =>
  useAppStore((state) => pick(state.ridesView));

/** A search change other than the page starts again on page 1. */
export function setRidesSearch(change: Partial<RidesView>): void {
  useAppStore.getState().setRidesView(change);
  useRidesPageStore.setState({ page: 1 });
}

/** The header buttons toggle a quick filter; toggling the active one off removes it. */
export function toggleQuickFilter(key: QuickFilterKey): void {
  const current = useAppStore.getState().ridesView.quickFilter;
  setRidesSearch({ quickFilter: current === key ? null : key, statusTab: 'all' });
}

export const selectRide = (selectedRideId: number | null) => useRidesPageStore.setState({ selectedRideId });

/** The At risk filter on or off; like any search change, back to page 1. */
export const toggleAtRisk = () => useRidesPageStore.setState((state) => ({ atRisk: !state.atRisk, page: 1 }));
