import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_PAYOUT_FILTERS, type PayoutFiltersState, payoutFiltersQuery } from './payoutsView';

interface PayoutFiltersStore extends PayoutFiltersState {
  setFilters: (change: Partial<PayoutFiltersState>) => void;
}

export const PAYOUT_FILTERS_KEY = 'fleetdesk.payoutFilters';

/** The payouts list's filters, kept on this browser (spec 2 §2 "Filters persist in local storage"). */
export const usePayoutFiltersStore = create<PayoutFiltersStore>()(
  persist(
    (set) => ({
      ...DEFAULT_PAYOUT_FILTERS,
      setFilters: (change) => set(change),
    }),
    {
      name: PAYOUT_FILTERS_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ setFilters: _, ...filters }) => filters,
      // A stored copy from an older page gains the fields added since.
      merge: (stored, current) => ({ ...current, ...(stored as Partial<PayoutFiltersState>) }),
    },
  ),
);

/** The filters of the payouts list as they stand. */
export function usePayoutFilters(): PayoutFiltersState {
  return usePayoutFiltersStore();
}

/**
 * The current filters in the API's words (the contract's `payoutFilters`): what the Import/export
 * menu sends to `POST /payouts/export-with-filter`.
 */
export function usePayoutFiltersQuery() {
  return payoutFiltersQuery(usePayoutFiltersStore());
}
