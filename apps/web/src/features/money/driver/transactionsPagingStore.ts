import { DRIVER_TRANSACTIONS_PAGE_SIZE } from '@fleetdesk/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The driver page's transactions page size, kept on this browser (spec 2 §9: 75, up to 100). */
export const useTransactionsPaging = create<{ perPage: number; setPerPage: (perPage: number) => void }>()(
  persist((set) => ({ perPage: DRIVER_TRANSACTIONS_PAGE_SIZE, setPerPage: (perPage) => set({ perPage }) }), {
    name: 'fleetdesk.driverTransactions',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ perPage }) => ({ perPage }),
  }),
);
