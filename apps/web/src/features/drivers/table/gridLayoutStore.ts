import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What a user arranges in the drivers grid and finds again next time (spec 2 §2). */
export interface GridLayout {
  columnVisibility: Record<string, boolean>;
  density: 'comfortable' | 'compact' | 'spacious';
  columnPinning: { left?: string[]; right?: string[] };
}

interface GridLayoutStore extends GridLayout {
  setLayout: (change: Partial<GridLayout>) => void;
}

export const GRID_LAYOUT_KEY = 'fleetdesk.driversGrid';

export const useGridLayout = create<GridLayoutStore>()(
  persist(
    (set) => ({
      columnVisibility: {},
      density: 'compact',
      columnPinning: {},
      setLayout: (change) => set(change),
    }),
    {
      name: GRID_LAYOUT_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ columnVisibility, density, columnPinning }) => ({
        columnVisibility,
        density,
        columnPinning,
      }),
    },
  ),
);
