import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { defaultRoutingFilters, type RoutingFilters, restoreRoutingFilters } from './routingFilters';

interface RoutingFiltersStore extends RoutingFilters {
  setFilters: (change: Partial<Omit<RoutingFilters, 'savedAt'>>) => void;
}

export const ROUTING_FILTERS_KEY = 'fleetdesk.routingFilters';

/** Routing Home's day, fleets and companies, kept on this browser with the time they were saved. */
export const useRoutingFiltersStore = create<RoutingFiltersStore>()(
  persist(
    (set) => ({
      ...defaultRoutingFilters(Date.now()),
      setFilters: (change) => set({ ...change, savedAt: Date.now() }),
    }),
    {
      name: ROUTING_FILTERS_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ setFilters: _, ...filters }) => filters,
      merge: (stored, current) => ({
        ...current,
        ...restoreRoutingFilters(stored as Partial<RoutingFilters> | undefined, Date.now()),
      }),
    },
  ),
);
