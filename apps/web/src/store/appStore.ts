import { type Account, STORE_SCHEMA_VERSION } from '@fleetdesk/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { migratePersistedState } from './migrations';
import {
  EMPTY_RIDE_FILTERS,
  INITIAL_PERSISTED_STATE,
  type MapTheme,
  type PersistedState,
  STORE_STORAGE_KEY,
} from './persistedState';

interface AppActions {
  startSession: (session: { token: string; expiresAt: string; account: Account }) => void;
  applyAccount: (account: Account) => void;
  /** Ends the session but keeps the user, so the next sign-in can tell whether the user changed. */
  endSession: () => void;
  forgetUser: () => void;
  /** Drops what belongs to one user (saved filters, favourites, chips) when another signs in. */
  resetUserData: () => void;
  agreeToTerms: () => void;
  setMapTheme: (theme: MapTheme) => void;
  suppressConfirm: (key: string, until: number) => void;
}

export type AppState = PersistedState & AppActions;

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      ...INITIAL_PERSISTED_STATE,
      startSession: ({ token, expiresAt, account }) =>
        set({ token, tokenExpiresAt: expiresAt, user: account.user, permissions: account.permissions }),
      applyAccount: (account) => set({ user: account.user, permissions: account.permissions }),
      endSession: () => set({ token: null, tokenExpiresAt: null, permissions: [] }),
      forgetUser: () => set({ user: null, permissions: [] }),
      resetUserData: () => set({ rideFilters: EMPTY_RIDE_FILTERS, favouriteRideIds: [], rideChips: [] }),
      agreeToTerms: () => set({ agreedToTerms: true }),
      setMapTheme: (mapTheme) => set({ mapTheme }),
      suppressConfirm: (key, until) =>
        set((state) => ({ confirmSuppressedUntil: { ...state.confirmSuppressedUntil, [key]: until } })),
    }),
    {
      name: STORE_STORAGE_KEY,
      version: STORE_SCHEMA_VERSION,
      // JSON leaves the actions out: only the PersistedState fields are written.
      storage: createJSONStorage(() => localStorage),
      migrate: migratePersistedState,
    },
  ),
);
